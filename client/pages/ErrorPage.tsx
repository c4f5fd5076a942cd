import { typeset } from '../../content/typeset.ts';
import { Layout } from '../layout/Layout.tsx';

export interface ErrorPageProps {
  status: number;
  title: string;
  message: string;
}

/** 404 and other errors: a French explanation and ways back, never technical detail. */
export function ErrorPage({ status, title, message }: ErrorPageProps) {
  return (
    <Layout>
      <section className="error-page" aria-labelledby="erreur-titre">
        <div className="container">
          <p className="error-page__status">Erreur {status}</p>
          <h1 id="erreur-titre">{title}</h1>
          <p className="error-page__message">{message}</p>
          <ul className="error-page__links">
            <li>
              <a className="button button--primary" href="/">
                Retour à l’accueil
              </a>
            </li>
            <li>
              <a className="button button--secondary" href="/blog">
                Lire nos articles
              </a>
            </li>
            <li>
              <a className="button button--secondary" href="/#offres">
                Découvrir nos solutions
              </a>
            </li>
          </ul>
        </div>
      </section>
    </Layout>
  );
}

export const errorCopy: Record<number, Omit<ErrorPageProps, 'status'>> = typeset({
  400: { title: 'Requête invalide', message: "L'adresse ou les données envoyées ne sont pas valides. Vérifiez le lien, ou repartez de l'une de ces pages :" },
  404: { title: 'Page introuvable', message: "La page que vous cherchez n'existe pas ou a été déplacée. Voici où continuer votre visite :" },
  500: { title: 'Un incident est survenu', message: "Notre serveur a rencontré un problème. Réessayez dans quelques instants, ou repartez de l'une de ces pages :" },
});
