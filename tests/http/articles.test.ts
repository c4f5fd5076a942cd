import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { listed, loadArticles } from '../../server/articles/catalog.ts';
import { sitemapXml } from '../../server/feeds.ts';
import { ARTICLES_DIR } from '../../server/paths.ts';
import { typographyFaults, visibleText } from '../helpers/crawl.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

const PUBLIC_URL = 'https://www.exemple.fr';
const TODAY = '2026-03-05';
const app = createApp(testConfig({ publicUrl: PUBLIC_URL }), { log: memoryLog().log, today: () => TODAY });
const { articles, problems } = loadArticles(ARTICLES_DIR);
// The article that shows today's date is listed at that date too, so that its card and its page agree.
const published = listed(articles.map((article) => (article.displayToday ? { ...article, date: TODAY } : article)));
const xml = new XMLParser({ ignoreAttributes: false });

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the articles folder that a test may change. */
function articlesCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'articles-'));
  tempDirs.push(dir);
  cpSync(ARTICLES_DIR, dir, { recursive: true });
  return dir;
}

const NEW_ARTICLE = `---
title: "Un article tout neuf"
description: "Ajouté par un rédacteur, sans toucher au code."
category: Analyse
tags: [Nouveau]
date: 2025-12-01
---

Un texte court mais réel.
`;

describe('the articles of content/articles', () => {
  it('all parse, with at least 12 published', () => {
    expect(problems).toEqual([]);
    expect(published.length).toBeGreaterThanOrEqual(12);
  });

  it.each(articles.map((article) => article.id))('/article/%s answers 200 with its header, body and closing banner', async (id) => {
    const article = articles.find((candidate) => candidate.id === id)!;
    const res = await request(app).get(`/article/${id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/blog"');
    expect(res.text).toContain('Retour au blog');
    expect(res.text).toContain(`<h1>`);
    expect(res.text).toContain(article.category);
    expect(res.text).toMatch(/Lecture\u00a0: (<!-- -->)?\d+(<!-- -->)? min/);
    expect(res.text).toContain('Prêt à transformer votre expérience\u00a0?');
    expect(res.text).toContain('Nous contacter');
    expect(res.text).toContain('Lire d’autres articles');
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/article/${id}"/>`);
  });
});

describe('article pages', () => {
  it('shows the rich header of a fixed article', async () => {
    const res = await request(app).get('/article/moderniser-showroom');
    for (const anchor of ['signe-1', 'signe-2', 'signe-3', 'signe-4', 'signe-5', 'audit']) expect(res.text).toContain(`id="${anchor}"`);
    expect(res.text).toContain('Réserver mon audit gratuit');
    expect(res.text).toContain('class="article-stats"');
    expect(res.text).toContain('10 juin 2025');
    expect(res.text).toContain('href="/solutions/tables-tactiles"');
    expect(res.text).toContain('href="/article/showroom-automobile"');
    expect(res.text).toContain('href="/solutions/bureau-etude-vr"');
  });

  it("shows today's date on erreurs-reunion, and renders it again the next day", async () => {
    let today = '2026-03-05';
    const daily = createApp(testConfig(), { log: memoryLog().log, today: () => today });
    const first = await request(daily).get('/article/erreurs-reunion');
    expect(first.text).toContain('5 mars 2026');
    for (const anchor of ['erreur-1', 'erreur-2', 'erreur-3', 'erreur-4', 'erreur-5']) expect(first.text).toContain(`id="${anchor}"`);
    expect(first.text.match(/Comment éviter cette erreur/g)?.length).toBe(5);
    expect(first.text).toContain('Demander une démo Ondalys');
    expect(first.text).toContain('Être recontacté');
    today = '2026-03-06';
    const next = await request(daily).get('/article/erreurs-reunion');
    expect(next.text).toContain('6 mars 2026');
    expect(next.headers.etag).not.toBe(first.headers.etag);
  });

  it('dates the card of erreurs-reunion like its page', async () => {
    const blog = (await request(app).get('/blog')).text;
    const card = blog.slice(blog.indexOf('href="/article/erreurs-reunion"') - 2000, blog.indexOf('href="/article/erreurs-reunion"'));
    expect(card).toContain(`dateTime="${TODAY}"`);
    expect(blog).not.toContain('dateTime="2025-09-16"');
    expect((await request(app).get('/article/erreurs-reunion')).text).toContain('5 mars 2026');
  });

  it('shows the year of Paris in the footer, and turns over with it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const paris = createApp(testConfig(), { log: memoryLog().log });
      vi.setSystemTime(new Date('2026-12-31T22:30:00Z'));
      expect((await request(paris).get('/blog')).text).toMatch(/© (<!-- -->)?2026/);
      // 00:30 in Paris, still the 31st in London and on a server whose clock is UTC.
      vi.setSystemTime(new Date('2026-12-31T23:30:00Z'));
      expect((await request(paris).get('/blog')).text).toMatch(/© (<!-- -->)?2027/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an unknown id with 404 and the article error message in red, in French with French typography', async () => {
    const res = await request(app).get('/article/nexiste-pas');
    expect(res.status).toBe(404);
    const message = 'Impossible de charger l’article\u00a0: aucun article ne porte l’identifiant «\u00a0nexiste-pas\u00a0».';
    expect(res.text).toContain(`<p class="error-text" role="alert">${message}</p>`);
    const text = visibleText(res.text);
    expect(text).toContain(message);
    expect(text).not.toMatch(/not found|Article not|\bnot\b/i);
    expect(text).not.toContain("'");
    expect(typographyFaults(text)).toEqual([]);
    expect(res.text).toContain('href="/blog"');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('escapes whatever id is asked for', async () => {
    const res = await request(app).get('/article/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('keeps the unlisted test article out of the lists but serves it', async () => {
    const res = await request(app).get('/article/exemple-mise-en-forme');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect((await request(app).get('/blog')).text).not.toContain('/article/exemple-mise-en-forme');
    expect((await request(app).get('/sitemap.xml')).text).not.toContain('exemple-mise-en-forme');
  });
});

describe('article sources', () => {
  it('serves the markdown file as text/markdown', async () => {
    const res = await request(app).get('/content/articles/4k-hdr.md');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.text).toMatch(/^---\n/);
    expect(res.text).toContain('date: 2025-01-26');
  });

  it.each([
    '/content/articles/../../package.json',
    '/content/articles/%2e%2e%2f%2e%2e%2fpackage.json',
    '/content/articles/..%2f..%2fpackage.json',
    '/content/articles/..%5c..%5cpackage.json',
    '/content/articles/4k-hdr.md%00.txt',
    '/content/articles/4k-hdr%00.md',
    '/content/articles/4K-HDR.md',
    '/content/articles/4k-hdr',
    '/content/articles/.md',
    '/content/articles/%2fetc%2fpasswd',
    '/content/articles/types.ts',
  ])('refuses %s with 404 and never reads outside the folder', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"name": "vitrine-interactive"');
    expect(res.text).not.toContain('root:');
  });
});

describe('the blog', () => {
  it('lists every published article, newest first, with before and after blocks', async () => {
    const res = await request(app).get('/blog');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Réalisations, Expertises &amp; Inspirations');
    const ids = [...res.text.matchAll(/<h3 class="article-card__title"><a href="\/article\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(published.map((article) => article.id));
    const withBeforeAfter = published.filter((article) => article.beforeText && article.afterText);
    expect(withBeforeAfter.length).toBeGreaterThan(0);
    expect(res.text.match(/<dt>Situation avant<\/dt>/g)?.length).toBe(withBeforeAfter.length);
    expect(res.text).toMatch(/<dt>Après (<!-- -->)?Ondalys<\/dt>/);
    expect(res.text).toMatch(/href="#contact" data-contact="">Contactez-nous</);
  });

  it('feeds the home page with the 3 newest', async () => {
    const res = await request(app).get('/');
    const home = res.text.slice(res.text.indexOf('id="blog"'));
    const ids = [...home.matchAll(/<h3 class="article-card__title"><a href="\/article\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(published.slice(0, 3).map((article) => article.id));
  });
});

describe('discovery', () => {
  it('publishes a sitemap with every page, dated by its content', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const urls = xml.parse(res.text).urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/blog`);
    for (const article of published) {
      expect(urls).toContainEqual({ loc: `${PUBLIC_URL}/article/${article.id}`, lastmod: article.date });
    }
    expect(urls.find((url) => url.loc === `${PUBLIC_URL}/`)?.lastmod).toBe(published[0]!.date);
  });

  it('names the sitemap in robots.txt', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('keeps the RSS feed and the sitemap well-formed when a title or description holds control characters', async () => {
    const dir = articlesCopy();
    // YAML refuses these characters typed as they are, but takes them written as escapes in double quotes.
    writeFileSync(
      join(dir, 'caracteres-de-controle.md'),
      NEW_ARTICLE.replace('Un article tout neuf', 'Un titre\\x01 avec\\v des\\x1F caractères de contrôle\\0').replace(
        'sans toucher au code.',
        'sans toucher\\b au\\f code\\x7F.\\uFFFE',
      ),
    );
    const withControls = createApp(testConfig({ publicUrl: PUBLIC_URL }), { log: memoryLog().log, articlesDir: dir });
    const rss = await request(withControls).get('/rss.xml');
    expect(rss.status).toBe(200);
    expect(XMLValidator.validate(rss.text)).toBe(true);
    expect(rss.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
    const items = xml.parse(rss.text).rss.channel.item as { link: string; title: string }[];
    expect(items.find((item) => item.link.endsWith('/caracteres-de-controle'))?.title).toBe('Un titre avec des caractères de contrôle');
    const sitemap = await request(withControls).get('/sitemap.xml');
    expect(XMLValidator.validate(sitemap.text)).toBe(true);
    expect(sitemap.text).toContain(`${PUBLIC_URL}/article/caracteres-de-controle`);
    // Paths come from file names today; the sitemap escapes them like the feed all the same.
    expect(sitemapXml(PUBLIC_URL, [{ path: '/a\u0001b\u001f' }])).toContain(`<loc>${PUBLIC_URL}/ab</loc>`);
  });

  it('publishes an RSS feed of the articles, newest first', async () => {
    const res = await request(app).get('/rss.xml');
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const items = xml.parse(res.text).rss.channel.item as { link: string; title: string }[];
    expect(items.map((item) => item.link)).toEqual(published.map((article) => `${PUBLIC_URL}/article/${article.id}`));
  });

  it('gives every page absolute canonical, Open Graph and JSON-LD data', async () => {
    for (const path of ['/', '/blog', '/article/ecrans-tactiles']) {
      const res = await request(app).get(path);
      expect(res.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}"/>`);
      expect(res.text).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/`));
      const blocks = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
      const types = blocks.map((block) => block['@type']);
      expect(types).toContain('Organization');
      if (path !== '/') expect(types).toContain('BreadcrumbList');
      for (const block of blocks) expect(JSON.stringify(block)).not.toMatch(/"(url|item|logo|image|mainEntityOfPage)":"\//);
    }
    const article = await request(app).get('/article/ecrans-tactiles');
    const data = [...article.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(data.find((block) => block['@type'] === 'Article')).toMatchObject({
      headline: expect.stringContaining('crans tactiles'),
      datePublished: '2025-01-20',
      url: `${PUBLIC_URL}/article/ecrans-tactiles`,
    });
    expect(article.text).toContain('<meta property="og:type" content="article"/>');
  });
});

const LATER_ARTICLE = `---
title: "Bornes de recharge interactives"
description: "Un écran tactile sur chaque borne de recharge des parkings."
category: Analyse
tags: [Recharge]
date: 2026-03-06
---

Une borne de recharge pour véhicules électriques peut afficher les commerces du quartier pendant la charge.
`;

describe('an article dated later', () => {
  it('stays out of every page, list, feed and the assistant until its day, then comes without a restart', async () => {
    const dir = articlesCopy();
    writeFileSync(join(dir, 'bornes-de-recharge.md'), LATER_ARTICLE);
    let today = '2026-03-05';
    const daily = createApp(testConfig({ publicUrl: PUBLIC_URL }), { log: memoryLog().log, articlesDir: dir, today: () => today });
    const ask = async () => {
      const body = {
        message: 'Un écran sur une borne de recharge pour véhicules électriques, vous avez un article ?',
        sessionId: `session-1700000000000-later${today.replaceAll('-', '')}x`,
        charad: null,
        conversationHistory: [],
      };
      const res = await request(daily).post('/api/chat').send(body);
      expect(res.status).toBe(200);
      return (res.body.output.buttons as { url: string }[]).map((button) => button.url);
    };
    const seen = async () => ({
      page: (await request(daily).get('/article/bornes-de-recharge')).status,
      source: (await request(daily).get('/content/articles/bornes-de-recharge.md')).status,
      blog: (await request(daily).get('/blog')).text.includes('/article/bornes-de-recharge'),
      home: (await request(daily).get('/')).text.includes('/article/bornes-de-recharge'),
      sitemap: (await request(daily).get('/sitemap.xml')).text.includes('/article/bornes-de-recharge'),
      rss: (await request(daily).get('/rss.xml')).text.includes('/article/bornes-de-recharge'),
      assistant: (await ask()).includes(`${PUBLIC_URL}/article/bornes-de-recharge`),
    });
    expect(await seen()).toEqual({ page: 404, source: 404, blog: false, home: false, sitemap: false, rss: false, assistant: false });
    today = '2026-03-06';
    expect(await seen()).toEqual({ page: 200, source: 200, blog: true, home: true, sitemap: true, rss: true, assistant: true });
  });
});

describe('adding an article', () => {
  it('puts a new file in the blog, the sitemap and the feed with no code change', async () => {
    const dir = articlesCopy();
    writeFileSync(join(dir, 'un-article-tout-neuf.md'), NEW_ARTICLE);
    const withNew = createApp(testConfig({ publicUrl: PUBLIC_URL }), { log: memoryLog().log, articlesDir: dir });
    expect((await request(withNew).get('/blog')).text).toContain('href="/article/un-article-tout-neuf"');
    expect((await request(withNew).get('/sitemap.xml')).text).toContain(`${PUBLIC_URL}/article/un-article-tout-neuf`);
    expect((await request(withNew).get('/rss.xml')).text).toContain('<title>Un article tout neuf</title>');
    expect((await request(withNew).get('/')).text).toContain('href="/article/un-article-tout-neuf"');
    expect((await request(withNew).get('/article/un-article-tout-neuf')).status).toBe(200);
  });

  it('reports a broken file with its name and field, and keeps every other page working', async () => {
    const dir = articlesCopy();
    writeFileSync(join(dir, 'casse.md'), '---\ntitle: "Sans date"\ndescription: x\ncategory: Analyse\n---\nTexte');
    writeFileSync(join(dir, 'yaml-invalide.md'), '---\ntitle: [pas fermé\n---\nTexte');
    const logs = memoryLog();
    const broken = createApp(testConfig(), { log: logs.log, articlesDir: dir });
    const reported = logs.entries().filter((entry) => entry.event === 'article-invalid');
    expect(reported).toContainEqual(expect.objectContaining({ file: 'casse.md', message: 'champ « date » : champ obligatoire manquant' }));
    expect(reported).toContainEqual(expect.objectContaining({ file: 'yaml-invalide.md', message: expect.stringMatching(/^Erreur de parsing du YAML: /) }));
    expect((await request(broken).get('/article/casse')).status).toBe(404);
    expect((await request(broken).get('/blog')).status).toBe(200);
    expect((await request(broken).get('/article/4k-hdr')).status).toBe(200);
    expect(readdirSync(dir)).toContain('casse.md');
  });

  it('picks up a new file without a restart in development', async () => {
    const dir = articlesCopy();
    const dev = createApp(testConfig({ env: 'development' }), { log: memoryLog().log, articlesDir: dir });
    expect((await request(dev).get('/blog')).text).not.toContain('un-article-tout-neuf');
    writeFileSync(join(dir, 'un-article-tout-neuf.md'), NEW_ARTICLE);
    await expect.poll(async () => (await request(dev).get('/blog')).text, { timeout: 5000 }).toContain('href="/article/un-article-tout-neuf"');
  });

  it('keeps serving its articles in development when their folder is removed, and logs why', async () => {
    const dir = articlesCopy();
    const { log, entries } = memoryLog();
    const dev = createApp(testConfig({ env: 'development' }), { log, articlesDir: dir });
    rmSync(dir, { recursive: true, force: true });
    await expect
      .poll(() => entries(), { timeout: 5000 })
      .toContainEqual(
        expect.objectContaining({
          level: 'error',
          event: 'article-invalid',
          file: dir,
          message: expect.stringMatching(/^dossier illisible, articles inchangés : /),
        }),
      );
    const blog = await request(dev).get('/blog');
    expect(blog.status).toBe(200);
    expect(blog.text).toContain('href="/article/4k-hdr"');
    expect((await request(dev).get('/article/4k-hdr')).status).toBe(200);
  });
});
