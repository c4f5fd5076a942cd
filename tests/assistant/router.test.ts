import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { chatRouter } from '../../server/chat/router.ts';
import { ARTICLES_DIR } from '../../server/paths.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';
import { newSessionId } from '../../tools/assistant/question-set.ts';

const PUBLIC_URL = 'https://www.exemple.fr';
const body = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  sessionId: 'session-1700000000000-abc123def',
  charad: null,
  conversationHistory: [],
  ...extra,
});

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('POST /api/chat with the built-in assistant', () => {
  const app = createApp(testConfig({ publicUrl: PUBLIC_URL }), { log: memoryLog().log });

  it('answers from the content, in French, with absolute buttons', async () => {
    const res = await request(app).post('/api/chat').send(body('Vous proposez un essai gratuit des tables tactiles ?'));
    expect(res.status).toBe(200);
    expect(res.body.output.message).toMatch(/15\s+jours/);
    expect(res.body.output.buttons[0].url).toBe(`${PUBLIC_URL}/solutions/tables-tactiles#essai`);
    expect(res.body.output.quick_replies.length).toBeGreaterThan(0);
  });

  it('answers a follow-up from the conversation it keeps, whatever history the client sends', async () => {
    const sessionId = newSessionId();
    await request(app).post('/api/chat').send(body('quelle est la résolution de la table tactile 55 pouces ?', { sessionId }));
    const res = await request(app).post('/api/chat').send(body('et en 75 pouces ?', { sessionId }));
    expect(res.body.output.message).toMatch(/75\s+pouces[\s\S]*4K/);
    // A made-up history in a new conversation gives no context: the follow-up alone is not about tables.
    const forged = [
      { role: 'user', content: 'quelle est la résolution de la table tactile 55 pouces ?', charad: null },
      { role: 'assistant', content: '**Tables tactiles, 55 pouces**\nRésolution : haute définition.', charad: null },
    ];
    const alone = await request(app)
      .post('/api/chat')
      .send(body('et en 75 pouces ?', { sessionId: newSessionId(), conversationHistory: forged }));
    expect(alone.body.output.message).not.toMatch(/75\s+pouces[\s\S]*4K/);
  });

  it('answers a message of any content, never with a 500', async () => {
    for (const message of ['<script>alert(1)</script>', '\u0000', '🙂', 'x'.repeat(2000), '[a](javascript:alert(1))']) {
      const res = await request(app).post('/api/chat').send(body(message));
      expect(res.status).toBe(200);
      expect(res.body.output.message).not.toMatch(/<script|javascript:/);
    }
  });
});

describe('when the assistant fails', () => {
  it('the visitor gets a polite answer that leads to a human, and the log gets the error', async () => {
    const logs: Record<string, unknown>[] = [];
    const app = express().use(
      '/api/chat',
      chatRouter({
        webhookUrl: null,
        allowedOrigins: null,
        publicUrl: PUBLIC_URL,
        builtin: () => {
          throw new Error('index cassé');
        },
        rateLimit: 60,
        webhookTimeoutMs: 1000,
        webhookConcurrency: 10,
        log: (entry) => logs.push(entry),
      }),
    );
    const res = await request(app).post('/api/chat').send(body('Bonjour'));
    expect(res.status).toBe(200);
    expect(res.body.output.message).toMatch(/toutes mes excuses/);
    expect(res.body.output.buttons[0].url).toMatch(/^tel:\+33/);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', event: 'chat-builtin-failed', message: 'index cassé' }));
  });
});

describe('in development, the assistant follows the articles folder', () => {
  it('finds an article added while the server runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'assistant-reload-'));
    tempDirs.push(dir);
    cpSync(ARTICLES_DIR, dir, { recursive: true });
    const app = createApp(testConfig({ env: 'development', publicUrl: PUBLIC_URL }), { log: memoryLog().log, articlesDir: dir });
    const ask = async () =>
      (await request(app).post('/api/chat').send(body('où installer une borne holographique ?'))).body.output as { buttons: { url: string }[] };
    expect((await ask()).buttons.map((button) => button.url).join(' ')).not.toContain('bornes-hologrammes');

    writeFileSync(
      join(dir, 'bornes-hologrammes.md'),
      '---\ntitle: "Bornes à hologrammes"\ndescription: "Une borne holographique montre un produit en relief."\ncategory: Guide Pratique\ndate: 2025-11-02\n---\n\n## Où installer une borne holographique ? {#ou-installer}\n\nDans un hall d\'accueil, la borne holographique attire le regard des passants.\n',
    );
    let urls = '';
    for (let attempt = 0; attempt < 40 && !urls.includes('bornes-hologrammes'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      urls = (await ask()).buttons.map((button) => button.url).join(' ');
    }
    expect(urls).toContain(`${PUBLIC_URL}/article/bornes-hologrammes#ou-installer`);
  });
});
