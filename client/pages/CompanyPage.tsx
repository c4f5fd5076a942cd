import { Layout } from '../layout/Layout.tsx';

/** About, careers, legal notice, privacy and terms: a title and a markdown body rendered on the server. */
export function CompanyPage({ title, html }: { title: string; html: string }) {
  return (
    <Layout>
      <header className="page-hero">
        <div className="container container--narrow">
          <h1>{title}</h1>
        </div>
      </header>
      <div
        className="container container--narrow prose"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our markdown renderer's output, raw HTML off (server/articles/markdown.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Layout>
  );
}
