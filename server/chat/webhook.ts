/** Forwards a chat request to the automation webhook (CHAT_WEBHOOK_URL) and returns its answer as it is. */
export interface WebhookAnswer {
  contentType: string;
  body: string;
}

export class WebhookError extends Error {
  override name = 'WebhookError';
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

export async function forwardToWebhook(url: string, body: unknown, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<WebhookAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new WebhookError(504, `pas de réponse du webhook en ${timeoutMs} ms`);
    throw new WebhookError(502, `webhook injoignable : ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`);
  }
  if (!response.ok) throw new WebhookError(502, `le webhook a répondu ${response.status}`);
  return { contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8', body: text };
}
