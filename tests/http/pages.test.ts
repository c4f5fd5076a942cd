import request from 'supertest';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brand } from '../../content/brand.ts';
import { landingPages } from '../../content/solution-pages/index.ts';
import { createApp } from '../../server/app.ts';
import { loadImages } from '../../server/images.ts';
import { hero } from '../../content/home.ts';
import { namedImages } from '../../content/image.ts';
import { listed, loadArticles } from '../../server/articles/catalog.ts';
import { ARTICLES_DIR } from '../../server/paths.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

const app = createApp(testConfig(), { log: memoryLog().log });
const page = (slug: string) => landingPages.find((candidate) => candidate.slug === slug)!;
/** HTML text as the page shows it (entities decoded, React's text separators removed). */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
const sectionOf = (slug: string, kind: string) => page(slug).sections.filter((section) => section.kind === kind);

describe('pictures of content/images/', () => {
  const pictured = landingPages.filter((candidate) => candidate.hero.image);
  const articles = loadArticles(ARTICLES_DIR).articles;
  /** Every image the content names, with the page that shows it. */
  const named = [
    ...namedImages(hero).map((image) => ({ ...image, path: '/' })),
    ...landingPages.flatMap((candidate) => namedImages(candidate).map((image) => ({ ...image, path: `/solutions/${candidate.slug}` }))),
    ...articles.flatMap((article) => namedImages(article).map((image) => ({ ...image, path: `/article/${article.id}` }))),
  ];

  it('have been built for every image the content names, each described', () => {
    // The home hero, seven solution heroes, nine case studies, three sizes, every listed article.
    expect(named.length).toBeGreaterThanOrEqual(1 + 7 + 9 + 3 + listed(articles).length);
    const built = loadImages();
    for (const { image, imageAlt, path } of named) {
      expect(built[image], `${path}: ${image}`).toBeDefined();
      expect(imageAlt?.length ?? 0, `${path}: ${image}`).toBeGreaterThan(40);
    }
  });

  it('show on the page that names them, with their description', async () => {
    // The size chooser shows its first size's picture; the others come with its island's props, shown on choice (tests/browser/landing.test.ts).
    const laterSizes = new Set(
      landingPages.flatMap((candidate) =>
        sectionOf(candidate.slug, 'sizes').flatMap((section) => (section.kind === 'sizes' ? section.sizes.slice(1).map((size) => size.image) : [])),
      ),
    );
    for (const path of new Set(named.map((image) => image.path))) {
      const html = text((await request(app).get(path)).text);
      for (const { image, imageAlt } of named.filter((candidate) => candidate.path === path)) {
        const { src } = loadImages()[image]!;
        const shown = laterSizes.has(image) ? html.includes(`"picture":{`) && html.includes(src) : html.includes(`<img src="${src}" alt="${imageAlt}"`);
        expect(shown, `${path}: ${image}`).toBe(true);
      }
    }
  });

  it('give every card of the blog its article’s picture, lazily and without a description to read twice', async () => {
    const html = (await request(app).get('/blog')).text;
    const cards = [...html.matchAll(/<li class="article-card[^"]*"[\s\S]*?<\/li>/g)].map((match) => match[0]);
    expect(cards.length).toBe(listed(articles).length);
    for (const card of cards) {
      expect(card).toContain('article-card--pictured');
      expect(card).toMatch(/<img src="\/images\/built\/[^"]+\.webp" alt="" width="\d+" height="\d+" loading="lazy"/);
    }
  });

  it.each(pictured.map((candidate) => candidate.slug))(
    'show in the hero of /solutions/%s in AVIF and WebP, sized, fetched first, cached a year',
    async (slug) => {
      const html = (await request(app).get(`/solutions/${slug}`)).text;
      const picture = /<span class="picture landing-hero__picture">[\s\S]*?<\/picture><\/span>/.exec(html)?.[0] ?? '';
      expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+480w, [^"]+1600w" sizes="[^"]+"\/>/);
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+"/);
      expect(picture).toMatch(
        /<img src="\/images\/built\/[^"]+\.webp" alt="[^"]{40,}" width="\d+" height="\d+" loading="eager" decoding="sync" fetchPriority="high"\/>/,
      );
      const avif = /srcSet="([^" ]+\.avif) 480w/.exec(picture)![1]!;
      const res = await request(app).get(avif);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/avif');
      expect(res.headers['cache-control']).toContain('immutable');
    },
  );
});

describe('cards for social networks', () => {
  it('give every page of the sitemap its own 1200 × 630 image, with its size', async () => {
    const sitemap = (await request(app).get('/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((match) => new URL(match[1]!, 'https://x').pathname);
    expect(paths.length).toBeGreaterThan(20);
    const seen = new Set<string>();
    for (const path of paths) {
      const html = (await request(app).get(path)).text;
      const image = /<meta property="og:image" content="[^"]*?(\/images\/built\/share\/[^"]+\.png)"\/>/.exec(html)?.[1];
      expect(image, path).toBeDefined();
      expect(html, path).toContain('<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>');
      seen.add(image!);
    }
    expect(seen.size).toBe(paths.length);
    const card = await request(app)
      .get([...seen][0]!)
      .buffer(true);
    expect(card.status).toBe(200);
    expect(card.headers['cache-control']).toContain('immutable');
    expect(await sharp(card.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});

describe('solution and landing pages', () => {
  it('has the seven solution pages', () => {
    expect(landingPages.map((candidate) => candidate.slug).sort()).toEqual([
      'affichage-dynamique',
      'assistant-ia',
      'bureau-etude-vr',
      'collaboration',
      'ecrans-collaboratifs',
      'presentation-innovante',
      'tables-tactiles',
    ]);
  });

  it.each(landingPages.map((candidate) => candidate.slug))('/solutions/%s answers 200 with its hero, every section and #contact', async (slug) => {
    const content = page(slug);
    const res = await request(app).get(`/solutions/${slug}`);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain(`<h1>${content.hero.title}</h1>`);
    for (const section of content.sections) {
      expect(html).toContain(section.title);
      if (section.id) expect(html).toContain(`id="${section.id}"`);
    }
    expect(html).toContain('<section id="contact"');
    expect(html).toContain(content.contact.button);
    expect(html.match(/ id="contact"/g)).toHaveLength(1);
    for (const anchor of content.hero.buttons.map((button) => button.href).filter((href) => href.startsWith('#'))) {
      expect(html).toContain(`id="${anchor.slice(1)}"`);
    }
  });

  it.each([
    ['affichage-dynamique', ['+340', '24/7', '-65'], 2],
    ['collaboration', ['73', '30', 'câble'], 2],
    ['presentation-innovante', ['89', '-67', '+450'], 3],
    ['assistant-ia', ['10\u00a0h', '24/7', '95'], 3],
  ] as const)('%s shows its hero figures, its #solutions blocks and six benefits, with buttons to #solutions and #contact', async (slug, figures, blocks) => {
    const content = page(slug);
    const html = text((await request(app).get(`/solutions/${slug}`)).text);
    for (const figure of figures) expect(content.hero.figures?.map((item) => `${item.value} ${item.label}`).join(' ')).toContain(figure);
    expect(html).toContain('href="#solutions"');
    expect(html).toContain('href="#contact"');
    const solutions = content.sections.find((section) => section.id === 'solutions');
    expect(solutions?.kind).toBe('blocks');
    expect(solutions?.kind === 'blocks' && solutions.blocks.length).toBe(blocks);
    expect(sectionOf(slug, 'cards').some((section) => section.kind === 'cards' && section.cards.length === 6)).toBe(true);
  });

  it('gives collaboration and assistant-ia their four use cases, presentation-innovante its six sectors, assistant-ia its three steps', () => {
    const cardCounts = (slug: string) => sectionOf(slug, 'cards').map((section) => (section.kind === 'cards' ? section.cards.length : 0));
    expect(cardCounts('collaboration')).toContain(4);
    expect(cardCounts('assistant-ia')).toContain(4);
    expect(cardCounts('presentation-innovante').filter((count) => count === 6)).toHaveLength(2);
    const steps = sectionOf('assistant-ia', 'steps')[0];
    expect(steps?.kind === 'steps' && steps.steps.length).toBe(3);
  });

  it('gives the VR landing its #demo and #cases, three use cases and a 30-day trial', async () => {
    const html = text((await request(app).get('/solutions/bureau-etude-vr')).text);
    expect(html).toContain('href="/"');
    expect(html).toContain('id="demo"');
    expect(html).toContain('id="cases"');
    const cases = page('bureau-etude-vr').sections.find((section) => section.id === 'cases');
    expect(cases?.kind === 'useCases' && cases.useCases.length).toBe(3);
    expect(html).toContain('<strong>30</strong> jours d’essai gratuit');
  });

  it('gives the touch tables their sizes, three modes, three use cases and a 15-day trial', async () => {
    const html = text((await request(app).get('/solutions/tables-tactiles')).text);
    for (const size of ['32', '55', '75']) expect(html).toContain(`${size}″`);
    for (const mode of ['Exploration', 'Configuration', 'Présentation']) expect(html).toContain(`<span class="mode__title">${mode}</span>`);
    const useCases = sectionOf('tables-tactiles', 'useCases')[0];
    expect(useCases?.kind === 'useCases' && useCases.useCases.length).toBe(3);
    expect(html).toContain('<strong>15</strong> jours d’essai gratuit');
  });

  it('gives the collaborative screens their comparison table, testimonials, four spec categories and a 30-day trial', async () => {
    const html = text((await request(app).get('/solutions/ecrans-collaboratifs')).text);
    expect(html).toContain('id="comparison"');
    expect(html).toContain('Avant / Après');
    expect(html).toContain('Tester gratuitement');
    expect(html.match(/<figure class="testimonial">/g)).toHaveLength(3);
    const specs = sectionOf('ecrans-collaboratifs', 'specs')[0];
    expect(specs?.kind === 'specs' && specs.groups.length).toBe(4);
    expect(html).toContain('<strong>30</strong> jours d’essai gratuit');
  });
});

describe('company pages', () => {
  it.each(['a-propos', 'carrieres', 'mentions-legales', 'confidentialite', 'cgv'])('/%s answers 200 with its title', async (slug) => {
    const res = await request(app).get(`/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1>[^<]+<\/h1>/);
    expect(res.text).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('fills the legal notice from the brand file', async () => {
    const html = text((await request(app).get('/mentions-legales')).text);
    expect(html).toContain(`RCS ${brand.legal.rcsCity} ${brand.legal.siren.slice(0, 3)}`);
    expect(html).toContain(brand.legal.name);
    expect(html).toContain(brand.legal.vatNumber);
    expect(html).toContain(brand.legal.publicationDirector);
    expect(html).toContain(brand.emails.contact);
  });

  it('tells what the assistant sends and to whom, and the visitor’s rights', async () => {
    const html = text((await request(app).get('/confidentialite')).text);
    expect(html).toContain('localStorage');
    expect(html).toContain('CNIL');
    expect(html).toMatch(/session/);
    expect(html).toContain(`mailto:${brand.emails.privacy}`);
  });
});
