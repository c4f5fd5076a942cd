import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAnswer } from '../../protocol/chat-client.ts';
import { MAX_WEBHOOK_REPLY } from '../../server/chat/webhook.ts';
import { memoryLog, startServer, testConfig } from '../helpers/server.ts';
import { sleep, startStreamingWebhook, streamLine } from '../helpers/streaming-webhook.ts';

const body = JSON.stringify({ message: 'Bonjour', sessionId: 'session-1700000000000-abc123def', charad: null, conversationHistory: [] });

let webhook: Awaited<ReturnType<typeof startStreamingWebhook>>;
let site: Awaited<ReturnType<typeof startServer>>;
const logs = memoryLog();

beforeAll(async () => {
  webhook = await startStreamingWebhook();
  site = await startServer({ log: logs.log, webhookTimeoutMs: 1500 }, testConfig({ chatWebhookUrl: webhook.url }));
});
afterAll(async () => {
  await site.close();
  await webhook.close();
});

/** POST /api/chat, reading the body piece by piece: each piece with the time it came. */
async function post() {
  const started = Date.now();
  const response = await fetch(`${site.url}/api/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const pieces: { at: number; text: string }[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>)
    pieces.push({ at: Date.now() - started, text: decoder.decode(chunk, { stream: true }) });
  return { response, pieces, text: pieces.map((piece) => piece.text).join('') };
}

describe('POST /api/chat passes a webhook’s stream through as it comes', () => {
  it('sends each piece on at once, not at the end, byte for byte, as application/json', async () => {
    const lines = [streamLine('begin'), streamLine('item', 'Nos tables'), streamLine('item', ' tactiles'), streamLine('end')];
    webhook.answerWith(async (res) => {
      for (const line of lines) {
        res.write(line);
        await sleep(250);
      }
      res.end();
    });
    const { response, pieces, text } = await post();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(text).toBe(lines.join(''));
    // The first words were there long before the webhook finished (4 pieces 250 ms apart).
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces[0]!.at).toBeLessThan(pieces.at(-1)!.at - 400);
  });

  it('passes a line cut across packets whole, and the widget’s reader makes one reply of it', async () => {
    const whole = streamLine('begin') + streamLine('item', 'Un écran à économie d’énergie') + streamLine('end');
    const bytes = Buffer.from(whole);
    webhook.answerWith(async (res) => {
      // Cut inside the begin line, inside the item's JSON, inside « é » (two bytes).
      const cuts = [0, 3, 40, whole.indexOf('é') + 1, whole.indexOf('é') + 2, bytes.length];
      for (let i = 0; i + 1 < cuts.length; i++) {
        res.write(bytes.subarray(cuts[i], cuts[i + 1]));
        await sleep(60);
      }
      res.end();
    });
    const { text } = await post();
    expect(text).toBe(whole);
    const reply = await readAnswer(new Response(text, { status: 200 }), () => {});
    expect(reply.message).toBe('Un écran à économie d’énergie');
  });

  it('passes an error line through (the widget keeps the text before it)', async () => {
    webhook.answerWith((res) => void res.end(streamLine('begin') + streamLine('item', 'Début') + streamLine('error', 'Le modèle ne répond pas')));
    const { text } = await post();
    expect(text).toContain('"type":"error","content":"Le modèle ne répond pas"');
  });

  it('ends a stream that goes past the size limit with an error line, and logs it', async () => {
    webhook.answerWith(async (res) => {
      res.write(streamLine('begin'));
      for (let i = 0; i < 300; i++) {
        if (!res.write(streamLine('item', 'x'.repeat(1000)))) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end(streamLine('end'));
    });
    const { text } = await post();
    expect(text.length).toBeLessThanOrEqual(MAX_WEBHOOK_REPLY + 200);
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\{"type":"error","content":"réponse du webhook trop volumineuse/);
    expect(logs.entries().find((entry) => entry.event === 'chat-webhook-failed' && entry.streamed)).toMatchObject({ status: 502 });
  });

  it('ends a stream that outlasts the webhook timeout with an error line', async () => {
    webhook.answerWith(async (res) => {
      res.write(streamLine('begin') + streamLine('item', 'Je réfléchis'));
      await sleep(3000);
      res.end(streamLine('end'));
    });
    const { response, text } = await post();
    expect(response.status).toBe(200);
    expect(text).toContain('Je réfléchis');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\{"type":"error","content":"pas de réponse du webhook en 1500 ms"/);
    // The widget keeps the text that came before the error line.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(readAnswer(new Response(text), () => {})).resolves.toMatchObject({ message: 'Je réfléchis' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pas de réponse du webhook'));
    warn.mockRestore();
  });

  it('reads an answer that is not streamed whole, as before', async () => {
    webhook.answerWith((res) => void res.end('{\n  "output": "Réponse entière"\n}\n'));
    const { text } = await post();
    expect(text).toBe('{\n  "output": "Réponse entière"\n}\n');
  });
});
