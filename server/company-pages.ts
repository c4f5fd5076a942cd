import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { brand } from '../content/brand.ts';
import { fillProduct } from '../content/brand-placeholder.ts';
import { typesetText } from '../content/typeset.ts';
import { parseFrontMatter } from './articles/front-matter.ts';
import { renderMarkdown } from './articles/markdown.ts';
import { describeIssues } from './articles/schema.ts';
import { companyPlaceholders } from './company.ts';

/** A company page (about, careers, legal notice, privacy, terms), from content/pages/{slug}.md. */
export interface CompanyPage {
  slug: string;
  title: string;
  description: string;
  html: string;
  /** The file as written, front matter and markdown: the chat assistant reads it (server/assistant/knowledge.ts). */
  source: string;
}

const schema = z.strictObject({ title: z.string().trim().min(1), description: z.string().trim().min(1) });

/** Every page of the folder; a broken one is reported with its file and field, never fatal. */
export function loadCompanyPages(dir: string, report: (problem: { file: string; message: string }) => void): CompanyPage[] {
  const pages: CompanyPage[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => /^[a-z0-9-]+\.md$/.test(name))
    .sort()) {
    try {
      const source = readFileSync(join(dir, file), 'utf8');
      const { data, body } = parseFrontMatter(source);
      const meta = schema.safeParse(data ?? {});
      if (!meta.success) {
        for (const message of describeIssues(meta.error)) report({ file, message });
        continue;
      }
      pages.push({
        slug: file.slice(0, -3),
        title: typesetText(fillProduct(meta.data.title, brand.name)),
        description: typesetText(fillProduct(meta.data.description, brand.name)),
        html: renderMarkdown(fillProduct(body, brand.name), companyPlaceholders()).html,
        source,
      });
    } catch (error) {
      report({ file, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return pages;
}
