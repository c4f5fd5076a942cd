import type { ReactElement } from 'react';
import { brand } from '../content/brand.ts';
import { ArticleNotFound, ArticlePage } from '../client/pages/ArticlePage.tsx';
import { BlogPage } from '../client/pages/BlogPage.tsx';
import { CompanyPage } from '../client/pages/CompanyPage.tsx';
import { LandingPage } from '../client/landing/LandingPage.tsx';
import type { LandingPageContent } from '../content/types.ts';
import type { CompanyPage as CompanyPageContent } from './company-pages.ts';
import { errorCopy, ErrorPage } from '../client/pages/ErrorPage.tsx';
import { HomePage } from '../client/pages/HomePage.tsx';
import { toCard } from '../client/ui/ArticleCards.tsx';
import { formatDate } from '../client/ui/format.ts';
import type { Article, ArticleStore } from './articles/catalog.ts';
import type { PageStyles } from './assets.ts';
import type { PageMeta } from './document.tsx';
import { articleLd, breadcrumbLd } from './seo.ts';

export interface SiteContext {
  articles: ArticleStore;
  publicUrl: string;
  /** The day the page is rendered for (YYYY-MM-DD, Paris): the dated article shows it. */
  today: string;
}

export interface PageDefinition {
  meta: PageMeta;
  /** Which stylesheet the page inlines after base.css. */
  styles: PageStyles;
  body: ReactElement;
}

/** The number of newest articles on the home page (SPEC.md section 9). */
export const LATEST_ARTICLES = 3;

const BLOG_CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'Blog', path: '/blog' },
];

export function homePage({ articles, today }: SiteContext): PageDefinition {
  return {
    meta: {
      title: `${brand.name} · Écrans interactifs, tables tactiles et assistant IA`,
      description:
        "Affichage dynamique, écrans collaboratifs, tables tactiles, bureau d'étude VR et assistant IA : des espaces qui captent l'attention et convertissent. Démo gratuite, audit offert.",
      path: '/',
    },
    styles: 'home',
    body: <HomePage latestArticles={articles.list(today).slice(0, LATEST_ARTICLES).map(toCard)} quizSeed={1} />,
  };
}

export function blogPage({ articles, publicUrl, today }: SiteContext): PageDefinition {
  return {
    meta: {
      title: `Blog : réalisations, expertises et inspirations · ${brand.name}`,
      description: "Études de cas, guides et analyses sur les écrans interactifs, l'affichage dynamique, la VR et l'IA, pour choisir en connaissance de cause.",
      path: '/blog',
      jsonLd: [breadcrumbLd(publicUrl, BLOG_CRUMBS)],
    },
    styles: 'reading',
    body: <BlogPage articles={articles.list(today).map(toCard)} productName={brand.name} />,
  };
}

export function articlePage({ publicUrl, today }: SiteContext, article: Article): PageDefinition {
  const date = article.displayToday || article.date === null ? today : article.date;
  const path = `/article/${article.id}`;
  return {
    meta: {
      title: `${article.title} · ${brand.name}`,
      description: article.description || article.title,
      path,
      type: 'article',
      image: article.imageHero,
      noindex: article.unlisted,
      jsonLd: [
        // Published on its own date; an article that shows today's date counts as modified today.
        articleLd(publicUrl, { ...article, date: article.date ?? today, modified: date }),
        breadcrumbLd(publicUrl, [...BLOG_CRUMBS, { name: article.title, path }]),
      ],
    },
    styles: 'reading',
    body: <ArticlePage article={{ ...article, date, dateLabel: formatDate(date) }} />,
  };
}

export function articleNotFoundPage(id: string): PageDefinition {
  return {
    meta: { title: `Article introuvable · ${brand.name}`, description: 'Cet article n’existe pas ou a été retiré.', noindex: true },
    styles: 'reading',
    body: <ArticleNotFound id={id} />,
  };
}

export function errorPage(status: number): PageDefinition {
  const copy = errorCopy[status] ?? errorCopy[status >= 500 ? 500 : 400]!;
  return {
    meta: { title: `${copy.title} · ${brand.name}`, description: copy.message, noindex: true },
    styles: 'reading',
    body: <ErrorPage status={status} {...copy} />,
  };
}

export function landingPage({ publicUrl }: SiteContext, page: LandingPageContent): PageDefinition {
  const path = `/solutions/${page.slug}`;
  return {
    meta: {
      title: `${page.meta.title} · ${brand.name}`,
      description: page.meta.description,
      path,
      jsonLd: [
        breadcrumbLd(publicUrl, [
          { name: 'Accueil', path: '/' },
          { name: 'Solutions', path: '/#offres' },
          { name: page.name, path },
        ]),
      ],
    },
    styles: 'landing',
    body: <LandingPage page={page} />,
  };
}

export function companyPage({ publicUrl }: SiteContext, page: CompanyPageContent): PageDefinition {
  const path = `/${page.slug}`;
  return {
    meta: {
      title: `${page.title} · ${brand.name}`,
      description: page.description,
      path,
      jsonLd: [breadcrumbLd(publicUrl, [{ name: 'Accueil', path: '/' }, { name: page.title, path }])],
    },
    styles: 'reading',
    body: <CompanyPage title={page.title} html={page.html} />,
  };
}
