import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createLogger, errorFields } from '../../server/logger.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

/** Log lines are written once per event-loop turn: wait for that turn before reading them. */
const written = () => new Promise((resolve) => setImmediate(resolve));

describe('the request log (pino)', () => {
  const logs = memoryLog();
  const app = createApp(testConfig(), { log: logs.log });

  it('gives each request an id, sent back in X-Request-Id and written in its line', async () => {
    const res = await request(app).get('/healthz?probe=id');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[\w-]{14,}$/);
    // Another request, another id.
    expect((await request(app).get('/healthz')).headers['x-request-id']).not.toBe(id);
    await written();
    const line = logs.entries().find((entry) => entry.path === '/healthz?probe=id');
    expect(line).toMatchObject({ level: 'info', reqId: id, method: 'GET', status: 200, bytes: '{"status":"ok"}'.length, aborted: false });
    expect(typeof line?.time).toBe('string');
    expect(typeof line?.ip).toBe('string');
    // No request or response object (every header) nor pino's pid and hostname.
    expect(Object.keys(line!).sort()).toEqual(['aborted', 'bytes', 'ip', 'level', 'method', 'ms', 'path', 'reqId', 'status', 'time']);
  });

  it('sends one X-Request-Id of its own with each cached page', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await request(app).get('/blog');
      expect(res.status).toBe(200);
      ids.push(String(res.headers['x-request-id']));
    }
    expect(ids.every((id) => /^[\w-]{14,}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps a proxy's X-Request-Id when it is a plain token, and replaces one that is not", async () => {
    const kept = await request(app).get('/healthz?probe=kept').set('X-Request-Id', 'a1b2c3d4e5f6-nginx.7');
    expect(kept.headers['x-request-id']).toBe('a1b2c3d4e5f6-nginx.7');
    for (const forged of ['"},{"level":"fatal', 'x'.repeat(200), 'two words']) {
      const res = await request(app).get('/healthz?probe=forged').set('X-Request-Id', forged);
      expect(res.headers['x-request-id']).not.toBe(forged);
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{14,}$/);
    }
    await written();
    expect(logs.entries().find((entry) => entry.path === '/healthz?probe=kept')?.reqId).toBe('a1b2c3d4e5f6-nginx.7');
  });

  it('writes only warnings and errors at LOG_LEVEL=warn', async () => {
    const quiet = memoryLog();
    const warnOnly = createApp(testConfig({ logLevel: 'warn' }), { log: quiet.log, manifest: {} });
    await request(warnOnly).get('/healthz');
    await request(warnOnly).get('/');
    await written();
    const entries = quiet.entries();
    expect(entries.find((entry) => entry.path === '/healthz')).toBeUndefined();
    // The home page cannot render without its manifest: a 500, written as an error with its event.
    expect(entries.find((entry) => entry.path === '/')).toMatchObject({ level: 'error', status: 500 });
    expect(entries.find((entry) => entry.event === 'request-error')).toMatchObject({ level: 'error' });
  });
});

describe('the process logger', () => {
  it('writes a request line as pino writes its events: same shape, same sink, same LOG_LEVEL', async () => {
    const logs = memoryLog();
    const log = createLogger({ level: 'warn', write: logs.log });
    const fields = { reqId: 'r1', path: '/a"b\u2028\ud800', status: 200, aborted: false };
    log.line('info', fields);
    log.line('error', fields);
    log({ level: 'error', ...fields });
    await written();
    const [line, event, ...rest] = logs.entries();
    expect(rest).toEqual([]);
    expect(line).toEqual({ level: 'error', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), ...fields });
    expect({ ...line, time: '' }).toEqual({ ...event, time: '' });
  });

  it('writes events as JSON lines with their level by name, info when they give none', async () => {
    const logs = memoryLog();
    const log = createLogger({ write: logs.log });
    log({ event: 'listening', port: 3000 });
    log({ level: 'warn', event: 'go-live', items: ['PUBLIC_URL'] });
    await written();
    expect(logs.entries()).toEqual([
      { level: 'info', time: expect.any(String), event: 'listening', port: 3000 },
      { level: 'warn', time: expect.any(String), event: 'go-live', items: ['PUBLIC_URL'] },
    ]);
  });

  it('tells an error by its message and code, never as [object Object]', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(errorFields(refused)).toEqual({ message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' });
    // "localhost" is tried on ::1 then 127.0.0.1: node's AggregateError has an empty message.
    const both = new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }), refused], '');
    expect(errorFields(both)).toEqual({ message: 'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' });
    expect(errorFields({ message: 'the database system is starting up', code: '57P03', severity: 'FATAL' })).toEqual({
      message: 'the database system is starting up',
      code: '57P03',
    });
    expect(errorFields({ errno: -2 })).toEqual({ message: '{"errno":-2}' });
  });
});
