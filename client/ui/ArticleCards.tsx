import { ui } from '../../content/interface.ts';
import { fill, formatDate } from './format.ts';
import { accentOf } from './accent.ts';
import { Icon } from './Icon.tsx';

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
}

/** Article cards; a case with before and after texts shows them instead of the description. */
export function ArticleCards({ articles, productName }: { articles: ArticleCardData[]; productName: string }) {
  return (
    <ul className="card-grid article-cards">
      {articles.map((article) => (
        <li key={article.id} className="article-card" data-accent={accentOf(article.categoryColor)}>
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

/** What a card needs of an article. */
export function toCard<A extends ArticleCardData>(article: A): ArticleCardData {
  const { id, title, description, category, categoryColor, date, readingMinutes, beforeText, afterText } = article;
  return { id, title, description, category, categoryColor, date, readingMinutes, beforeText, afterText };
}
