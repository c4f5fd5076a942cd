/** Forwards a chat request to the automation webhook (CHAT_WEBHOOK_URL) and returns its answer's text. */

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

/** The body of a response, read up to `limit` bytes; the call is cancelled beyond. */
async function readBounded(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) {
    await response.body?.cancel();
    throw new WebhookError(502, `réponse du webhook trop volumineuse (${declared} octets, ${limit} au plus)`);
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new WebhookError(502, `réponse du webhook trop volumineuse (plus de ${limit} octets)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Posts `body` (the validated request, never the raw one) and returns the webhook's text.
 * `visitor` is aborted when the visitor disconnects: the upstream call is then cancelled too.
 */
export async function forwardToWebhook(
  url: string,
  body: unknown,
  timeoutMs: number,
  visitor: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(url, {
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
    return await readBounded(response, MAX_WEBHOOK_REPLY);
  } catch (error) {
    if (error instanceof WebhookError) throw error;
    if (visitor.aborted) throw new VisitorGone('le visiteur est parti avant la réponse du webhook');
    if (timeout.aborted) throw new WebhookError(504, `pas de réponse du webhook en ${timeoutMs} ms`);
    const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new WebhookError(502, `webhook injoignable : ${detail}`);
  }
}
