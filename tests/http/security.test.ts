import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { once } from 'node:events';
import { connect } from 'node:net';
import { memoryLog, startServer, testConfig } from '../helpers/server.ts';
import { observatoryScore } from '../helpers/observatory.ts';

// As in production behind a reverse proxy that terminates TLS.
const app = createApp(testConfig({ trustProxy: 1, publicUrl: 'https://www.exemple.fr' }), { log: memoryLog().log });
const overHttps = (path: string) => request(app).get(path).set('X-Forwarded-Proto', 'https').set('Host', 'www.exemple.fr');

describe('security headers, as Mozilla’s HTTP Observatory grades them', () => {
  it.each(['/', '/blog', '/article/4k-hdr', '/solutions/collaboration', '/mentions-legales'])(
    '%s scores A+ with every bonus a response can earn',
    async (path) => {
      const res = await overHttps(path);
      const { score, modifiers } = observatoryScore(res.headers, res.text);
      expect(modifiers.filter((modifier) => modifier.score < 0)).toEqual([]);
      expect(modifiers.find((modifier) => modifier.test === 'sri')?.result).toBe('sri-implemented-and-all-scripts-loaded-securely');
      expect(modifiers.find((modifier) => modifier.test === 'csp')?.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
      expect(score).toBeGreaterThanOrEqual(125);
    },
  );

  it('sends HSTS for two years, with preload only when the operator asks (HSTS_PRELOAD=1)', async () => {
    expect((await overHttps('/')).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const preloading = createApp(testConfig({ trustProxy: 1, publicUrl: 'https://www.exemple.fr', hstsPreload: true }), { log: memoryLog().log });
    const res = await request(preloading).get('/').set('X-Forwarded-Proto', 'https').set('Host', 'www.exemple.fr');
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('sends a CSP that allows no inline or eval script, no plugin, and names base, forms and framing', async () => {
    const csp = (await overHttps('/')).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives['default-src']).toBe("'none'");
    expect(directives['script-src']).toBe("'self'");
    // One hash per kind of page: its inlined stylesheet.
    expect(directives['style-src']).toMatch(/^'self'( 'sha256-[\w+/=]+'){3}$/);
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'self'");
    expect(directives['form-action']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'self'");
  });

  it.each(['/', '/solutions/tables-tactiles', '/blog', '/article/4k-hdr', '/a-propos', '/nexiste-pas'])(
    'names the stylesheet inlined in %s by its hash',
    async (path) => {
      const res = await overHttps(path);
      const css = /<style>([^<]*)<\/style>/.exec(res.text)?.[1] ?? '';
      expect(css.length).toBeGreaterThan(1000);
      expect(res.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    },
  );

  it('sends Referrer-Policy, X-Content-Type-Options, X-Frame-Options and COOP', async () => {
    const res = await overHttps('/');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps pages same-origin for CORP, but lets partners load the widget, its bundles and /api/chat', async () => {
    expect((await overHttps('/')).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await overHttps('/images/logo.svg')).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await overHttps('/widget/chat-assistant.js')).headers['cross-origin-resource-policy']).toBe('cross-origin');
    const chat = await request(app).post('/api/chat').set('X-Forwarded-Proto', 'https').send({ message: 'Bonjour' });
    expect(chat.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends a visit over plain http to https on the public host', async () => {
    const res = await request(app).get('/blog?page=1').set('X-Forwarded-Proto', 'http').set('Host', 'www.exemple.fr');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://www.exemple.fr/blog?page=1');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('never takes the host of its redirect from the Host header', async () => {
    const forged = await request(app).get('/blog').set('X-Forwarded-Proto', 'http').set('Host', 'evil.example');
    expect(forged.headers.location).toBe('https://www.exemple.fr/blog');
    const server = await startServer({}, testConfig({ trustProxy: 1, publicUrl: 'https://www.exemple.fr' }));
    try {
      // HTTP/1.0 needs no Host header at all.
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      await once(socket, 'connect');
      let response = '';
      socket.on('data', (chunk) => (response += chunk));
      socket.end('GET /blog HTTP/1.0\r\nX-Forwarded-Proto: http\r\n\r\n');
      await once(socket, 'close');
      expect(response).toMatch(/^HTTP\/1\.1 301/);
      expect(response).toContain('Location: https://www.exemple.fr/blog\r\n');
    } finally {
      await server.close();
    }
  });

  it('sends HSTS over HTTPS only', async () => {
    expect((await overHttps('/healthz')).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await request(app).get('/healthz').set('X-Forwarded-Proto', 'http')).headers['strict-transport-security']).toBeUndefined();
    const direct = createApp(testConfig(), { log: memoryLog().log });
    expect((await request(direct).get('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await request(direct).get('/healthz')).headers['strict-transport-security']).toBeUndefined();
  });
});
