import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { parseArticle } from '../../server/articles/catalog.ts';
import { FrontMatterError, parseFrontMatter } from '../../server/articles/front-matter.ts';
import { renderMarkdown } from '../../server/articles/markdown.ts';
import { ChatError, parseReply } from '../../protocol/chat.ts';
import { RichText } from '../../widget/RichText.tsx';

// Pieces an attacker or a careless editor would combine.
const DANGEROUS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'java\tscript:alert(1)',
  'java%09script:alert(1)',
  ' javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://exemple.fr"></iframe>',
  '"><script>alert(1)</script>',
  '{onclick=alert(1)}',
  '{#x onmouseover=alert(1)}',
  '](javascript:alert(1))',
  '<style>*{}</style>',
];
const fragment = fc.oneof(
  fc.constantFrom(...DANGEROUS),
  fc.constantFrom(
    '---',
    '----',
    '\n',
    '\r\n',
    '# ',
    '## Titre ',
    '- ',
    '1. ',
    '> ',
    '```',
    '`',
    '**',
    '*',
    '[',
    ']',
    '(',
    ')',
    '![',
    ':::',
    '::: tips',
    '::: cta',
    '|',
    '{',
    '}',
    '<',
    '>',
    '&',
    '"',
    "'",
    'https://exemple.fr',
    'title: x',
    'date: 2025-01-01',
    ': [',
    '{product}',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
);
const hostileText = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));

/** Markup that could run script: a <script>, an event handler attribute, a javascript:/vbscript:/data: URL. */
function executable(html: string): string | null {
  const checks: [string, RegExp][] = [
    ['<script', /<script/i],
    ['<iframe', /<iframe/i],
    ['<svg', /<svg/i],
    ['<style', /<style/i],
    ['event handler', /<[^>]*\son[a-z]+\s*=/i],
    ['script URL', /(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i],
  ];
  return checks.find(([, pattern]) => pattern.test(html))?.[0] ?? null;
}

describe('hostile input never breaks the front-matter parser', () => {
  it('returns or throws a FrontMatterError, never anything else', () => {
    fc.assert(
      fc.property(hostileText, hostileText, (head, body) => {
        for (const text of [head, `---\n${head}\n---\n${body}`, `----\n${head}\n-----\n${body}`]) {
          try {
            parseFrontMatter(text);
            parseArticle('article', text);
          } catch (error) {
            if (!(error instanceof FrontMatterError)) throw error;
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('hostile input never becomes executable markup', () => {
  it('in the markdown renderer', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const { html } = renderMarkdown(text, { product: 'Ondalys' });
        expect(executable(html), html).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('in links of every form', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DANGEROUS), fc.string({ maxLength: 8 }), (url, label) => {
        for (const text of [`[${label}](${url})`, `<${url}>`, `![${label}](${url})`, `[${label}][r]\n\n[r]: ${url}`]) {
          expect(executable(renderMarkdown(text).html)).toBeNull();
        }
      }),
    );
  });

  it('in the chat response parser and the chat text', () => {
    const reply = fc.oneof(
      hostileText,
      fc.json(),
      fc
        .record({
          output: fc.oneof(
            hostileText,
            fc.record({ message: hostileText, buttons: fc.array(fc.record({ text: hostileText, url: fc.constantFrom(...DANGEROUS, 'https://exemple.fr') })) }),
          ),
        })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(reply, fc.integer({ min: 100, max: 599 }), (text, status) => {
        try {
          const parsed = parseReply(status, status < 300, text);
          for (const button of parsed.buttons) expect(button.url).toMatch(/^(https?:\/\/|mailto:|tel:)/i);
          const html = renderToStaticMarkup(createElement(RichText, { text: parsed.message }));
          expect(executable(html), html).toBeNull();
        } catch (error) {
          if (!(error instanceof ChatError)) throw error;
        }
      }),
      { numRuns: 500 },
    );
  });
});
