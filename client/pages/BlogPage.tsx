import { ui } from '../../content/interface.ts';
import { Layout } from '../layout/Layout.tsx';
import { fill } from '../../content/template.ts';
import { ArticleCards, type ArticleCardData } from '../ui/ArticleCards.tsx';
import { ContactBand } from '../ui/ContactBand.tsx';

/** /blog: every published article, newest first. */
export function BlogPage({ articles, productName }: { articles: ArticleCardData[]; productName: string }) {
  return (
    <Layout>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">{fill(ui.blog.eyebrow, { brand: productName })}</p>
          <h1>{ui.blog.title}</h1>
          <p className="page-hero__lead">{ui.blog.intro}</p>
        </div>
      </header>
      <section className="section section--tinted" aria-labelledby="articles-titre">
        <div className="container">
          <h2 id="articles-titre" className="visually-hidden">
            {ui.blog.listTitle}
          </h2>
          <ArticleCards articles={articles} productName={productName} />
        </div>
      </section>
      <ContactBand headingId="blog-fin-titre" title={ui.blog.closingTitle} contact={ui.blog.closingContact} />
    </Layout>
  );
}
