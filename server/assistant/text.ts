/**
 * French text helpers shared by the knowledge (sentences quoted from the content) and the replies
 * (templates of content/assistant.ts filled in).
 */

/** Spaces to collapse; no-break spaces are the content's typography and stay. */
const SPACES = /[ \t\r\n]+/g;

/** Runs of whitespace as one space, trimmed. */
export const collapse = (text: string) => text.replace(SPACES, ' ').trim();

/** "Un prix" -> "un prix", but "NFC" and "L’IA" stay. */
export function lowerFirst(text: string): string {
  return /^[A-ZÀ-Ý][a-zà-ÿ]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** "a", "a et b", "a, b et c". */
export function joinFrench(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/** A unit of text as a sentence: trimmed, with final punctuation. */
export function asSentence(text: string): string {
  const trimmed = collapse(text).replace(/\s*[;,]$/, '');
  if (!trimmed) return '';
  // A list item that goes on from a lead-in ("- de nombreux points…") starts a sentence of its own.
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…»)]$/.test(capital) ? capital : `${capital}.`;
}

/** Unicode's sentence boundaries (ICU): no break in "l’article L. 441-10" nor inside « session-… ». */
const SENTENCES = new Intl.Segmenter('fr', { granularity: 'sentence' });

/** Splits a paragraph into sentences. */
export function splitSentences(text: string): string[] {
  return [...SENTENCES.segment(collapse(text))].map((part) => part.segment.trim()).filter(Boolean);
}

/** A short page name from an article title: "4K et HDR : ce qui compte…" -> "4K et HDR". */
export function shortTitle(title: string, max = 48): string {
  const head = title.split(/\s*[:—–]\s|\s\(/)[0]!.trim();
  if (head.length <= max) return head;
  const cut = head.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
