import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categoryColours, DEFAULT_CATEGORY_COLOUR } from '../../content/categories.ts';
import { typesetText } from '../../content/typeset.ts';
import { parseFrontMatter } from './front-matter.ts';

/** What lists and cards need of an article. The articles issue extends this with the rich headers. */
export interface ArticleSummary {
  id: string;
  title: string;
  description: string;
  category: string;
  categoryColor: string;
  tags: string[];
  /** ISO date, YYYY-MM-DD. */
  date: string;
  body: string;
}

export interface ArticleProblem {
  file: string;
  message: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(data: Record<string, unknown>, field: string, file: string, problems: ArticleProblem[]): string {
  const value = data[field];
  if (typeof value === 'string' && value.trim()) return value.trim();
  problems.push({ file, message: `champ « ${field} » manquant ou vide` });
  return '';
}

function readArticle(dir: string, file: string, problems: ArticleProblem[]): ArticleSummary | null {
  const id = file.replace(/\.md$/, '');
  let parsed;
  try {
    parsed = parseFrontMatter(readFileSync(join(dir, file), 'utf8'));
  } catch (error) {
    problems.push({ file, message: error instanceof Error ? error.message : String(error) });
    return null;
  }
  const data = parsed.data ?? {};
  const before = problems.length;
  const title = text(data, 'title', file, problems);
  const description = text(data, 'description', file, problems);
  const category = text(data, 'category', file, problems);
  // js-yaml 5 reads an unquoted date as a string; a Date can still come from a timestamp with a time.
  const rawDate = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date;
  if (typeof rawDate !== 'string' || !ISO_DATE.test(rawDate) || Number.isNaN(Date.parse(rawDate))) {
    problems.push({ file, message: 'champ « date » manquant ou invalide (attendu : AAAA-MM-JJ)' });
  }
  if (problems.length > before) return null;
  const tags = Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  const colour = typeof data.categoryColor === 'string' ? data.categoryColor : (categoryColours[category] ?? DEFAULT_CATEGORY_COLOUR);
  return { id, title: typesetText(title), description: typesetText(description), category, categoryColor: colour, tags, date: rawDate as string, body: parsed.body };
}

/** Every valid article of the folder, newest first; broken files are reported, never fatal. */
export function loadArticles(dir: string): { articles: ArticleSummary[]; problems: ArticleProblem[] } {
  const problems: ArticleProblem[] = [];
  const files = readdirSync(dir).filter((file) => /^[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(file));
  const articles = files
    .map((file) => readArticle(dir, file, problems))
    .filter((article): article is ArticleSummary => article !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { articles, problems };
}
