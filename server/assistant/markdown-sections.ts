import type { Token } from 'markdown-it';
import { collapse } from './text.ts';

/**
 * An article or company page as the assistant reads it: its markdown-it tokens, as the site renders
 * them, cut into sections at its h2 and h3 headings.
 */

/** A part of a page: the text between one h2 or h3 heading and the next. */
export interface PageSection {
  /** Anchor of the section's own heading. */
  id: string;
  /** The h2 it belongs to, then its own h3 (empty for the text before the first heading). */
  heading: string;
  subheading: string;
  /** Text units (paragraphs, list items), as sentences may be quoted from them. */
  units: string[];
  /** Headings below h3, titles of boxes, table rows: searched but not quoted. */
  extra: string[];
}

/** Boxes whose text is no answer: calls to action, links to related articles. */
const SKIPPED_BOXES = new Set(['container_cta_open', 'container_related_open']);

/** The text of an inline token: a hard line break ends a unit, a soft one is a space; images say nothing. */
function inlineText(token: Token | undefined): string {
  let text = '';
  for (const child of token?.children ?? []) {
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak') text += ' ';
    else if (child.type === 'hardbreak') text += '\n';
  }
  return text;
}

const units = (text: string) => text.split('\n').map(collapse).filter(Boolean);

/** The index of the token that closes the box `tokens[open]` opens, or the last token. */
function closingIndex(tokens: Token[], open: number): number {
  const token = tokens[open]!;
  const close = token.type.replace(/_open$/, '_close');
  let i = open;
  while (i + 1 < tokens.length && !(tokens[i + 1]!.type === close && tokens[i + 1]!.level === token.level)) i++;
  return i + 1;
}

/** Reads tokens into sections, one token at a time (markdownSections). */
class SectionReader {
  readonly sections: PageSection[] = [];
  private section: PageSection = { id: '', heading: '', subheading: '', units: [], extra: [] };
  private h2 = '';
  /** The cells of the table row being read. */
  private row: string[] | null = null;

  /** A heading: an h2 or h3 starts a section, a lower one is searched text of the current one. */
  heading(token: Token, text: string, first: boolean) {
    if (token.tag !== 'h2' && token.tag !== 'h3') {
      this.section.extra.push(text);
      return;
    }
    if (!first) this.sections.push(this.section);
    if (token.tag === 'h2') this.h2 = text;
    this.section = { id: String(token.attrGet('id') ?? ''), heading: this.h2, subheading: token.tag === 'h3' ? text : '', units: [], extra: [] };
  }

  /** "::: tips Trois réglages à vérifier": the title names what the box holds. */
  box(token: Token) {
    const title = token.info.trim().replace(/^\S+\s*/, '');
    if (title) this.section.extra.push(title);
  }

  rowOpen() {
    this.row = [];
  }

  rowClose() {
    if (this.row?.length) this.section.extra.push(this.row.join(' ; '));
    this.row = null;
  }

  /** Inline text: a cell of the current table row, or units of the section. */
  inline(token: Token) {
    if (this.row) {
      const cell = inlineText(token).trim();
      if (cell) this.row.push(cell);
    } else {
      this.section.units.push(...units(inlineText(token)));
    }
  }

  end(): PageSection[] {
    this.sections.push(this.section);
    return this.sections;
  }
}

/**
 * A page's markdown tokens split at its h2 and h3 headings: an h3 is a section of its own (its
 * sentences belong together), named by its h2 and itself. The part before the first heading, when
 * there is one, comes first. Code, calls to action and "related articles" are left out.
 */
export function markdownSections(tokens: Token[]): PageSection[] {
  const reader = new SectionReader();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open') {
      reader.heading(token, inlineText(tokens[i + 1]).trim(), i === 0);
      i += 2;
    } else if (SKIPPED_BOXES.has(token.type)) i = closingIndex(tokens, i);
    else if (token.type.startsWith('container_') && token.nesting === 1) reader.box(token);
    else if (token.type === 'tr_open') reader.rowOpen();
    else if (token.type === 'tr_close') reader.rowClose();
    else if (token.type === 'inline') reader.inline(token);
  }
  return reader.end();
}
