/** Forwards a chat request to the automation webhook (CHAT_WEBHOOK_URL) and returns its answer: whole, or a stream to pass on. */
import { isStreamStart } from '../../protocol/chat-client.ts';

/** The most of a webhook's reply we read: a chat answer is a few KB; beyond this it is broken or hostile. */
export const MAX_WEBHOOK_REPLY = 256 * 1024;

export class WebhookError extends Error {
  override name = 'WebhookError';
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/** The visitor went away before the webhook answered: there is nobody left to answer. */
export class VisitorGone extends Error {
  override name = 'VisitorGone';
}

/** A webhook's answer: its whole text, or a stream (n8n's, one JSON object a line) to pass on as it comes. */
export type WebhookAnswer = { text: string } | { stream: StreamedAnswer };

export interface StreamedAnswer {
  /** What came before the first line decided it is a stream. */
  head: Uint8Array;
  /** Passes the rest on as it comes, up to the size limit and the timeout, then ends with an error line if it could not finish. */
  pipe(write: (chunk: Uint8Array) => void): Promise<{ bytes: number; error?: WebhookError | VisitorGone }>;
}

/** The line a stream ends with when it cannot go on, as n8n writes its own errors; the widget shows its generic error. */
export const streamErrorLine = (message: string) => `\n${JSON.stringify({ type: 'error', content: message })}\n`;

/**
 * Reads a response's first line to know whether it is a stream: a stream is handed over from there,
 * any other answer is read whole; both up to `limit` bytes (the call is cancelled beyond).
 */
async function readAnswer(response: Response, limit: number, failure: (error: unknown) => WebhookError | VisitorGone): Promise<WebhookAnswer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) {
    await response.body?.cancel();
    throw new WebhookError(502, `réponse du webhook trop volumineuse (${declared} octets, ${limit} au plus)`);
  }
  if (!response.body) return { text: '' };
  const tooLarge = () => new WebhookError(502, `réponse du webhook trop volumineuse (plus de ${limit} octets)`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  let decided = false;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
    // Decoded once a piece brings a line's end (10 is "\n"), so that a long answer costs one decoding.
    if (decided || !value.includes(10)) continue;
    const start = Buffer.concat(chunks).toString('utf8').trimStart();
    const newline = start.indexOf('\n');
    if (newline < 0) continue;
    decided = true;
    if (!isStreamStart(start.slice(0, newline))) continue;
    let bytes = size;
    const head = Buffer.concat(chunks);
    return {
      stream: {
        head,
        async pipe(write) {
          try {
            for (;;) {
              const next = await reader.read();
              if (next.done) return { bytes };
              bytes += next.value.byteLength;
              if (bytes > limit) {
                await reader.cancel();
                return { bytes, error: tooLarge() };
              }
              // No wait for the visitor's socket to drain: a stream is at most `limit` bytes.
              write(next.value);
            }
          } catch (error) {
            return { bytes, error: failure(error) };
          }
        },
      },
    };
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * Posts `body` (the validated request, never the raw one) and returns the webhook's answer.
 * `visitor` is aborted when the visitor disconnects: the upstream call is then cancelled too.
 * The timeout covers the whole answer, a stream's end included.
 */
export async function forwardToWebhook(
  url: string,
  body: unknown,
  timeoutMs: number,
  visitor: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<WebhookAnswer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const failure = (error: unknown): WebhookError | VisitorGone => {
    if (error instanceof WebhookError) return error;
    if (visitor.aborted) return new VisitorGone('le visiteur est parti avant la réponse du webhook');
    if (timeout.aborted) return new WebhookError(504, `pas de réponse du webhook en ${timeoutMs} ms`);
    const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return new WebhookError(502, `webhook injoignable : ${detail}`);
  };
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([timeout, visitor]),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new WebhookError(502, `le webhook a répondu ${response.status}`);
    }
    return await readAnswer(response, MAX_WEBHOOK_REPLY, failure);
  } catch (error) {
    throw failure(error);
  }
}
