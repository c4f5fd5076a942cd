import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One line of n8n's streamed answer (a Respond to Webhook or an AI Agent node with streaming on). */
export const streamLine = (type: 'begin' | 'item' | 'end' | 'error', content?: string) =>
  `${JSON.stringify({ type, ...(content === undefined ? {} : { content }), metadata: { nodeId: 'agent-1', nodeName: 'AI Agent', itemIndex: 0, runIndex: 0, timestamp: 1_700_000_000_000 } })}\n`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local webhook that answers the way n8n streams: 200, application/json, chunked, one JSON
 * object a line. `answer` writes the pieces (with pauses, cuts inside lines…) and ends when it wants.
 */
export async function startStreamingWebhook() {
  let answer: (res: ServerResponse) => Promise<void> | void = (res) => void res.end();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Transfer-Encoding': 'chunked' });
      void Promise.resolve(answer(res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/chat`,
    /** How the next calls are answered. */
    answerWith(next: (res: ServerResponse) => Promise<void> | void) {
      answer = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
