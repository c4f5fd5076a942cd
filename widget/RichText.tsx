import type { ReactNode } from 'react';
import { isSafeButtonUrl } from './protocol.ts';

// The assistant's text as safe markdown: paragraphs, "- " lists, **bold** and [links](https://…).
// Built as React elements, never as HTML, so nothing in a reply can become markup or script.
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index! > last) nodes.push(text.slice(last, match.index));
    const key = `${keyPrefix}-${match.index}`;
    if (match[1] !== undefined) nodes.push(<strong key={key}>{match[1]}</strong>);
    else if (isSafeButtonUrl(match[3]!)) {
      const external = /^https?:/i.test(match[3]!);
      nodes.push(
        <a key={key} href={match[3]} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
          {match[2]}
        </a>,
      );
    } else nodes.push(match[0]);
    last = match.index! + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function RichText({ text }: { text: string }) {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, b) => {
        const lines = block.split('\n').filter((line) => line.trim());
        if (lines.length > 0 && lines.every((line) => /^\s*[-*•]\s+/.test(line))) {
          return (
            <ul key={b}>
              {lines.map((line, l) => (
                <li key={l}>{inline(line.replace(/^\s*[-*•]\s+/, ''), `${b}-${l}`)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={b}>
            {lines.flatMap((line, l) => (l === 0 ? inline(line, `${b}-${l}`) : [<br key={`br-${l}`} />, ...inline(line, `${b}-${l}`)]))}
          </p>
        );
      })}
    </>
  );
}
