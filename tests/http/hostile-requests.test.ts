import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

const logs = memoryLog();
const app = createApp(testConfig({ trustProxy: 1 }), { log: logs.log, chatRateLimit: 100_000 });

const percentByte = fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`);
const segment = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    'article',
    'blog',
    'solutions',
    'api',
    'chat',
    'content',
    'articles',
    'assets',
    'widget',
    'x.md',
    '4k-hdr',
    '%2e%2e',
    '%2f',
    '%5c',
    '%00',
    '%E0%A4%A',
    '%',
    '~',
    ';',
    ',',
    '*',
    '@',
  ),
  fc.webSegment(),
  fc.array(percentByte, { maxLength: 4 }).map((bytes) => bytes.join('')),
);
const path = fc
  .array(segment, { minLength: 1, maxLength: 5 })
  .chain((segments) => fc.option(fc.webQueryParameters(), { nil: undefined }).map((query) => `/${segments.join('/')}${query ? `?${query}` : ''}`));
const method = fc.constantFrom('get', 'post', 'put', 'delete', 'patch', 'options', 'head');
const headerValue = fc.string({ maxLength: 60 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));
const headers = fc.record(
  {
    'accept-encoding': fc.oneof(headerValue, fc.constantFrom('br', 'gzip;q=0', 'identity', '*', 'br;q=0, gzip;q=0')),
    'if-none-match': fc.oneof(headerValue, fc.constantFrom('*', '""', 'W/"x"')),
    'content-type': fc.oneof(
      headerValue,
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
    ),
    'x-forwarded-for': fc.oneof(headerValue, fc.ipV4(), fc.ipV6()),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'ftp', ''),
    origin: fc.oneof(headerValue, fc.webUrl()),
    accept: headerValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json().map((value) => value),
  fc.constant(''),
  fc.constant('{"message":'),
  fc.string({ unit: 'binary', maxLength: 100 }),
);

describe('the server under random requests', () => {
  it('never answers 500 and never shows a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, headers, body, async (verb, url, requestHeaders, payload) => {
        let req = request(app)[verb as 'get'](url);
        for (const [name, value] of Object.entries(requestHeaders)) if (value) req = req.set(name, value);
        if (!['get', 'head', 'options'].includes(verb)) req = req.send(payload);
        const res = await req;
        expect(res.status, `${verb.toUpperCase()} ${url}`).toBeLessThan(500);
        const text = res.text ?? '';
        expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
        expect(text).not.toMatch(/(TypeError|RangeError|SyntaxError|URIError|ReferenceError):/);
      }),
      { numRuns: 300 },
    );
    expect(logs.entries().filter((entry) => entry.level === 'error')).toEqual([]);
  }, 120_000);
});
