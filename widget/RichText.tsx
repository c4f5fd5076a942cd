import type { ReactNode } from 'react';
import { isSafeButtonUrl } from '../protocol/chat.ts';

// The assistant's text as safe markdown: paragraphs, "- " lists, **bold** and [links](https://…).
// Built as React elements, never as HTML, so nothing in a reply can become markup or script.

/** Longest text rendered: our own replies stay under 500 characters; a hostile webhook's flood is cut. */
export const MAX_CHARS = 4000;
/** Most lines rendered (paragraph lines and list items): a reply is a few, not a wall. */
export const MAX_LINES = 60;
/** Longest link text: a label, never a paragraph. */
const LINK_TEXT = 200;
/** Longest link URL: the length browsers and servers reliably accept. */
const URL_LENGTH = 2000;
/** Longest bold run: a few words. */
const BOLD = 500;
// Linear: a link's text and URL hold no "[", so each character is scanned by one attempt only (the old
// unbounded regex rescanned the rest of the text from every "[": 100,000 of them froze the tab).
const INLINE = new RegExp(`\\*\\*([^*\\n]{1,${BOLD}})\\*\\*|\\[([^[\\]\\n]{1,${LINK_TEXT}})\\]\\(([^[)\\s]{1,${URL_LENGTH}})\\)`, 'g');

export function inline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
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
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The text within MAX_CHARS (cut at a word boundary) and MAX_LINES, ending with "…" when cut. */
function clip(reply: string): string {
  let text = reply.replace(/\r\n?/g, '\n');
  let cut = text.length > MAX_CHARS;
  if (cut) {
    const space = text.slice(0, MAX_CHARS + 1).search(/\s\S*$/);
    text = text.slice(0, space > MAX_CHARS / 2 ? space : MAX_CHARS);
  }
  let count = 0;
  const lines = text.split('\n');
  const end = lines.findIndex((line) => line.trim() !== '' && ++count > MAX_LINES);
  if (end >= 0) [text, cut] = [lines.slice(0, end).join('\n'), true];
  return cut ? `${text.trimEnd()}…` : text;
}

export function RichText({ text }: { text: string }) {
  const blocks = clip(text).split(/\n{2,}/);
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
        return <p key={b}>{lines.flatMap((line, l) => (l === 0 ? inline(line, `${b}-${l}`) : [<br key={`br-${l}`} />, ...inline(line, `${b}-${l}`)]))}</p>;
      })}
    </>
  );
}
