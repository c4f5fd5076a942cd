import { Layout } from '../layout/Layout.tsx';
import { ArticleCards, type ArticleCardData } from '../ui/ArticleCards.tsx';

/** /blog: every published article, newest first. */
export function BlogPage({ articles, productName }: { articles: ArticleCardData[]; productName: string }) {
  return (
    <Layout>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">Le blog {productName}</p>
          <h1>Réalisations, Expertises &amp; Inspirations</h1>
          <p className="page-hero__lead">
            Études de cas, guides techniques et retours de terrain&nbsp;: tout ce qu’il faut savoir pour choisir vos écrans
            interactifs, tables tactiles et assistants IA.
          </p>
        </div>
      </header>
      <section className="section section--tinted" aria-labelledby="articles-titre">
        <div className="container">
          <h2 id="articles-titre" className="visually-hidden">
            Tous nos articles
          </h2>
          <ArticleCards articles={articles} productName={productName} />
        </div>
      </section>
      <section className="final-band" aria-labelledby="blog-fin-titre">
        <div className="container final-band__inner">
          <h2 id="blog-fin-titre">Un projet, une question sur nos solutions&nbsp;?</h2>
          <p className="final-band__actions">
            <a className="button button--primary button--large" href="#contact" data-contact="">
              Contactez-nous
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
