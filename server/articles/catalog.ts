import { readdirSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { brand } from '../../content/brand.ts';
import { fillProduct } from '../../content/brand-placeholder.ts';
import { categoryColours, DEFAULT_CATEGORY_COLOUR } from '../../content/categories.ts';
import { mapStrings, typesetText } from '../../content/typeset.ts';
import { FrontMatterError, parseFrontMatter } from './front-matter.ts';
import { imageNotBuilt } from '../images.ts';
import { renderMarkdown } from './markdown.ts';
import { describeIssues, frontMatterSchema, type FrontMatter } from './schema.ts';

/** An article ready to render: its front matter, with defaults applied, and its body as HTML. */
export interface Article extends Omit<FrontMatter, 'id' | 'date' | 'categoryColor'> {
  id: string;
  /** ISO date (YYYY-MM-DD); null only for a file without front matter. */
  date: string | null;
  categoryColor: string;
  author: string;
  html: string;
  readingMinutes: number;
  /** The file as written, served at /content/articles/{id}.md. */
  source: string;
}

export interface ArticleProblem {
  file: string;
  message: string;
}

/** Article ids are slugs; the file name is the id. */
export const ARTICLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const WORDS_PER_MINUTE = 200;
export const DEFAULT_AUTHOR = typesetText(`l'équipe ${brand.name}`);

/** Reads one article file's text; throws FrontMatterError or returns the problems of its fields. */
export function parseArticle(id: string, source: string): { article: Article | null; problems: string[] } {
  const { data, body } = parseFrontMatter(source);
  const rendered = renderMarkdown(fillProduct(body, brand.name));
  const readingMinutes = Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE));
  if (data === null) {
    // Without front matter the metadata defaults to the id and the title 'Article'.
    const article: Article = {
      id: id || 'unknown',
      title: 'Article',
      description: '',
      category: 'Article',
      categoryColor: DEFAULT_CATEGORY_COLOUR,
      tags: [],
      date: null,
      author: DEFAULT_AUTHOR,
      displayToday: false,
      unlisted: true,
      html: rendered.html,
      readingMinutes,
      source,
    };
    return { article, problems: [] };
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) return { article: null, problems: describeIssues(parsed.error) };
  if (parsed.data.id !== undefined && parsed.data.id !== id) {
    return { article: null, problems: [`champ « id » : « ${parsed.data.id} » ne correspond pas au nom du fichier (${id})`] };
  }
  const meta = mapStrings(parsed.data, (value) => typesetText(fillProduct(value, brand.name)));
  const article: Article = {
    ...meta,
    id,
    // An editor's category is no key to trust: "constructor" must find no colour, not Object's function.
    categoryColor:
      meta.categoryColor ?? (Object.hasOwn(categoryColours, meta.category) ? categoryColours[meta.category] : undefined) ?? DEFAULT_CATEGORY_COLOUR,
    author: meta.author ?? DEFAULT_AUTHOR,
    html: rendered.html,
    readingMinutes,
    source,
  };
  return { article, problems: [] };
}

/** Every article of the folder; broken files are reported with their file and field, never fatal. */
export function loadArticles(dir: string): { articles: Article[]; problems: ArticleProblem[] } {
  const problems: ArticleProblem[] = [];
  const articles: Article[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.md') || file.startsWith('.')) continue;
    const id = file.slice(0, -3);
    if (!ARTICLE_ID.test(id)) {
      problems.push({ file, message: 'nom de fichier invalide : lettres minuscules, chiffres et tirets seulement' });
      continue;
    }
    try {
      const result = parseArticle(id, readFileSync(join(dir, file), 'utf8'));
      for (const message of result.problems) problems.push({ file, message });
      if (result.article) articles.push(result.article);
      if (result.article?.date === null) problems.push({ file, message: 'pas de front matter : titre « Article », absent des listes' });
    } catch (error) {
      problems.push({ file, message: error instanceof FrontMatterError ? error.message : `illisible : ${String(error)}` });
    }
  }
  return { articles, problems };
}

/**
 * Whether an article is out on `today` (YYYY-MM-DD, Paris time): an article dated later stays out of
 * every page, list, feed and the assistant until its day; one that shows today's date is always out.
 */
export const isOut = (article: Article, today: string) => article.displayToday || article.date === null || article.date <= today;

/** Newest first; ties by id so the order is stable. */
export function listed(articles: Article[]): (Article & { date: string })[] {
  return articles
    .filter((article): article is Article & { date: string } => !article.unlisted && article.date !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/**
 * The articles in memory. In development it watches the folder and reloads on change, so an editor
 * sees a new or edited file without restarting.
 */
export class ArticleStore {
  private byId = new Map<string, Article>();
  private newest: (Article & { date: string })[] = [];
  private dated: { day: string; list: (Article & { date: string })[] } | undefined;

  /** `built` tells whether the build made an image of content/images/ (an article's `image`). */
  constructor(
    private readonly dir: string,
    private readonly report: (problem: ArticleProblem) => void,
    private readonly built: (image: string) => boolean = () => true,
  ) {
    this.reload();
  }

  reload(): void {
    const { articles, problems } = loadArticles(this.dir);
    problems.forEach(this.report);
    // The article is published all the same, without its picture, until the image is there.
    for (const { id, image } of articles) {
      if (image && !this.built(image)) this.report({ file: `${id}.md`, message: `champ « image » : ${imageNotBuilt(image)}` });
    }
    this.byId = new Map(articles.map((article) => [article.id, article]));
    this.newest = listed(articles);
    this.dated = undefined;
  }

  /** The article of this id, if it is out on `today` (YYYY-MM-DD, Paris time; see isOut). */
  get(id: string, today: string): Article | undefined {
    const article = this.byId.get(id);
    return article && isOut(article, today) ? article : undefined;
  }

  /**
   * The articles listed on `today`, newest first: those dated later are left out until their day. An
   * article that shows today's date (erreurs-reunion) carries that date in the lists too, so its card
   * and its page agree.
   */
  list(today: string): (Article & { date: string })[] {
    if (this.dated?.day !== today) {
      const out = this.newest.filter((article) => isOut(article, today));
      this.dated = { day: today, list: listed(out.map((article) => (article.displayToday ? { ...article, date: today } : article))) };
    }
    return this.dated.list;
  }

  watch(onChange: () => void): void {
    let timer: NodeJS.Timeout | undefined;
    // A folder renamed or removed under a running dev server must not stop it: it keeps serving what it
    // last loaded, and the log says why nothing changes.
    const unreadable = (error: unknown) => this.report({ file: this.dir, message: `dossier illisible, articles inchangés : ${String(error)}` });
    // Development only, for the life of the process: nothing ever stops watching.
    const watcher = watch(this.dir, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          this.reload();
        } catch (error) {
          unreadable(error);
          return;
        }
        onChange();
      }, 50);
    });
    watcher.on('error', unreadable);
  }
}
