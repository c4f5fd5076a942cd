import { hero } from '../content/home.ts';
import { builtImage } from '../content/image.ts';
import { landingPages } from '../content/solution-pages/index.ts';
import { ArticleStore } from './articles/catalog.ts';
import { type CompanyPage, loadCompanyPages } from './company-pages.ts';
import type { DevChannel, DevProblem } from './dev-reload.ts';
import { missingImages, type ImageManifest } from './images.ts';
import type { Logger } from './logger.ts';

/** The content the site shows and the assistant reads: the articles (content/articles) and the company pages (content/pages). */
export interface SiteContent {
  articles: ArticleStore;
  companyPages: CompanyPage[];
  /** Shows the problems of the last reading of the articles in the tabs (they replace the previous ones). */
  showArticleProblems(): void;
}

export interface SiteContentOptions {
  articlesDir: string;
  companyPagesDir: string;
  /** The built images: an image the content names and the build did not make is a problem. */
  images: ImageManifest;
  /** In development, what goes wrong in the content shows in the open tabs as well as in the log. */
  dev: DevChannel | undefined;
  log: Logger;
}

/** Reads the content; what is wrong in it is logged (and shown in the tabs), never fatal. */
export function loadSiteContent({ articlesDir, companyPagesDir, images, dev, log }: SiteContentOptions): SiteContent {
  const missing = missingImages(images, [
    ...landingPages.map((page) => ({ file: `content/solution-pages/${page.slug}.ts`, content: page })),
    { file: 'content/home.ts', content: hero },
  ]);
  for (const { file, image } of missing) log({ level: 'error', event: 'image-missing', file, image });
  dev?.set(
    'images',
    missing.map(({ file, message }) => ({ source: file, message })),
  );
  let articleProblems: DevProblem[] = [];
  const articles = new ArticleStore(
    articlesDir,
    (problem) => {
      log({ level: 'error', event: 'article-invalid', ...problem });
      articleProblems.push({ source: `content/articles/${problem.file}`, message: problem.message });
    },
    (image) => builtImage(images, image) !== undefined,
  );
  const showArticleProblems = () => {
    dev?.set('articles', articleProblems);
    articleProblems = [];
  };
  showArticleProblems();
  const pageProblems: DevProblem[] = [];
  const companyPages = loadCompanyPages(companyPagesDir, (problem) => {
    log({ level: 'error', event: 'page-invalid', ...problem });
    pageProblems.push({ source: `content/pages/${problem.file}`, message: problem.message });
  });
  dev?.set('pages', pageProblems);
  return { articles, companyPages, showArticleProblems };
}
