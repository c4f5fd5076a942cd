import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { brand } from '../content/brand.ts';
import { hero } from '../content/home.ts';
import { ui } from '../content/interface.ts';
import { landingPages } from '../content/solution-pages/index.ts';
import { typesetText } from '../content/typeset.ts';
import { fill } from '../content/template.ts';
import { loadArticles } from './articles/catalog.ts';
import { loadCompanyPages } from './company-pages.ts';
import { ARTICLES_DIR, COMPANY_PAGES_DIR, PUBLIC_DIR } from './paths.ts';
import { SHARE_CARD_SIZE } from './share-card-size.ts';

/**
 * The image each page shows when it is shared on a social network (og:image): 1200 × 630, made at
 * build (scripts/build.ts) with satori and @resvg/resvg-js from the page's title, its category and
 * the brand. Each is named by a hash of what it shows, so it is cached for a year; cards already made
 * are kept in node_modules/.cache/share-cards.
 */

export interface ShareCard {
  /** The page's path, as the sitemap has it. */
  path: string;
  title: string;
  category: string;
}

/** Every page a visitor may share: home, blog, solution pages, company pages, every article (a later one included: its card waits for its day). */
export function shareCardsOfContent(): ShareCard[] {
  const { articles } = loadArticles(ARTICLES_DIR);
  const companyPages = loadCompanyPages(COMPANY_PAGES_DIR, () => {});
  return [
    { path: '/', title: typesetText(`${hero.headlineStart}${hero.headlineHighlight}`), category: brand.tagline },
    { path: '/blog', title: ui.blog.title, category: typesetText(fill(ui.blog.eyebrow, { brand: brand.name })) },
    ...landingPages.map((page) => ({ path: `/solutions/${page.slug}`, title: page.hero.title, category: page.hero.eyebrow })),
    ...companyPages.map((page) => ({ path: `/${page.slug}`, title: page.title, category: brand.name })),
    ...articles
      .filter((article) => article.date !== null)
      .map((article) => ({ path: `/article/${article.id}`, title: article.title, category: article.category ?? brand.name })),
  ];
}

const require = createRequire(import.meta.url);
type Fonts = Parameters<typeof satori>[1]['fonts'];
/** Inter's faces the cards use, read once. */
const interFaces = (): Fonts =>
  ([400, 700, 800] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }));
/** The logo's mark (public/images/logo-light.svg without its text, which satori sets in Inter beside it). */
const markOf = () => {
  const logo = readFileSync(join(PUBLIC_DIR, 'images', 'logo-light.svg'), 'utf8');
  const shapes = [...logo.matchAll(/<(?:rect|path)\b[^>]*\/>/g)].map((match) => match[0]).join('');
  return `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="36" height="40" viewBox="0 0 36 40">${shapes}</svg>`).toString('base64')}`;
};

/** The card as a PNG. */
export async function renderShareCard(card: ShareCard, fonts = interFaces(), mark = markOf()): Promise<Buffer> {
  const long = card.title.length > 70;
  const svg = await satori(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: SHARE_CARD_SIZE.width,
        height: SHARE_CARD_SIZE.height,
        boxSizing: 'border-box',
        padding: '64px 72px',
        background: 'radial-gradient(circle at 85% 15%, #24506d 0%, #0d1b2a 55%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 44, fontWeight: 800 }}>
        <img src={mark} alt="" width={63} height={70} style={{ marginRight: 20 }} />
        {brand.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{
            display: 'flex',
            alignSelf: 'flex-start',
            padding: '8px 20px',
            borderRadius: 999,
            background: '#72b0cc',
            color: '#0d1b2a',
            fontSize: 26,
            fontWeight: 700,
            marginBottom: 28,
          }}
        >
          {card.category}
        </div>
        <div style={{ fontSize: long ? 54 : 66, fontWeight: 800, lineHeight: 1.12, letterSpacing: '-0.01em', maxWidth: 1040 }}>{card.title}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 24, color: '#d5e2ec' }}>
        <div>{brand.tagline}</div>
        <div style={{ display: 'flex', width: 180, height: 10, borderRadius: 5, background: 'linear-gradient(90deg, #72b0cc, #82bc6c, #cf6e3f)' }} />
      </div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD_SIZE.width } }).render().asPng();
}

/** Makes every card into `outDir` (served at /images/built/share/), and returns each page's card by path. */
export async function buildShareCards({
  outDir,
  cacheDir,
  cards = shareCardsOfContent(),
}: {
  outDir: string;
  cacheDir: string;
  cards?: ShareCard[];
}): Promise<Record<string, string>> {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const made: Record<string, string> = {};
  // Read when a card is first made: a warm build makes none.
  let drawing: { fonts: Fonts; mark: string } | undefined;
  for (const card of cards) {
    const hash = createHash('sha256')
      .update(JSON.stringify([card.title, card.category, brand.name, brand.tagline, 'v1']))
      .digest('hex')
      .slice(0, 10);
    const name = `${card.path === '/' ? 'accueil' : card.path.slice(1).replaceAll('/', '-')}-${hash}.png`;
    const cached = join(cacheDir, name);
    if (!existsSync(cached)) {
      drawing ??= { fonts: interFaces(), mark: markOf() };
      writeFileSync(cached, await renderShareCard(card, drawing.fonts, drawing.mark));
    }
    copyFileSync(cached, join(outDir, name));
    made[card.path] = `/images/built/share/${name}`;
  }
  return made;
}
