import { ui } from '../../content/interface.ts';
import { Layout } from '../layout/Layout.tsx';
import { ContactBand } from '../ui/ContactBand.tsx';
import { fill } from '../../content/template.ts';
import { StatList } from '../ui/StatList.tsx';
import { accentOf } from '../ui/accent.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../../content/types.ts';
import type { ResponsiveImage } from '../../content/image.ts';
import { Picture } from '../ui/Picture.tsx';

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
  /** The article's picture as built (front matter `image`), described by `imageAlt`. */
  picture?: ResponsiveImage;
  imageAlt?: string;
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
              <span aria-hidden="true">←</span> {ui.article.back}
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
              <span>{fill(ui.article.reading, { minutes: article.readingMinutes })}</span>
              <span aria-hidden="true"> · </span>
              <span>{fill(ui.article.by, { author: article.author })}</span>
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
            {article.stats && <StatList stats={article.stats} className="article-stats" />}
          </div>
        </header>
        {article.picture ? (
          <div className="container container--narrow article-hero-image">
            <Picture image={article.picture} alt={article.imageAlt ?? ''} priority sizes="(min-width: 800px) 760px, calc(100vw - 40px)" />
          </div>
        ) : (
          article.imageHero && (
            <div className="container container--narrow article-hero-image">
              <img src={article.imageHero} alt={article.imageHeroAlt ?? ''} width="1200" height="630" fetchPriority="high" />
            </div>
          )
        )}
        <div
          className="container container--narrow prose"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it's output with raw HTML off and link schemes filtered (server/articles/markdown.ts)
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      </article>
      {/* Shared end of every article. */}
      <ContactBand
        headingId="article-fin-titre"
        title={ui.article.closingTitle}
        contact={ui.article.closingContact}
        more={{ label: ui.article.closingMore, href: '/blog' }}
      />
    </Layout>
  );
}
