import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientReferences } from '../../content/clients.ts';
import * as home from '../../content/home.ts';
import { solutionCards } from '../../content/solutions.ts';
import { landingPages } from '../../content/solution-pages/index.ts';
import { ARTICLES_DIR } from '../../server/paths.ts';

interface Testimony {
  name: string;
  role: string;
  company?: string;
  where: string;
}

/** "Claire M., directrice commerciale d'un promoteur" -> name "Claire M.", role "directrice commerciale d'un promoteur". */
function split(author: string): { name: string; role: string } {
  const comma = author.indexOf(',');
  return comma < 0 ? { name: author.trim(), role: '' } : { name: author.slice(0, comma).trim(), role: author.slice(comma + 1).trim() };
}

/** Every testimonial of a content object, at any depth: { quote, author } and { text, author, role } alike. */
function collect(data: unknown, where: string, found: Testimony[] = [], company?: string): Testimony[] {
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) collect(item, `${where}[${index}]`, found, company);
  } else if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const ownCompany = typeof record.name === 'string' && 'quote' in record ? record.name : company;
    if (typeof record.author === 'string' && ('quote' in record || 'text' in record)) {
      const { name, role } = split(record.author);
      found.push({ name, role: typeof record.role === 'string' ? record.role : role, company: ownCompany, where });
    }
    for (const [key, value] of Object.entries(record)) collect(value, `${where}.${key}`, found, ownCompany);
  }
  return found;
}

/** Quotes signed in an article: "— Claire M., directrice commerciale". */
function articleTestimonies(): Testimony[] {
  return readdirSync(ARTICLES_DIR)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      [...readFileSync(join(ARTICLES_DIR, file), 'utf8').matchAll(/[—–]\s*\**([A-ZÉÈ][\p{L}-]+ [A-ZÉ]\.)\**,\s*([^\n»*]+)/gu)].map((match) => ({
        name: match[1]!,
        role: match[2]!.trim(),
        where: `content/articles/${file}`,
      })),
    );
}

const normal = (text: string) =>
  text
    .toLocaleLowerCase('fr')
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '');

describe('testimonials', () => {
  const testimonies = [
    ...collect(clientReferences, 'clients'),
    ...collect(landingPages, 'solution-pages'),
    ...collect(home, 'home'),
    ...collect(solutionCards, 'solutions'),
    ...articleTestimonies(),
  ];

  it('are found in the client references and the solution pages', () => {
    expect(testimonies.filter((testimony) => testimony.where.startsWith('clients')).length).toBe(clientReferences.length);
    expect(testimonies.filter((testimony) => testimony.where.startsWith('solution-pages')).length).toBeGreaterThanOrEqual(6);
    expect(testimonies.every((testimony) => testimony.name && testimony.role)).toBe(true);
  });

  it('give each name to one person only: one role, one company', () => {
    const byName = new Map<string, Testimony[]>();
    for (const testimony of testimonies) byName.set(testimony.name, [...(byName.get(testimony.name) ?? []), testimony]);
    const clashes = [...byName].flatMap(([name, list]) => {
      const roles = new Set(list.map((testimony) => normal(testimony.role)));
      const companies = new Set(list.flatMap((testimony) => (testimony.company ? [testimony.company] : [])));
      return roles.size > 1 || companies.size > 1
        ? [`${name} : ${list.map((testimony) => `${testimony.role}${testimony.company ? ` (${testimony.company})` : ''} [${testimony.where}]`).join(' / ')}`]
        : [];
    });
    expect(clashes).toEqual([]);
  });
});
