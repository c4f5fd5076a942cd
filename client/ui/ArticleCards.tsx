import { ui } from '../../content/interface.ts';
import { formatDate } from '../../content/format.ts';
import { fill } from '../../content/template.ts';
import { accentOf } from './accent.ts';
import { Icon } from './Icon.tsx';
import { Picture } from './Picture.tsx';
import { builtImage, type ImageSet, type ResponsiveImage } from '../../content/image.ts';

export interface ArticleCardData {
  id: string;
  title: string;
  description: string;
  category: string;
  categoryColor: string;
  date: string;
  readingMinutes: number;
  beforeText?: string;
  afterText?: string;
  /** The article's picture (front matter `image`), when it has one. */
  thumbnail?: ResponsiveImage;
}

/** A card is about a third of the content's width on a laptop, the whole width on a phone. */
const THUMBNAIL_SIZES = '(min-width: 1100px) 340px, (min-width: 700px) 45vw, calc(100vw - 40px)';

/** Article cards; a case with before and after texts shows them instead of the description. */
export function ArticleCards({ articles, productName }: { articles: ArticleCardData[]; productName: string }) {
  return (
    <ul className="card-grid article-cards">
      {articles.map((article) => (
        <li key={article.id} className={`article-card${article.thumbnail ? ' article-card--pictured' : ''}`} data-accent={accentOf(article.categoryColor)}>
          {/* The title says what the card is about: its picture adds nothing to read aloud. */}
          {article.thumbnail && <Picture image={article.thumbnail} alt="" sizes={THUMBNAIL_SIZES} className="article-card__thumbnail" />}
          <p className="article-card__meta">
            <span className="badge badge--category">{article.category}</span>
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </p>
          <h3 className="article-card__title">
            <a href={`/article/${article.id}`}>{article.title}</a>
          </h3>
          {article.beforeText && article.afterText ? (
            <dl className="before-after-text">
              <div>
                <dt>{ui.articleCards.before}</dt>
                <dd>{article.beforeText}</dd>
              </div>
              <div>
                <dt>{fill(ui.articleCards.after, { brand: productName })}</dt>
                <dd>{article.afterText}</dd>
              </div>
            </dl>
          ) : (
            <p className="article-card__description">{article.description}</p>
          )}
          <p className="article-card__more" aria-hidden="true">
            <span>
              {ui.articleCards.read} <Icon name="arrow-right" size={18} />
            </span>
            <span className="article-card__time">{fill(ui.articleCards.minutes, { minutes: article.readingMinutes })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** What a card needs of an article; its picture found among the built images. */
export function toCard<A extends Omit<ArticleCardData, 'thumbnail'> & { image?: string }>(article: A, images: ImageSet): ArticleCardData {
  const { id, title, description, category, categoryColor, date, readingMinutes, beforeText, afterText, image } = article;
  const thumbnail = builtImage(images, image);
  return { id, title, description, category, categoryColor, date, readingMinutes, beforeText, afterText, ...(thumbnail ? { thumbnail } : {}) };
}
