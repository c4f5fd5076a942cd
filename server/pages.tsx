import type { ReactElement } from 'react';
import { brand } from '../content/brand.ts';
import { errorCopy, ErrorPage } from '../client/pages/ErrorPage.tsx';
import { HomePage } from '../client/pages/HomePage.tsx';
import type { ArticleSummary } from './articles/catalog.ts';
import type { PageMeta } from './document.tsx';

export interface SiteData {
  articles: ArticleSummary[];
}

export interface PageDefinition {
  meta: PageMeta;
  body: ReactElement;
}

/** The number of newest articles on the home page (SPEC.md section 9). */
export const LATEST_ARTICLES = 3;

/** Site pages by path. Each is rendered once, then served from the page cache. */
export function sitePages(data: SiteData): Record<string, () => PageDefinition> {
  return {
    '/': () => ({
      meta: {
        title: `${brand.name} · Écrans interactifs, tables tactiles et assistant IA`,
        description:
          "Affichage dynamique, écrans collaboratifs, tables tactiles, bureau d'étude VR et assistant IA : des espaces qui captent l'attention et convertissent. Démo gratuite, audit offert.",
        path: '/',
      },
      body: (
        <HomePage
          latestArticles={data.articles.slice(0, LATEST_ARTICLES).map(({ body: _body, tags: _tags, ...card }) => card)}
          quizSeed={1}
        />
      ),
    }),
  };
}

export function errorPage(status: number): PageDefinition {
  const copy = errorCopy[status] ?? errorCopy[status >= 500 ? 500 : 400]!;
  return {
    meta: { title: `${copy.title} · ${brand.name}`, description: copy.message, noindex: true },
    body: <ErrorPage status={status} {...copy} />,
  };
}
