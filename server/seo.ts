import { brand } from '../content/brand.ts';

/** schema.org data for search engines, as JSON-LD. Every URL is absolute, from PUBLIC_URL. */
export type JsonLd = Record<string, unknown>;

export function organizationLd(publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${publicUrl}/#organisation`,
    name: brand.name,
    legalName: brand.legal.name,
    vatID: brand.legal.vatNumber,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/images/logo.svg`,
    email: brand.emails.contact,
    telephone: brand.phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.address.street,
      postalCode: brand.address.postalCode,
      addressLocality: brand.address.city,
      addressCountry: 'FR',
    },
    sameAs: brand.social.map((network) => network.url),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(publicUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: publicUrl + crumb.path,
    })),
  };
}

export function articleLd(
  publicUrl: string,
  article: { id: string; title: string; description: string; date: string; modified?: string; author: string; image?: string; tags: string[] },
): JsonLd {
  const url = `${publicUrl}/article/${article.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.modified ?? article.date,
    inLanguage: 'fr-FR',
    keywords: article.tags.join(', '),
    mainEntityOfPage: url,
    url,
    image: publicUrl + (article.image ?? DEFAULT_SHARE_IMAGE),
    author: { '@type': 'Organization', name: article.author, url: `${publicUrl}/` },
    publisher: { '@id': `${publicUrl}/#organisation` },
  };
}

/** Image shown when a page is shared (1200 x 630). */
export const DEFAULT_SHARE_IMAGE = '/images/partage.jpg';
