import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

const logs = memoryLog();
const app = createApp(testConfig({ publicUrl: 'https://www.exemple.fr' }), { log: logs.log });

describe('home page', () => {
  it('is server-rendered French HTML with every section and its key texts', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    for (const id of ['accueil', 'mission', 'offres', 'confiance', 'blog', 'contact']) {
      expect(res.text).toContain(`id="${id}"`);
    }
    for (const text of [
      'La technologie au service de ',
      'Découvrir nos solutions',
      'Prendre contact',
      'Voir tous les articles',
      'Parler à notre IA maintenant',
      'Réponse IMMÉDIATE · Démo gratuite · Sans engagement',
      '24/7',
    ]) {
      expect(res.text).toContain(text);
    }
    for (const link of [
      '/solutions/affichage-dynamique',
      '/solutions/collaboration',
      '/solutions/presentation-innovante',
      '/solutions/assistant-ia',
      '/blog',
    ]) {
      expect(res.text).toContain(`href="${link}"`);
    }
    expect(res.text).toContain('<link rel="canonical" href="https://www.exemple.fr/"/>');
  });

  it('ships island data as JSON blocks and no inline script', async () => {
    const res = await request(app).get('/');
    const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, attributes, body] of scripts) {
      if (body) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
      else
        expect(attributes).toMatch(
          /^ (type="module" src="\/assets\/entry-[A-Z0-9]+\.js"|src="\/widget\/chat-assistant\.js") integrity="sha384-[\w+/=]+"( defer="")?$/,
        );
    }
    expect(res.text).not.toMatch(/ on[a-z]+="/i);
  });
});

describe('HTTP contract', () => {
  it('sends security headers with a strict script policy', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Plain http (no proxy saying otherwise): HSTS would be ignored, and must not pin a private address.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same security headers on cached pages as on every other response', async () => {
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ];
    const proxied = createApp(testConfig({ publicUrl: 'https://www.exemple.fr', trustProxy: 1 }), { log: memoryLog().log });
    const overHttps = (path: string) => request(proxied).get(path).set('X-Forwarded-Proto', 'https');
    const page = await overHttps('/');
    const health = await overHttps('/healthz');
    const missing = await overHttps('/absent');
    const notModified = await overHttps('/').set('If-None-Match', page.headers.etag as string);
    for (const name of names) {
      expect(page.headers[name], name).toBeDefined();
      expect(health.headers[name], name).toBe(page.headers[name]);
      expect(missing.headers[name], name).toBe(page.headers[name]);
      expect(notModified.headers[name], name).toBe(page.headers[name]);
    }
  });

  it('answers with an ETag and 304 when the browser already has the page', async () => {
    const first = await request(app).get('/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await request(app).get('/').set('If-None-Match', etag);
    expect(second.status).toBe(304);
    expect(second.text ?? '').toBe('');
    const changed = await request(app).get('/').set('If-None-Match', '"autre"');
    expect(changed.status).toBe(200);
  });

  it('serves precompressed HTML to browsers that accept it', async () => {
    const br = await request(app).get('/').set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gzip = await request(app).get('/').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(br.text);
    const refused = await request(app).get('/').set('Accept-Encoding', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('serves hashed bundles with an immutable one-year cache', async () => {
    const page = await request(app).get('/');
    const bundles = [...page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
    expect(bundles.some((file) => file.endsWith('.js'))).toBe(true);
    // The stylesheet is inlined: no request stands between the HTML and the first paint.
    expect(page.text).toMatch(/<style>@font-face\{[^<]*:root\{/);
    expect(page.text).not.toContain('rel="stylesheet"');
    for (const file of bundles) {
      const res = await request(app).get(file);
      expect(res.status, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers /healthz', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('logs one JSON line per request', async () => {
    await request(app).get('/healthz?sonde=1');
    const entry = logs.entries().find((line) => line.path === '/healthz?sonde=1');
    expect(entry).toMatchObject({ method: 'GET', status: 200, bytes: '{"status":"ok"}'.length, aborted: false });
    expect(typeof entry?.ms).toBe('number');
  });
});

describe('errors', () => {
  it('gives an unknown route a French 404 page with links back', async () => {
    const res = await request(app).get('/cette-page-n-existe-pas');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('Page introuvable');
    expect(res.text).toContain('href="/"');
    expect(res.text).toContain('href="/blog"');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('gives unknown assets and other methods a 404 too', async () => {
    expect((await request(app).get('/assets/absent-123.js')).status).toBe(404);
    expect((await request(app).post('/')).status).toBe(404);
  });

  it('answers a malformed address with the French 404 page', async () => {
    const res = await request(app).get('/%E0%A4%A');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page introuvable');
  });

  it('answers a server fault with a French 500 page, logs the detail and shows no stack trace', async () => {
    const brokenLog = memoryLog();
    const broken = createApp(testConfig(), { log: brokenLog.log, manifest: {} });
    const res = await request(broken).get('/');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('Un incident est survenu');
    expect(res.text).not.toMatch(/\bat .*\.(tsx?|js):\d+/);
    expect(res.text).not.toContain('Error');
    const logged = brokenLog.entries().find((entry) => entry.event === 'request-error');
    expect(logged).toMatchObject({ status: 500, level: 'error' });
    expect(String(logged?.stack)).toContain('Error');
  });
});
