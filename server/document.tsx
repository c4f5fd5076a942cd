import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { brand } from '../content/brand.ts';
import { ui } from '../content/interface.ts';
import { fill } from '../content/template.ts';
import { scriptJson } from '../client/islands/script-json.ts';
import { TodayContext } from '../client/layout/today.ts';
import { asset, type Manifest } from './assets.ts';
import type { DevState } from './dev-reload.ts';
import { DEFAULT_SHARE_IMAGE, organizationLd, type JsonLd } from './seo.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for the canonical link, e.g. "/blog". Omitted on error pages. */
  path?: string;
  /** Keeps the page out of search engines (error pages). */
  noindex?: boolean;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** Image shown when the page is shared, a path; its size when known. */
  image?: string;
  imageSize?: { width: number; height: number };
  /** schema.org data besides the Organization that every page carries. */
  jsonLd?: JsonLd[];
}

interface DocumentProps extends PageMeta {
  manifest: Manifest;
  /** The site's CSS, inlined in the head. */
  css: string;
  publicUrl: string;
  /** The day the page is rendered for (YYYY-MM-DD, Paris time). */
  today: string;
  /** In development: the running server and its problems, for the tab's reload and problem panel. */
  dev?: DevState;
  children: ReactNode;
}

/** The HTML shell around every page: one stylesheet, one module entry and its preloaded chunks. */
function Document({
  title,
  description,
  path,
  noindex,
  type = 'website',
  image,
  imageSize,
  jsonLd = [],
  manifest,
  css,
  publicUrl,
  today,
  dev,
  children,
}: DocumentProps) {
  const entry = asset(manifest, 'entry');
  const loader = asset(manifest, 'loader');
  const font = asset(manifest, 'font');
  const structuredData = [organizationLd(publicUrl), ...jsonLd];
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {path !== undefined && <link rel="canonical" href={publicUrl + path} />}
        {noindex && <meta name="robots" content="noindex" />}
        <meta property="og:locale" content="fr_FR" />
        <meta property="og:site_name" content={brand.name} />
        <meta property="og:type" content={type} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {path !== undefined && <meta property="og:url" content={publicUrl + path} />}
        <meta property="og:image" content={publicUrl + (image ?? DEFAULT_SHARE_IMAGE)} />
        {imageSize && <meta property="og:image:width" content={String(imageSize.width)} />}
        {imageSize && <meta property="og:image:height" content={String(imageSize.height)} />}
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="alternate" type="application/rss+xml" title={fill(ui.meta.feedTitle, { brand: brand.name })} href="/rss.xml" />
        <meta name="theme-color" content="#0d1b2a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={font.file} as="font" type="font/woff2" crossOrigin="anonymous" />
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, which React would escape as text (child selectors' >)
          dangerouslySetInnerHTML={{ __html: css }}
        />
        <script type="module" src={entry.file} integrity={entry.integrity} />
        <script src={loader.file} integrity={loader.integrity} defer />
      </head>
      <body>
        <TodayContext value={today}>{children}</TodayContext>
        {structuredData.map((data, index) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
            key={index}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes < > &, so the data cannot close the script
            dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
          />
        ))}
        {dev && (
          <script
            type="application/json"
            id="dev-state"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes < > &, so the state cannot close the script
            dangerouslySetInnerHTML={{ __html: scriptJson(dev) }}
          />
        )}
        {dev && <script type="module" src="/__dev/client.js" />}
      </body>
    </html>
  );
}

export function renderDocument(props: DocumentProps): string {
  return `<!DOCTYPE html>${renderToString(<Document {...props} />)}`;
}
