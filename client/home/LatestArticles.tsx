import { formatDate } from '../ui/format.ts';
import { Icon } from '../ui/Icon.tsx';

export interface ArticleCardData {
  id: string;
  title: string;
  description: string;
  category: string;
  categoryColor: string;
  date: string;
}

/** The newest articles as cards, each leading to its page. */
export function ArticleCards({ articles }: { articles: ArticleCardData[] }) {
  return (
    <ul className="card-grid article-cards">
      {articles.map((article) => (
        <li key={article.id} className="article-card" style={{ '--accent': article.categoryColor } as React.CSSProperties}>
          <p className="article-card__meta">
            <span className="badge badge--category">{article.category}</span>
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </p>
          <h3 className="article-card__title">
            <a href={`/article/${article.id}`}>{article.title}</a>
          </h3>
          <p className="article-card__description">{article.description}</p>
          <span className="article-card__more" aria-hidden="true">
            Lire l’article <Icon name="arrow-right" size={18} />
          </span>
        </li>
      ))}
    </ul>
  );
}
