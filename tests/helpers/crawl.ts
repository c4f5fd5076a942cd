import type { Express } from 'express';
import request from 'supertest';

export interface CrawledPage {
  path: string;
  status: number;
  html: string;
  ids: Set<string>;
  /** Internal link targets as written in <a href>, e.g. "/blog", "/#offres", "#contact". */
  links: string[];
}

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every page reachable from `start` through internal <a href> links. */
export async function crawl(app: Express, start = '/'): Promise<Map<string, CrawledPage>> {
  const pages = new Map<string, CrawledPage>();
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const res = await request(app).get(path);
    const html = res.text ?? '';
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!)));
    const links = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)]
      .map((match) => decode(match[1]!))
      .filter((href) => href.startsWith('/') || href.startsWith('#'));
    pages.set(path, { path, status: res.status, html, ids, links });
    if (res.status !== 200 || !(res.headers['content-type'] ?? '').startsWith('text/html')) continue;
    for (const link of links) {
      const target = link.startsWith('#') ? path : link.split('#')[0]!;
      if (!pages.has(target) && !queue.includes(target)) queue.push(target);
    }
  }
  return pages;
}

/** Broken links and anchors, each naming the page that holds it. */
export function brokenLinks(pages: Map<string, CrawledPage>): string[] {
  const problems: string[] = [];
  for (const page of pages.values()) {
    if (page.status !== 200) continue;
    for (const link of new Set(page.links)) {
      const [pathPart, anchor] = link.split('#') as [string, string | undefined];
      const targetPath = pathPart === '' ? page.path : pathPart;
      const target = pages.get(targetPath);
      if (target?.status !== 200) {
        problems.push(`${page.path} : lien vers ${link} → ${target?.status ?? 'non visité'}`);
      } else if (anchor && !target.ids.has(anchor)) {
        problems.push(`${page.path} : ancre #${anchor} absente de ${targetPath}`);
      }
    }
  }
  return problems;
}

/** The text a visitor reads: no head, scripts, styles or code. */
export function visibleText(html: string): string {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '');
  return decode(
    body
      .replace(/<(script|style|pre|code)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  );
}

/** French typography faults in a text: a missing no-break space before ? ! : ; or a straight apostrophe. */
export function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  const context = (index: number) =>
    text
      .slice(Math.max(0, index - 30), index + 10)
      .replace(/\s+/g, ' ')
      .trim();
  for (const match of text.matchAll(/(\S)([?!:;])(?=\s|$)/g)) {
    const before = match[1]!;
    if (before === '\u00a0' || before === '\u202f') continue;
    faults.push(`espace insécable manquante avant « ${match[2]} » : …${context(match.index!)}…`);
  }
  for (const match of text.matchAll(/ ([?!:;])/g)) {
    faults.push(`espace ordinaire avant « ${match[1]} » : …${context(match.index!)}…`);
  }
  for (const match of text.matchAll(/\p{L}'\p{L}/gu)) {
    faults.push(`apostrophe droite : …${context(match.index!)}…`);
  }
  return faults;
}

/** Ids that more than one element of the page carries (scripts and their JSON left out), each once. */
export function duplicateIds(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ');
  const seen = new Map<string, number>();
  for (const match of markup.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)) {
    const id = decode(match[1]!);
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `${id} (×${count})`);
}

/**
 * A letter x standing for a multiplication sign in a text: "x2,5", "3840 x 2160", "3 x 2 m", "24x24".
 * Words that merely contain an x ("index 2", "Linux 6") are not matched.
 */
export function letterMultipliers(text: string): string[] {
  const context = (index: number) =>
    text
      .slice(Math.max(0, index - 20), index + 20)
      .replace(/\s+/g, ' ')
      .trim();
  return [...text.matchAll(/\d[ \u00a0\u202f]?[xX][ \u00a0\u202f]?\d|(?<![\p{L}\p{N}_-])[xX][ \u00a0\u202f]?\d/gu)].map(
    (match) => `« ${match[0]} » : …${context(match.index!)}…`,
  );
}
