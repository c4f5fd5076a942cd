import { performance } from 'node:perf_hooks';
import cors from 'cors';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { ChatAnswer, ChatRequest } from '../../protocol/chat.ts';
import { failureReply } from '../assistant/failure.ts';
import type { ConversationStore } from '../conversations/store.ts';
import type { BuiltinAnswer } from './builtin.ts';
import { WebhookRecorder } from './webhook-record.ts';
import { forwardToWebhook, streamErrorLine, VisitorGone, WebhookError, type StreamedAnswer } from './webhook.ts';
import { validateChatRequest } from './validate.ts';

export interface ChatOptions {
  webhookUrl: string | null;
  /**
   * Origins whose pages may call the endpoint from a browser, beside the site's own (publicUrl's, and
   * the request's own host); null allows any page (CHAT_ALLOWED_ORIGINS=*).
   */
  allowedOrigins: string[] | null;
  /** The conversations' records: a webhook receives the record's history (none: the client's). */
  conversations?: () => Promise<ConversationStore>;
  publicUrl: string;
  /** The built-in assistant, which answers when there is no webhook. */
  builtin: BuiltinAnswer;
  /** Messages one client may send a minute. */
  rateLimit: number;
  webhookTimeoutMs: number;
  /** Webhook calls this process keeps open at once; beyond, 503 and Retry-After. */
  webhookConcurrency: number;
  log: (entry: Record<string, unknown>) => void;
}

/** Body limit of a chat request (413 beyond). */
export const MAX_BODY = '32kb';

/** Seconds a visitor is asked to wait when every webhook slot is taken: a webhook answers in a few. */
const BUSY_RETRY_AFTER = 5;

function fail(res: Response, status: number, error: string) {
  res.status(status).json({ error });
}

/**
 * Passes a streamed answer on as it comes (no proxy buffering, no compression on this route); a
 * stream that cannot finish (too large, too slow, the webhook gone) ends with an error line and a log line.
 * False when the visitor went away: nobody has the answer, nothing to record.
 */
async function passStream(stream: StreamedAnswer, res: Response, log: ChatOptions['log'], seen: (chunk: Uint8Array) => void): Promise<boolean> {
  // nginx and other proxies hold a response to buffer it unless told not to.
  res.setHeader('X-Accel-Buffering', 'no');
  res.write(stream.head);
  seen(stream.head);
  const { bytes, error } = await stream.pipe((chunk) => {
    res.write(chunk);
    seen(chunk);
  });
  if (error instanceof VisitorGone) log({ level: 'info', event: 'chat-webhook-abandoned', message: error.message });
  else if (error) {
    log({ level: 'error', event: 'chat-webhook-failed', status: error.status, message: error.message, streamed: bytes });
    const line = Buffer.from(streamErrorLine(error.message));
    res.write(line);
    // The record reads the error line as the visitor does: the text that came before it is kept.
    seen(line);
  }
  res.end();
  return !(error instanceof VisitorGone);
}

/** Milliseconds since `start` (performance.now()), to the microsecond. */
const elapsed = (start: number) => Math.round((performance.now() - start) * 1000) / 1000;

/** The origin a request was made on (the site's own pages call from it). */
const ownOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`;

/** POST /api/chat: validated, rate-limited, then the webhook or the built-in assistant answers. */
export function chatRouter(options: ChatOptions): Router {
  const router = Router();
  router.use((_req, res, next) => {
    // The widget calls this from partners' pages.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Browsers may call from the site's own origin and the partners' listed; a preflight from any
  // other gets no CORS headers, so its POST is never sent. One sent anyway (a browser that skips the
  // preflight) is refused below: its Origin header says where it comes from.
  const siteOrigin = new URL(options.publicUrl).origin;
  const allows = (origin: string | undefined, req: Request) =>
    options.allowedOrigins === null || !origin || origin === siteOrigin || origin === ownOrigin(req) || options.allowedOrigins.includes(origin);
  router.use(
    cors((req, callback) => {
      const origin = req.headers.origin;
      callback(null, {
        origin: options.allowedOrigins === null ? '*' : allows(origin, req as Request) ? (origin ?? false) : false,
        methods: ['POST'],
        allowedHeaders: ['Content-Type', 'Accept'],
        maxAge: 600,
      });
    }),
  );
  router.post('/', (req, res, next) => {
    if (allows(req.headers.origin, req)) return next();
    fail(res, 403, 'Cette page n’est pas autorisée à utiliser l’assistant.');
  });
  router.use(
    rateLimit({
      windowMs: 60_000,
      limit: options.rateLimit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      skip: (req) => req.method === 'OPTIONS',
      // Without a trusted proxy, X-Forwarded-For is ignored on purpose: no warning (a multi-line
      // stack on stderr that any client could trigger). TRUST_PROXY=true, the other case it warns of, is refused at start.
      validate: { xForwardedForHeader: false },
      handler: (req, res) => {
        const reset = (req as typeof req & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
        res.setHeader('Retry-After', String(reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 60));
        fail(res, 429, 'Trop de messages en peu de temps\u00a0: patientez quelques secondes avant de réessayer.');
      },
    }),
  );
  // JSON only: a browser posts text/plain or a form from any site without asking (no preflight),
  // which would let every page on the web make its visitors chat; JSON needs the CORS preflight.
  router.post('/', (req, res, next) => {
    if (req.is('application/json')) return next();
    fail(res, 415, 'Envoyez le message en JSON (Content-Type: application/json).');
  });
  router.use(express.json({ limit: MAX_BODY, type: 'application/json' }));

  const recorder = new WebhookRecorder(options.conversations, options.log);
  /** The built-in answer; an exception becomes the fallback reply (and a log line), never a 500. */
  const builtin = async (request: ChatRequest, req: Request) => {
    try {
      return await options.builtin(request, { address: req.ip ?? '' });
    } catch (error) {
      options.log({
        level: 'error',
        event: 'chat-builtin-failed',
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      return failureReply(options.publicUrl);
    }
  };
  let webhookCalls = 0;
  router.post('/', async (req, res) => {
    const checked = validateChatRequest(req.body);
    if (!checked.ok) return fail(res, 400, checked.error);
    if (!options.webhookUrl) return res.json({ output: await builtin(checked.value, req) } satisfies ChatAnswer);
    if (webhookCalls >= options.webhookConcurrency) {
      options.log({ level: 'warn', event: 'chat-webhook-busy', calls: webhookCalls });
      res.setHeader('Retry-After', String(BUSY_RETRY_AFTER));
      return fail(res, 503, 'L’assistant reçoit beaucoup de messages\u00a0: réessayez dans quelques secondes.');
    }
    const visitor = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) visitor.abort();
    };
    res.once('close', onClose);
    webhookCalls++;
    let asked = 0;
    try {
      const turn = await recorder.begin(checked.value);
      // Answered before (the same message sent again after a reload): the same answer, no second call.
      if (turn.again) return res.json({ output: turn.again } satisfies ChatAnswer);
      asked = performance.now();
      const answer = await forwardToWebhook(options.webhookUrl, turn.body, options.webhookTimeoutMs, visitor.signal);
      // The webhook's latency, for the metrics (server/metrics.ts counts from the log).
      options.log({ level: 'debug', event: 'chat-webhook-answered', ms: elapsed(asked) });
      // Our own type, whatever the webhook said: its text is read by the widget by the core's rules (docs/protocol.md).
      res.status(200).type('application/json');
      if ('text' in answer) {
        res.send(answer.text);
        return void (await recorder.answered(turn, { text: answer.text }));
      }
      const reading = recorder.reading();
      if (await passStream(answer.stream, res, options.log, reading.add)) await recorder.answered(turn, { stream: reading });
    } catch (error) {
      if (error instanceof VisitorGone) return options.log({ level: 'info', event: 'chat-webhook-abandoned', message: error.message });
      if (!(error instanceof WebhookError)) throw error;
      options.log({ level: 'error', event: 'chat-webhook-failed', status: error.status, message: error.message, ms: asked ? elapsed(asked) : undefined });
      fail(res, error.status, error.status === 504 ? 'L’assistant met trop de temps à répondre.' : 'L’assistant est momentanément indisponible.');
    } finally {
      webhookCalls--;
      res.off('close', onClose);
    }
  });

  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST, OPTIONS');
    fail(res, 405, 'Utilisez POST pour envoyer un message.');
  });

  const onError: ErrorRequestHandler = (error, _req, res, next) => {
    if (error?.type === 'entity.too.large') return fail(res, 413, `Requête trop volumineuse (${MAX_BODY} au plus).`);
    if (error?.type === 'entity.parse.failed') return fail(res, 400, 'Le corps de la requête n’est pas du JSON valide.');
    if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) return fail(res, error.status, 'Requête invalide.');
    next(error);
  };
  router.use(onError);
  return router;
}
