import { ui } from '../../content/interface.ts';
import { Layout } from '../layout/Layout.tsx';
import { fill } from '../../content/template.ts';

export interface ErrorPageProps {
  status: number;
  title: string;
  message: string;
  /** Shown in red and announced, as is an article that cannot be loaded. */
  alert?: boolean;
  /** Ways back, the first one primary. */
  links?: { label: string; href: string }[];
}

const WAYS_BACK = [
  { label: ui.errors.home, href: '/' },
  { label: ui.errors.articles, href: '/blog' },
  { label: ui.errors.solutions, href: '/#offres' },
];

/** 404 and other errors: a French explanation and ways back, never technical detail. */
export function ErrorPage({ status, title, message, alert = false, links = WAYS_BACK }: ErrorPageProps) {
  return (
    <Layout>
      <section className="error-page" aria-labelledby="erreur-titre">
        <div className="container">
          <p className="error-page__status">{fill(ui.errors.status, { status })}</p>
          <h1 id="erreur-titre">{title}</h1>
          {alert ? (
            <p className="error-text" role="alert">
              {message}
            </p>
          ) : (
            <p className="error-page__message">{message}</p>
          )}
          <ul className="error-page__links">
            {links.map((link, index) => (
              <li key={link.href}>
                <a className={`button ${index === 0 ? 'button--primary' : 'button--secondary'}`} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Layout>
  );
}

/** The title and message of an error status; an unknown one reads as the nearest of 400 and 500. */
export function errorCopy(status: number): { title: string; message: string } {
  return status === 404 ? ui.errors[404] : status >= 500 ? ui.errors[500] : ui.errors[400];
}

/** An id that matches no article: « Impossible de charger l'article », in red, and ways back to the articles. */
export function ArticleNotFound({ id }: { id: string }) {
  return (
    <ErrorPage
      status={404}
      title={ui.errors.articleTitle}
      message={fill(ui.errors.articleMessage, { id })}
      alert
      links={[
        { label: ui.errors.allArticles, href: '/blog' },
        { label: ui.errors.home, href: '/' },
      ]}
    />
  );
}
