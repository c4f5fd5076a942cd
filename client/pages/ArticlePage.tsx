import { Layout } from '../layout/Layout.tsx';
import { accentOf } from '../ui/accent.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../../content/types.ts';

export interface ArticleView {
  id: string;
  title: string;
  category: string;
  categoryColor: string;
  tags: string[];
  /** ISO date of the date shown. */
  date: string;
  dateLabel: string;
  readingMinutes: number;
  author: string;
  html: string;
  imageHero?: string;
  imageHeroAlt?: string;
  badge?: string;
  tagline?: string;
  subtitle?: string;
  stats?: { value: string; label: string }[];
  ctas?: { label: string; href: string }[];
  icon?: IconName;
  gradient?: string;
}

/** Links to #contact open the assistant (see client/contact-buttons.ts). */
const isContact = (href: string) => href === '#contact';

/** An article: its header, the markdown body rendered on the server, its calls to action. */
export function ArticlePage({ article }: { article: ArticleView }) {
  return (
    <Layout>
      <article className="article" data-scroll-top="" data-accent={accentOf(article.categoryColor)}>
        <header className="article-header">
          <div className="container container--narrow">
            <a className="back-link" href="/blog">
              <span aria-hidden="true">←</span> Retour au blog
            </a>
            <p className="article-header__labels">
              <span className="badge badge--category">{article.category}</span>
              {article.badge && article.badge.toLowerCase() !== article.category.toLowerCase() && <span className="badge badge--light">{article.badge}</span>}
            </p>
            {article.tagline && <p className="eyebrow eyebrow--light">{article.tagline}</p>}
            <h1>
              {article.icon && (
                <span className="article-header__icon">
                  <Icon name={article.icon} size={28} />
                </span>
              )}
              {article.title}
            </h1>
            {article.subtitle && <p className="article-header__subtitle">{article.subtitle}</p>}
            {article.tags.length > 0 && <p className="article-header__tags">{article.tags.join(' • ')}</p>}
            <p className="article-header__meta">
              <time dateTime={article.date}>{article.dateLabel}</time>
              <span aria-hidden="true"> · </span>
              <span>Lecture&nbsp;: {article.readingMinutes} min</span>
              <span aria-hidden="true"> · </span>
              <span>Par {article.author}</span>
            </p>
            {article.ctas && article.ctas.length > 0 && (
              <p className="article-header__ctas">
                {article.ctas.map((cta, index) => (
                  <a
                    key={cta.label}
                    className={`button ${index === 0 ? 'button--primary' : 'button--ghost'}`}
                    href={cta.href}
                    data-contact={isContact(cta.href) ? '' : undefined}
                  >
                    {cta.label}
                  </a>
                ))}
              </p>
            )}
            {article.stats && (
              <ul className="article-stats">
                {article.stats.map((stat) => (
                  <li key={stat.label}>
                    <strong>{stat.value}</strong> {stat.label}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </header>
        {article.imageHero && (
          <div className="container container--narrow article-hero-image">
            <img src={article.imageHero} alt={article.imageHeroAlt ?? ''} width="1200" height="630" fetchPriority="high" />
          </div>
        )}
        <div className="container container--narrow prose" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      <ClosingBanner />
    </Layout>
  );
}

/** Shared end of every article (SPEC.md "Generic article screen"). */
function ClosingBanner() {
  return (
    <section className="final-band" aria-labelledby="article-fin-titre">
      <div className="container final-band__inner">
        <h2 id="article-fin-titre">Prêt à transformer votre expérience&nbsp;?</h2>
        <p className="final-band__actions">
          <a className="button button--primary button--large" href="#contact" data-contact="">
            Nous contacter
          </a>
          <a className="button button--ghost button--large" href="/blog">
            Lire d’autres articles
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * SPEC.md section 8: 'Impossible de charger l'article: ' then the detail, here in French and with
 * French typography (the id is shown as it was asked for, never typeset).
 */
export function articleNotFoundMessage(id: string): string {
  return `Impossible de charger l’article\u00a0: aucun article ne porte l’identifiant «\u00a0${id}\u00a0».`;
}

/** An id that matches no article: the message of SPEC.md section 8, in red, and ways back. */
export function ArticleNotFound({ id }: { id: string }) {
  return (
    <Layout>
      <section className="error-page" aria-labelledby="erreur-titre">
        <div className="container">
          <p className="error-page__status">Erreur 404</p>
          <h1 id="erreur-titre">Article introuvable</h1>
          <p className="error-text" role="alert">
            {articleNotFoundMessage(id)}
          </p>
          <ul className="error-page__links">
            <li>
              <a className="button button--primary" href="/blog">
                Voir tous les articles
              </a>
            </li>
            <li>
              <a className="button button--secondary" href="/">
                Retour à l’accueil
              </a>
            </li>
          </ul>
        </div>
      </section>
    </Layout>
  );
}
