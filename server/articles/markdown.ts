import MarkdownIt, { type MarkdownIt as Markdown, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import attrs from 'markdown-it-attrs';
import container from 'markdown-it-container';
import { ui } from '../../content/interface.ts';
import { typesetText } from '../../content/typeset.ts';
import { foldText } from '../fold.ts';
import { fill } from '../../content/template.ts';

/** Link schemes an article may use (web, mail and chat, plus tel for phone numbers); no scheme is a path. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function isSafeLink(url: string): boolean {
  // Judge the URL as decoded, without the whitespace and control characters that browsers drop
  // ("java&#x09;script:" reaches here as "java%09script:").
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // Not valid percent-encoding: judge it as written.
  }
  const compact = decoded.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = SCHEME.exec(compact);
  return !scheme || ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase());
}

/** "Qu'est-ce qu'un échéancier ?" -> "qu-est-ce-qu-un-echeancier". */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The link that opens the chat assistant (see client/contact-buttons.ts). */
const CONTACT_HREF = '#contact';

/**
 * Rich blocks, as `::: name Optional title`. Each becomes an element with class md-{name}; the title,
 * where the block takes one, becomes its first line.
 */
const CONTAINERS: Record<string, { tag: string; defaultTitle?: string; titled: boolean }> = {
  tips: { tag: 'aside', defaultTitle: ui.markdown.tips, titled: true },
  stats: { tag: 'div', titled: false },
  timeline: { tag: 'div', titled: false },
  summary: { tag: 'aside', defaultTitle: ui.markdown.summary, titled: true },
  keyfigure: { tag: 'div', titled: false },
  cta: { tag: 'div', titled: false },
  related: { tag: 'nav', defaultTitle: ui.markdown.related, titled: true },
  note: { tag: 'aside', titled: true },
};

/** Columns from which a table is shown as cards on a phone: two still fit side by side. */
const STACKED_COLUMNS = 3;

function createRenderer(): Markdown {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.validateLink = isSafeLink;

  md.use(attrs, { allowedAttributes: ['id', 'width', 'height'] });
  md.use(anchor, { slugify, tabIndex: false, level: [2, 3, 4] });

  for (const [name, { tag, defaultTitle, titled }] of Object.entries(CONTAINERS)) {
    md.use(container, name, {
      render(tokens: Token[], index: number) {
        const token = tokens[index]!;
        if (token.nesting !== 1) return `</${tag}>\n`;
        const title = token.info.trim().slice(name.length).trim() || defaultTitle;
        const label = tag === 'nav' && title ? ` aria-label="${md.utils.escapeHtml(typesetText(title))}"` : '';
        const heading = titled && title ? `<p class="md-${name}__title">${md.utils.escapeHtml(typesetText(title))}</p>\n` : '';
        return `<${tag} class="md-${name}"${label}>\n${heading}`;
      },
    });
  }

  // French typography on the text (never on code), as for the rest of the content.
  const typesetTokens = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'text') token.content = typesetText(token.content);
      if (token.children) typesetTokens(token.children);
    }
  };
  md.core.ruler.push('french_typography', (state) => typesetTokens(state.tokens));

  // In a timeline, "**2015** — text": the year goes on a line of its own, so the dash would dangle.
  md.core.ruler.push('timeline_dash', (state) => {
    let depth = 0;
    for (const token of state.tokens) {
      if (token.type === 'container_timeline_open') depth++;
      else if (token.type === 'container_timeline_close') depth--;
      else if (depth > 0 && token.type === 'inline' && token.children?.[0]?.type === 'strong_open') {
        const close = token.children.findIndex((child) => child.type === 'strong_close');
        const next = token.children[close + 1];
        if (next?.type === 'text') next.content = next.content.replace(/^\s*[—–-]\s*/, ' ');
      }
    }
  });

  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const token = tokens[i]!;
    const href = String(token.attrGet('href') ?? '');
    if (href === CONTACT_HREF) token.attrSet('data-contact', '');
    if (/^https?:\/\//i.test(href)) token.attrSet('rel', 'noopener');
    return defaultLinkOpen(tokens, i, options, env, self);
  };

  const defaultImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, i, options, env, self) => {
    tokens[i]!.attrSet('loading', 'lazy');
    tokens[i]!.attrSet('decoding', 'async');
    return defaultImage(tokens, i, options, env, self);
  };

  // A table of three columns or more becomes a card per row on a phone (base.css, .md-table--stack):
  // each cell then says its column's name (data-label), and explicit roles keep it a table for
  // screen readers, which display: block would otherwise unmake. A narrower table scrolls in its box.
  md.core.ruler.push('table_cards', (state) => {
    const tokens = state.tokens;
    for (let start = 0; start < tokens.length; start++) {
      if (tokens[start]!.type !== 'table_open') continue;
      let end = start;
      while (tokens[end]!.type !== 'table_close') end++;
      const table = tokens.slice(start, end);
      const textOf = (inline: (typeof tokens)[number] | undefined) =>
        (inline?.children ?? [])
          .filter((child) => child.type === 'text' || child.type === 'code_inline')
          .map((child) => child.content)
          .join('');
      const labels = table.flatMap((token, i) => (token.type === 'th_open' ? [textOf(table[i + 1])] : []));
      if (labels.length < STACKED_COLUMNS) continue;
      tokens[start]!.meta = { stack: true };
      let column = 0;
      for (const [i, token] of table.entries()) {
        if (token.type === 'thead_open' || token.type === 'tbody_open') token.attrSet('role', 'rowgroup');
        if (token.type === 'tr_open') {
          token.attrSet('role', 'row');
          column = 0;
        }
        if (token.type === 'th_open') token.attrSet('role', 'columnheader');
        if (token.type === 'td_open') {
          token.attrSet('role', 'cell');
          // The first cell names the row: its card's title, without a label.
          if (column > 0 && labels[column] && table[i + 1]?.type === 'inline') token.attrSet('data-label', labels[column]!);
          column++;
        }
      }
    }
  });
  md.renderer.rules.table_open = (tokens, i) =>
    (tokens[i]!.meta as { stack?: boolean } | null)?.stack
      ? '<div class="md-table md-table--stack" tabindex="0">\n<table role="table">\n'
      : '<div class="md-table" tabindex="0">\n<table>\n';
  md.renderer.rules.table_close = () => '</table>\n</div>\n';
  return md;
}

const renderer = createRenderer();

export interface RenderedMarkdown {
  html: string;
  /** Words of the visible text, for the reading time. */
  words: number;
  headings: { id: string; text: string; level: number }[];
}

/** Markdown to safe HTML: raw HTML is shown as text, unsafe links are left as text. */
export function renderMarkdown(source: string, replacements: Record<string, string> = {}): RenderedMarkdown {
  const env = {};
  const tokens = renderer.parse(fill(source, replacements), env);
  const headings: RenderedMarkdown['headings'] = [];
  let words = 0;
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open') {
      const inline = tokens[i + 1]!;
      headings.push({ id: String(token.attrGet('id') ?? ''), text: inline.content.replace(/\s*\{[^}]*\}\s*$/, ''), level: Number(token.tag.slice(1)) });
    }
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words += countWords(child.content);
    }
    if (token.type === 'fence' || token.type === 'code_block') words += countWords(token.content);
  });
  return { html: renderer.renderer.render(tokens, renderer.options, env), words, headings };
}

/**
 * The tokens of a markdown source as renderMarkdown reads them (placeholders filled, French typography
 * applied, heading ids set), for code that reads the text rather than shows it: the chat assistant.
 */
export function parseMarkdown(source: string, replacements: Record<string, string> = {}): Token[] {
  return renderer.parse(fill(source, replacements), {});
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu)?.length ?? 0;
}
