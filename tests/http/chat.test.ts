import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { memoryLog, startServer, testConfig } from '../helpers/server.ts';
import { startWebhook } from '../helpers/webhook.ts';
import { replyLanguage } from '../../tools/assistant/question-set.ts';

const body = (message = 'Bonjour', extra: Record<string, unknown> = {}) => ({
  message,
  sessionId: 'session-1700000000000-abc123def',
  charad: null,
  conversationHistory: [],
  ...extra,
});

/** A local stand-in for the automation webhook; each test says how it answers. */
let behaviour: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, body: string) => void;
let webhook: Awaited<ReturnType<typeof startWebhook>>;
let webhookUrl: string;
const received: unknown[] = [];

beforeAll(async () => {
  webhook = await startWebhook('/webhook/chat', (req, res, data) => {
    received.push(JSON.parse(data));
    behaviour(req, res, data);
  });
  webhookUrl = webhook.url;
});
afterAll(() => webhook.close());

const builtin = createApp(testConfig({ publicUrl: 'https://www.exemple.fr' }), { log: memoryLog().log });

describe('POST /api/chat, built-in answer', () => {
  it('answers in the core format of the protocol with absolute buttons', async () => {
    const res = await request(builtin).post('/api/chat').send(body());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(typeof res.body.output.message).toBe('string');
    expect(res.body.output.buttons.length).toBeGreaterThan(0);
    for (const button of res.body.output.buttons) expect(button.url).toMatch(/^(https:\/\/www\.exemple\.fr\/|tel:|mailto:)/);
    expect(Array.isArray(res.body.output.quick_replies)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the language of the page', () => {
  // « OK » and « 75 ? » say no language: the first message of a conversation takes the page's.
  it.each([
    ['en', 'en'],
    ['fr', 'fr'],
    [undefined, 'fr'],
  ] as const)('answers a first message that says no language in the page’s (%s): %s', async (language, expected) => {
    const res = await request(builtin)
      .post('/api/chat')
      .send(body('75 ?', { sessionId: `session-1700000000000-lang${language ?? 'none'}xyz`, language }));
    expect(res.status).toBe(200);
    expect(replyLanguage(res.body.output)).toBe(expected);
  });
});

describe('POST /api/chat validation', () => {
  it.each([
    ['a missing message', { sessionId: 's' }, 'message'],
    ['an empty message', body('   '), 'vide'],
    ['a message of 2,001 characters', body('a'.repeat(2001)), '2000'],
    ['a message that is not text', body(42 as unknown as string), 'message'],
    ['51 history entries', body('x', { conversationHistory: Array.from({ length: 51 }, () => ({ role: 'user', content: 'a' })) }), '50'],
    ['a history entry with another role', body('x', { conversationHistory: [{ role: 'system', content: 'a' }] }), 'role'],
    ['a history that is not a list', body('x', { conversationHistory: 'non' }), 'liste'],
    ['a malformed charad', body('x', { charad: 'non' }), 'charad'],
    ['a session id of 101 characters', body('x', { sessionId: 's'.repeat(101) }), 'sessionId'],
    ['a list instead of an object', [1, 2], 'objet'],
    ['a language we do not answer in', body('x', { language: 'de' }), 'language'],
  ])('refuses %s with 400 and a clear error', async (_case, payload, word) => {
    const res = await request(builtin)
      .post('/api/chat')
      .send(payload as object);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(word);
  });

  it('accepts a message of exactly 2,000 characters once trimmed, and 50 history entries', async () => {
    const history = Array.from({ length: 50 }, (_, i) => ({ role: i % 2 ? 'user' : 'assistant', content: 'a' }));
    const res = await request(builtin)
      .post('/api/chat')
      .send(body(`  ${'a'.repeat(2000)}  `, { conversationHistory: history }));
    expect(res.status).toBe(200);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await request(builtin).post('/api/chat').set('Content-Type', 'application/json').send('{"message": ');
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('JSON');
  });

  it('refuses a body over 32 KB with 413', async () => {
    const res = await request(builtin)
      .post('/api/chat')
      .send(body('x', { padding: 'a'.repeat(33 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toContain('32kb');
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
  ])('refuses %s with 415, so that another site cannot post without a preflight', async (_case, type) => {
    const res = await request(builtin).post('/api/chat').set('Content-Type', type).send(JSON.stringify(body()));
    expect(res.status).toBe(415);
    expect(res.body.error).toContain('application/json');
  });

  it('refuses a body without a Content-Type with 415, and takes application/json with a charset', async () => {
    const bare = await request(builtin)
      .post('/api/chat')
      .unset('Content-Type')
      .send(Buffer.from(JSON.stringify(body())));
    expect(bare.status).toBe(415);
    const withCharset = await request(builtin).post('/api/chat').set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(body()));
    expect(withCharset.status).toBe(200);
  });

  it('answers other methods with 405', async () => {
    const res = await request(builtin).get('/api/chat');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST, OPTIONS');
  });
});

describe('POST /api/chat rate limit', () => {
  it('lets a real conversation through and stops a flood with 429 and Retry-After', async () => {
    const app = createApp(testConfig(), { log: memoryLog().log });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (
          await request(app)
            .post('/api/chat')
            .send(body(`message ${i}`))
        ).status,
      );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(app)
          .post('/api/chat')
          .send(body(`flood ${i}`)),
      ),
    );
    const limited = burst.filter((res) => res.status === 429);
    expect(limited.length).toBeGreaterThan(100);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0]!.body.error).toContain('Trop de messages');
  });

  it('counts clients by the address the proxy gives when TRUST_PROXY is set', async () => {
    // The test's requests come from loopback, where the proxy is.
    const app = createApp(testConfig({ trustProxy: 'loopback' }), { log: memoryLog().log, chatRateLimit: 3 });
    const send = (ip: string) => request(app).post('/api/chat').set('X-Forwarded-For', ip).send(body());
    for (let i = 0; i < 3; i++) expect((await send('203.0.113.7')).status).toBe(200);
    expect((await send('203.0.113.7')).status).toBe(429);
    expect((await send('203.0.113.8')).status).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (app: typeof builtin, origin: string) =>
    request(app).options('/api/chat').set('Origin', origin).set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'content-type');

  it('by default answers the preflight of the site’s own pages only, and refuses a POST from any other', async () => {
    const app = createApp(testConfig({ publicUrl: 'https://www.exemple.fr' }), { log: memoryLog().log });
    const own = await preflight(app, 'https://www.exemple.fr');
    expect(own.status).toBe(204);
    expect(own.headers['access-control-allow-origin']).toBe('https://www.exemple.fr');
    expect(own.headers['access-control-allow-methods']).toContain('POST');
    expect(own.headers['access-control-allow-headers']).toContain('Content-Type');
    const other = await preflight(app, 'https://partenaire.exemple.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // A browser that posts without the preflight says where from: refused, and nothing answered.
    const posted = await request(app).post('/api/chat').set('Origin', 'https://partenaire.exemple.com').send(body());
    expect(posted.status).toBe(403);
    expect(posted.body.output).toBeUndefined();
    // A client that is no browser sends no Origin: CORS does not concern it (the proof and the limits do).
    expect((await request(app).post('/api/chat').send(body())).status).toBe(200);
  });

  it('lets the listed partners’ pages call it, and any page only with *', async () => {
    const app = createApp(testConfig({ chatAllowedOrigins: ['https://partenaire.exemple.com'] }), { log: memoryLog().log });
    const allowed = await request(app).post('/api/chat').set('Origin', 'https://partenaire.exemple.com').send(body());
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partenaire.exemple.com');
    expect((await preflight(app, 'https://partenaire.exemple.com')).headers['access-control-allow-origin']).toBe('https://partenaire.exemple.com');
    const other = await request(app).post('/api/chat').set('Origin', 'https://autre.exemple.com').send(body());
    expect(other.status).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const any = createApp(testConfig({ chatAllowedOrigins: null }), { log: memoryLog().log });
    expect((await preflight(any, 'https://autre.exemple.com')).headers['access-control-allow-origin']).toBe('*');
  });

  it('lets partners load the widget and its bundles', async () => {
    const loader = await request(builtin).get('/widget/chat-assistant.js');
    expect(loader.status).toBe(200);
    expect(loader.headers['content-type']).toMatch(/javascript/);
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const module = /"(\/assets\/element-[A-Z0-9]+\.js)"/.exec(loader.text)?.[1];
    expect(module).toBeDefined();
    const chunk = await request(builtin).get(module!);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

/** Reads a body as text whatever its type says (supertest would parse application/json). */
const asText = (res: import('node:http').IncomingMessage, done: (error: Error | null, body: string) => void) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};

describe('forwarding to CHAT_WEBHOOK_URL', () => {
  const forwarding = () => createApp(testConfig({ chatWebhookUrl: webhookUrl }), { log: memoryLog().log, webhookTimeoutMs: 500 });

  it('forwards the body and returns the answer unchanged', async () => {
    const answer = JSON.stringify([{ output: '{"message":"Depuis n8n","buttons":[]}' }]);
    behaviour = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(answer);
    const sent = body('Bonjour webhook');
    const res = await request(forwarding()).post('/api/chat').send(sent);
    expect(res.status).toBe(200);
    expect(res.text).toBe(answer);
    expect(received.at(-1)).toEqual(sent);
  });

  it('answers 502 when the webhook fails', async () => {
    behaviour = (_req, res) => res.writeHead(500).end('panne');
    const res = await request(forwarding()).post('/api/chat').send(body());
    expect(res.status).toBe(502);
    expect(res.body.error).toContain('indisponible');
  });

  it('answers 504 when the webhook is too slow', async () => {
    behaviour = (_req, res) => setTimeout(() => res.end('{}'), 2000);
    const res = await request(forwarding()).post('/api/chat').send(body());
    expect(res.status).toBe(504);
  });

  it('passes garbage through for the widget to reject, always as application/json', async () => {
    behaviour = (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Oups</html>');
    const res = await request(forwarding())
      .post('/api/chat')
      .send(body())
      .parse(asText as never);
    expect(res.status).toBe(200);
    expect(res.body).toBe('<html>Oups</html>');
    // Never the webhook's own type: a text/html answer must not become a page of our origin.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('forwards the validated request, not the raw one', async () => {
    behaviour = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"output":"ok"}');
    const raw =
      '{"message":"  Bonjour  ","sessionId":"s-1","extra":"non","__proto__":{"admin":true},' +
      `"charad":{"id":"c1","type":"charade","content":"x","category":"stats","difficulty":"easy","secret":"non"},` +
      `"conversationHistory":[{"role":"user","content":"${'a'.repeat(9000)}","charad":null,"note":"non"}]}`;
    const res = await request(forwarding()).post('/api/chat').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(200);
    const forwarded = received.at(-1) as Record<string, unknown>;
    expect(Object.keys(forwarded).sort()).toEqual(['charad', 'conversationHistory', 'message', 'sessionId']);
    expect(forwarded.message).toBe('Bonjour');
    expect(Object.keys(forwarded.charad as object).sort()).toEqual(['category', 'content', 'difficulty', 'id', 'type']);
    const [entry] = forwarded.conversationHistory as { content: string }[];
    expect(Object.keys(entry!).sort()).toEqual(['charad', 'content', 'role']);
    expect(entry!.content.length).toBeLessThanOrEqual(8000);
  });

  it('answers 502 when the webhook answers more than 256 KB, declared or not', async () => {
    const big = JSON.stringify({ output: 'x'.repeat(300 * 1024) });
    behaviour = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(big);
    expect((await request(forwarding()).post('/api/chat').send(body())).status).toBe(502);
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      for (let i = 0; i < 300; i++) res.write('x'.repeat(1024));
      res.end();
    };
    const res = await request(forwarding()).post('/api/chat').send(body());
    expect(res.status).toBe(502);
    expect(res.body.error).toContain('indisponible');
  });

  it('answers 503 with Retry-After beyond its concurrent webhook calls', async () => {
    behaviour = (_req, res) => setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"output":"ok"}'), 300);
    const app = createApp(testConfig({ chatWebhookUrl: webhookUrl, chatWebhookConcurrency: 2 }), { log: memoryLog().log });
    const statuses = await Promise.all([1, 2, 3].map(() => request(app).post('/api/chat').send(body())));
    const busy = statuses.filter((res) => res.status === 503);
    expect(statuses.map((res) => res.status).sort()).toEqual([200, 200, 503]);
    expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(busy[0]!.body.error).toContain('réessayez');
    // The slots come back once the calls are over.
    expect((await request(app).post('/api/chat').send(body())).status).toBe(200);
  });

  it('cancels the webhook call when the visitor goes away', async () => {
    let upstreamClosed = false;
    behaviour = (req) => req.socket.once('close', () => (upstreamClosed = true));
    const logs = memoryLog();
    const server = await startServer({ log: logs.log, webhookTimeoutMs: 5000 }, testConfig({ chatWebhookUrl: webhookUrl }));
    try {
      const visitor = new AbortController();
      const call = fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body()),
        signal: visitor.signal,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      visitor.abort();
      await call.catch(() => undefined);
      const start = Date.now();
      while (!upstreamClosed && Date.now() - start < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(upstreamClosed).toBe(true);
      expect(logs.entries().find((entry) => entry.event === 'chat-webhook-abandoned')).toBeDefined();
      // The request's own line says the visitor left before the answer.
      await expect.poll(() => logs.entries().find((entry) => entry.path === '/api/chat')).toMatchObject({ method: 'POST', aborted: true });
    } finally {
      await server.close();
    }
  });

  it('answers 502 when the webhook cannot be reached, and logs why', async () => {
    const logs = memoryLog();
    const app = createApp(testConfig({ chatWebhookUrl: 'http://127.0.0.1:1/webhook' }), { log: logs.log });
    const res = await request(app).post('/api/chat').send(body());
    expect(res.status).toBe(502);
    expect(logs.entries().find((entry) => entry.event === 'chat-webhook-failed')).toMatchObject({ status: 502 });
  });
});
