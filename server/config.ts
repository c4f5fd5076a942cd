/** Configuration read once from the environment; a bad value stops the process with the variable's name. */
export interface Config {
  port: number;
  publicUrl: string;
  chatWebhookUrl: string | null;
  /** How long the webhook may take; the shutdown grace is longer, so SIGTERM never cuts a call. */
  chatWebhookTimeoutMs: number;
  /** Webhook calls open at once in this process; beyond, visitors get 503 and Retry-After. */
  chatWebhookConcurrency: number;
  /** Origins whose pages may call /api/chat; null lets any page embed the assistant. */
  chatAllowedOrigins: string[] | null;
  /** Passed to Express's "trust proxy" setting: false, a number of proxies, or their addresses; never true. */
  trustProxy: false | number | string;
  env: 'production' | 'development' | 'test';
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

function parseInteger(variable: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(variable, `doit être un entier entre ${min} et ${max} (reçu « ${raw} »)`);
  }
  return Number(raw);
}

function parseHttpUrl(variable: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(variable, `doit être une URL absolue (reçu « ${raw} »)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(variable, `doit commencer par http:// ou https:// (reçu « ${raw} »)`);
  }
  return url;
}

function parseTrustProxy(raw: string | undefined): false | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  // "true" trusts every address in X-Forwarded-For: a client would pick its own address, and so
  // escape the chat's rate limit and write what it likes in the logs.
  if (raw.trim().toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      "ne peut pas valoir true, qui ferait confiance à un X-Forwarded-For forgé par n'importe quel client : donnez le nombre de proxys devant le serveur (1 derrière un seul nginx) ou leurs adresses (loopback, 10.0.0.0/8)",
    );
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  // Express accepts names (loopback, linklocal, uniquelocal) and IP addresses or CIDR ranges, comma-separated.
  const valid = raw.split(',').every((part) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(part.trim()));
  if (!valid) {
    throw new ConfigError(
      'TRUST_PROXY',
      `doit valoir false, un nombre de proxys, ou une liste d'adresses IP / plages CIDR (reçu « ${raw} »)`,
    );
  }
  return raw;
}

function parseOrigins(raw: string | undefined): string[] | null {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return null;
  return raw.split(',').map((part) => {
    const origin = part.trim();
    const url = parseHttpUrl('CHAT_ALLOWED_ORIGINS', origin);
    if (url.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError('CHAT_ALLOWED_ORIGINS', `attend des origines sans chemin, séparées par des virgules (reçu « ${origin} »)`);
    }
    return url.origin;
  });
}

function parseEnv(raw: string | undefined): Config['env'] {
  if (raw === undefined || raw === '') return 'production';
  if (raw === 'production' || raw === 'development' || raw === 'test') return raw;
  throw new ConfigError('NODE_ENV', `doit valoir production, development ou test (reçu « ${raw} »)`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = parseInteger('PORT', env.PORT, 3000, 1, 65535);
  const publicUrl = env.PUBLIC_URL ? parseHttpUrl('PUBLIC_URL', env.PUBLIC_URL).origin : `http://localhost:${port}`;
  const chatWebhookUrl = env.CHAT_WEBHOOK_URL ? parseHttpUrl('CHAT_WEBHOOK_URL', env.CHAT_WEBHOOK_URL).href : null;
  return {
    port,
    publicUrl,
    chatWebhookUrl,
    chatWebhookTimeoutMs: parseInteger('CHAT_WEBHOOK_TIMEOUT_MS', env.CHAT_WEBHOOK_TIMEOUT_MS, 15_000, 100, 120_000),
    chatWebhookConcurrency: parseInteger('CHAT_WEBHOOK_CONCURRENCY', env.CHAT_WEBHOOK_CONCURRENCY, 50, 1, 10_000),
    chatAllowedOrigins: parseOrigins(env.CHAT_ALLOWED_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    env: parseEnv(env.NODE_ENV),
  };
}
