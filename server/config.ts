import { resolve } from 'node:path';
import { z } from 'zod';
import { readEmail } from './leads/contact-details.ts';
import { LOG_LEVELS, type LogLevel } from './logger.ts';

/** Configuration read once from the environment; a bad value stops the process with the variable's name. */
export interface Config {
  port: number;
  publicUrl: string;
  chatWebhookUrl: string | null;
  /** How long the webhook may take; the shutdown grace is longer, so SIGTERM never cuts a call. */
  chatWebhookTimeoutMs: number;
  /** Webhook calls open at once in this process; beyond, visitors get 503 and Retry-After. */
  chatWebhookConcurrency: number;
  /** Partner origins whose pages may call /api/chat, beside the site's own; null lets any page (set as *). */
  chatAllowedOrigins: string[] | null;
  /** After SIGTERM, how long the outbox may finish its sends in flight (SHUTDOWN_TIMEOUT, given in seconds). */
  shutdownTimeoutMs: number;
  /** Passed to Express's "trust proxy" setting: false, the proxies' addresses, or their number (warned of); never true. */
  trustProxy: false | number | string;
  env: 'production' | 'development' | 'test';
  leads: LeadsConfig;
  /** Lines below this level are not written. */
  logLevel: LogLevel;
  /** Prometheus metrics on 127.0.0.1 at this port; null: none. */
  metricsPort: number | null;
  /** HSTS asks browsers to hard-code the site as HTTPS-only (preload): only when the operator says so. */
  hstsPreload: boolean;
}

/** Where leads are kept and who is told of them (docs/operations.md, "Leads"). */
export interface LeadsConfig {
  /** The embedded database's directory (absolute), used when there is no databaseUrl. */
  dataDir: string;
  /** A PostgreSQL server shared by several instances. */
  databaseUrl: string | null;
  /** Each lead e-mailed to `notifyTo` through this server. */
  smtpUrl: string | null;
  notifyTo: string | null;
  /** The sender of those e-mails; null: the company's (content/brand.ts, emails.sender). */
  mailFrom: string | null;
  /** Each lead posted as JSON here. */
  webhookUrl: string | null;
  retentionDays: number;
  /** Conversations that led to no lead are deleted after this many days without a message. */
  conversationRetentionDays: number;
  /** Requests for contact stored per client address an hour, and per e-mail or phone a day. */
  perAddressHour: number;
  perContactDay: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration invalide : ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const integer = (min: number, max: number) => {
  const message = `doit être un entier entre ${min} et ${max}`;
  return z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));
};

const httpUrl = z.url({ protocol: /^https?$/, error: 'doit être une URL absolue commençant par http:// ou https://', abort: true });

/** An origin: scheme, host and port, nothing after (a trailing slash is tolerated). */
const origin = httpUrl
  .refine((url) => new URL(url).origin === url.replace(/\/$/, ''), 'attend des origines sans chemin, séparées par des virgules')
  .transform((url) => new URL(url).origin);

/** Names Express knows (loopback, linklocal, uniquelocal), IP addresses and CIDR ranges. */
const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

const trustProxy = z
  .string()
  // "true" trusts every address in X-Forwarded-For: a client would pick its own address, and so
  // escape the chat's rate limit and write what it likes in the logs.
  .refine((raw) => raw.trim().toLowerCase() !== 'true', {
    message:
      "ne peut pas valoir true, qui ferait confiance à un X-Forwarded-For forgé par n'importe quel client : donnez les adresses des proxys devant le serveur (loopback pour un nginx sur la même machine, 10.0.0.5, 10.0.0.0/8)",
    abort: true,
  })
  .refine(
    (raw) => raw === 'false' || /^\d+$/.test(raw) || raw.split(',').every((part) => PROXY_ADDRESS.test(part.trim())),
    "doit valoir false, un nombre de proxys, ou une liste d'adresses IP / plages CIDR",
  )
  .transform((raw): false | number | string => (raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw));

/** The environment, variable by variable: an empty value counts as unset, so its default applies. */
const environment = z.object({
  PORT: integer(1, 65535).default(3000),
  PUBLIC_URL: origin.optional(),
  CHAT_WEBHOOK_URL: httpUrl.transform((url) => new URL(url).href).optional(),
  CHAT_WEBHOOK_TIMEOUT_MS: integer(100, 120_000).default(15_000),
  CHAT_WEBHOOK_CONCURRENCY: integer(1, 10_000).default(50),
  // A comma-separated list of partners' origins (the site's own is always allowed); "*" lets any page.
  CHAT_ALLOWED_ORIGINS: z
    .string()
    .transform((raw) => (raw.trim() === '*' ? null : raw.split(',').map((part) => part.trim())))
    .pipe(z.array(origin).nullable())
    .default([]),
  TRUST_PROXY: trustProxy.default(false),
  // In seconds, as systemd's TimeoutStopSec, which must be longer.
  SHUTDOWN_TIMEOUT: integer(1, 3600).default(10),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://utilisateur:motdepasse@hôte:port/base', abort: true }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'doit être une URL smtp://utilisateur:motdepasse@hôte:port (ou smtps://)', abort: true }).optional(),
  LEADS_NOTIFY_TO: z
    .string()
    .transform((raw) => raw.split(',').map((part) => part.trim()))
    .refine((list) => list.every((address) => readEmail(address) !== null), 'attend une ou plusieurs adresses e-mail, séparées par des virgules')
    .transform((list) => list.join(', '))
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((address) => readEmail(address) !== null, 'attend une adresse e-mail')
    .optional(),
  LEADS_WEBHOOK_URL: httpUrl.transform((url) => new URL(url).href).optional(),
  // Three years by default: the CNIL's guidance for the data of prospects.
  LEADS_RETENTION_DAYS: integer(1, 36_500).default(1095),
  CONVERSATION_RETENTION_DAYS: integer(1, 3650).default(30),
  LEADS_PER_ADDRESS_HOUR: integer(1, 100_000).default(5),
  LEADS_PER_CONTACT_DAY: integer(1, 100_000).default(3),
  NODE_ENV: z.enum(['production', 'development', 'test'], { error: 'doit valoir production, development ou test' }).default('production'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `doit valoir ${LOG_LEVELS.join(', ')}` }).default('info'),
  METRICS_PORT: integer(1, 65535).optional(),
  HSTS_PRELOAD: z.enum(['0', '1'], { error: 'doit valoir 0 ou 1' }).default('0'),
});

type Variable = keyof z.input<typeof environment>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.keys(environment.shape).map((name) => [name, env[name]?.trim() === '' ? undefined : env[name]])) as Partial<
    Record<Variable, string>
  >;
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]) as Variable;
    throw new ConfigError(variable, `${issue.message} (reçu « ${given[variable]} »)`);
  }
  const vars = parsed.data;
  // One without the other would silently tell nobody.
  if (vars.SMTP_URL && !vars.LEADS_NOTIFY_TO)
    throw new ConfigError('LEADS_NOTIFY_TO', "est requis avec SMTP_URL : l'adresse de l'équipe qui reçoit les demandes");
  if (vars.LEADS_NOTIFY_TO && !vars.SMTP_URL)
    throw new ConfigError('SMTP_URL', 'est requis avec LEADS_NOTIFY_TO : le serveur qui envoie les e-mails (smtp://utilisateur:motdepasse@hôte:port)');
  return {
    port: vars.PORT,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    chatWebhookUrl: vars.CHAT_WEBHOOK_URL ?? null,
    chatWebhookTimeoutMs: vars.CHAT_WEBHOOK_TIMEOUT_MS,
    chatWebhookConcurrency: vars.CHAT_WEBHOOK_CONCURRENCY,
    chatAllowedOrigins: vars.CHAT_ALLOWED_ORIGINS,
    trustProxy: vars.TRUST_PROXY,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT * 1000,
    env: vars.NODE_ENV,
    leads: {
      dataDir: resolve(vars.DATA_DIR),
      databaseUrl: vars.DATABASE_URL ?? null,
      smtpUrl: vars.SMTP_URL ?? null,
      notifyTo: vars.LEADS_NOTIFY_TO ?? null,
      mailFrom: vars.MAIL_FROM ?? null,
      webhookUrl: vars.LEADS_WEBHOOK_URL ?? null,
      retentionDays: vars.LEADS_RETENTION_DAYS,
      conversationRetentionDays: vars.CONVERSATION_RETENTION_DAYS,
      perAddressHour: vars.LEADS_PER_ADDRESS_HOUR,
      perContactDay: vars.LEADS_PER_CONTACT_DAY,
    },
    logLevel: vars.LOG_LEVEL,
    metricsPort: vars.METRICS_PORT ?? null,
    hstsPreload: vars.HSTS_PRELOAD === '1',
  };
}
