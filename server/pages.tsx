import type { ReactElement } from 'react';
import { brand } from '../content/brand.ts';
import { hero } from '../content/home.ts';
import { builtImage } from '../content/image.ts';
import { ui } from '../content/interface.ts';
import { ArticlePage } from '../client/pages/ArticlePage.tsx';
import { BlogPage } from '../client/pages/BlogPage.tsx';
import { CompanyPage } from '../client/pages/CompanyPage.tsx';
import { LandingPage } from '../client/landing/LandingPage.tsx';
import type { LandingPageContent } from '../content/types.ts';
import type { CompanyPage as CompanyPageContent } from './company-pages.ts';
import { ArticleNotFound, errorCopy, ErrorPage } from '../client/pages/ErrorPage.tsx';
import { HomePage } from '../client/pages/HomePage.tsx';
import { toCard } from '../client/ui/ArticleCards.tsx';
import { fill } from '../content/template.ts';
import { formatDate } from '../content/format.ts';
import type { Article, ArticleStore } from './articles/catalog.ts';
import type { PageStyles } from './assets.ts';
import type { PageMeta } from './document.tsx';
import { articleLd, breadcrumbLd } from './seo.ts';
import type { ImageManifest } from './images.ts';

export interface SiteContext {
  articles: ArticleStore;
  /** The images of content/images/ as built (dist/images.json). */
  images: ImageManifest;
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

/** The number of newest articles on the home page. */
export const LATEST_ARTICLES = 3;

const HOME_CRUMB = { name: ui.meta.crumbHome, path: '/' };
const BLOG_CRUMBS = [HOME_CRUMB, { name: ui.meta.crumbBlog, path: '/blog' }];
const titled = (template: string) => fill(template, { brand: brand.name });

export function homePage({ articles, images, today }: SiteContext): PageDefinition {
  return {
    meta: {
      title: titled(ui.meta.homeTitle),
      description: ui.meta.homeDescription,
      path: '/',
    },
    styles: 'home',
    body: (
      <HomePage
        latestArticles={articles
          .list(today)
          .slice(0, LATEST_ARTICLES)
          .map((article) => toCard(article, images))}
        quizSeed={1}
        heroPicture={builtImage(images, hero.image)}
      />
    ),
  };
}

export function blogPage({ articles, images, publicUrl, today }: SiteContext): PageDefinition {
  return {
    meta: {
      title: titled(ui.meta.blogTitle),
      description: ui.meta.blogDescription,
      path: '/blog',
      jsonLd: [breadcrumbLd(publicUrl, BLOG_CRUMBS)],
    },
    styles: 'reading',
    body: <BlogPage articles={articles.list(today).map((article) => toCard(article, images))} productName={brand.name} />,
  };
}

export function articlePage({ images, publicUrl, today }: SiteContext, article: Article): PageDefinition {
  const date = article.displayToday || article.date === null ? today : article.date;
  const path = `/article/${article.id}`;
  const picture = builtImage(images, article.image);
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
        articleLd(publicUrl, { ...article, date: article.date ?? today, modified: date, image: picture?.src ?? article.imageHero }),
        breadcrumbLd(publicUrl, [...BLOG_CRUMBS, { name: article.title, path }]),
      ],
    },
    styles: 'reading',
    body: <ArticlePage article={{ ...article, date, dateLabel: formatDate(date), picture }} />,
  };
}

export function articleNotFoundPage(id: string): PageDefinition {
  return {
    meta: { title: `${ui.errors.articleTitle} · ${brand.name}`, description: ui.errors.articleDescription, noindex: true },
    styles: 'reading',
    body: <ArticleNotFound id={id} />,
  };
}

export function errorPage(status: number): PageDefinition {
  const copy = errorCopy(status);
  return {
    meta: { title: `${copy.title} · ${brand.name}`, description: copy.message, noindex: true },
    styles: 'reading',
    body: <ErrorPage status={status} {...copy} />,
  };
}

export function landingPage({ publicUrl, images }: SiteContext, page: LandingPageContent): PageDefinition {
  const path = `/solutions/${page.slug}`;
  return {
    meta: {
      title: `${page.meta.title} · ${brand.name}`,
      description: page.meta.description,
      path,
      jsonLd: [breadcrumbLd(publicUrl, [HOME_CRUMB, { name: ui.meta.crumbSolutions, path: '/#offres' }, { name: page.name, path }])],
    },
    styles: 'landing',
    body: <LandingPage page={page} images={images} />,
  };
}

export function companyPage({ publicUrl }: SiteContext, page: CompanyPageContent): PageDefinition {
  const path = `/${page.slug}`;
  return {
    meta: {
      title: `${page.title} · ${brand.name}`,
      description: page.description,
      path,
      jsonLd: [breadcrumbLd(publicUrl, [HOME_CRUMB, { name: page.title, path }])],
    },
    styles: 'reading',
    body: <CompanyPage title={page.title} html={page.html} />,
  };
}
