import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      chatWebhookUrl: null,
      chatWebhookTimeoutMs: 15_000,
      chatWebhookConcurrency: 50,
      chatAllowedOrigins: [],
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      env: 'production',
      leads: {
        dataDir: resolve('data'),
        databaseUrl: null,
        smtpUrl: null,
        notifyTo: null,
        mailFrom: null,
        webhookUrl: null,
        retentionDays: 1095,
        conversationRetentionDays: 30,
        perAddressHour: 5,
        perContactDay: 3,
      },
      logLevel: 'info',
      metricsPort: null,
      hstsPreload: false,
    });
  });

  it('lets any page call the chat only when CHAT_ALLOWED_ORIGINS is * in so many words', () => {
    expect(loadConfig({ CHAT_ALLOWED_ORIGINS: '*' }).chatAllowedOrigins).toBeNull();
    expect(loadConfig({ CHAT_ALLOWED_ORIGINS: '' }).chatAllowedOrigins).toEqual([]);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://www.exemple.fr/',
      CHAT_WEBHOOK_URL: 'https://automations.exemple.fr/webhook/chat',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      SHUTDOWN_TIMEOUT: '30',
      NODE_ENV: 'development',
      CHAT_ALLOWED_ORIGINS: 'https://partenaire.exemple.fr, http://localhost:8080',
      CHAT_WEBHOOK_TIMEOUT_MS: '8000',
      CHAT_WEBHOOK_CONCURRENCY: '20',
      DATA_DIR: '/var/lib/ondalys',
      DATABASE_URL: 'postgres://site:secret@db.exemple.fr:5432/leads',
      SMTP_URL: 'smtp://site:secret@mail.exemple.fr:587',
      LEADS_NOTIFY_TO: 'ventes@exemple.fr, direction@exemple.fr',
      MAIL_FROM: 'site@exemple.fr',
      LEADS_WEBHOOK_URL: 'https://crm.exemple.fr/hooks/leads',
      LEADS_RETENTION_DAYS: '730',
      CONVERSATION_RETENTION_DAYS: '14',
      LEADS_PER_ADDRESS_HOUR: '10',
      LEADS_PER_CONTACT_DAY: '2',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '9464',
      HSTS_PRELOAD: '1',
    });
    expect(config).toEqual({
      port: 8080,
      publicUrl: 'https://www.exemple.fr',
      chatWebhookUrl: 'https://automations.exemple.fr/webhook/chat',
      chatWebhookTimeoutMs: 8000,
      chatWebhookConcurrency: 20,
      chatAllowedOrigins: ['https://partenaire.exemple.fr', 'http://localhost:8080'],
      trustProxy: 'loopback, 10.0.0.0/8',
      shutdownTimeoutMs: 30_000,
      env: 'development',
      leads: {
        dataDir: '/var/lib/ondalys',
        databaseUrl: 'postgres://site:secret@db.exemple.fr:5432/leads',
        smtpUrl: 'smtp://site:secret@mail.exemple.fr:587',
        notifyTo: 'ventes@exemple.fr, direction@exemple.fr',
        mailFrom: 'site@exemple.fr',
        webhookUrl: 'https://crm.exemple.fr/hooks/leads',
        retentionDays: 730,
        conversationRetentionDays: 14,
        perAddressHour: 10,
        perContactDay: 2,
      },
      logLevel: 'warn',
      metricsPort: 9464,
      hstsPreload: true,
    });
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it.each([
    [{ SMTP_URL: 'smtp://mail.exemple.fr' }, /LEADS_NOTIFY_TO est requis avec SMTP_URL/],
    [{ LEADS_NOTIFY_TO: 'ventes@exemple.fr' }, /SMTP_URL est requis avec LEADS_NOTIFY_TO/],
    [{ SMTP_URL: 'smtp://mail.exemple.fr', LEADS_NOTIFY_TO: 'ventes@exemple' }, /LEADS_NOTIFY_TO attend une ou plusieurs adresses e-mail/],
    [{ SMTP_URL: 'http://mail.exemple.fr', LEADS_NOTIFY_TO: 'ventes@exemple.fr' }, /SMTP_URL doit être une URL smtp/],
    [{ DATABASE_URL: 'mysql://db' }, /DATABASE_URL doit être une URL postgres/],
    [{ LEADS_RETENTION_DAYS: '0' }, /LEADS_RETENTION_DAYS doit être un entier/],
    [{ MAIL_FROM: 'site@' }, /MAIL_FROM attend une adresse e-mail/],
  ])('refuses leads settings that would lose or misdirect leads: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each(['true', 'TRUE', ' true '])('refuses TRUST_PROXY=%s, which would trust a forged X-Forwarded-For, and says what to give', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY.*adresses des proxys.*loopback/);
  });

  it.each([
    ['PORT', { PORT: 'http' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '0' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'www.exemple.fr' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://exemple.fr' }],
    ['CHAT_WEBHOOK_URL', { CHAT_WEBHOOK_URL: 'pas une url' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'oui' }],
    ['SHUTDOWN_TIMEOUT', { SHUTDOWN_TIMEOUT: '10s' }],
    ['CHAT_WEBHOOK_TIMEOUT_MS', { CHAT_WEBHOOK_TIMEOUT_MS: '20s' }],
    ['CHAT_WEBHOOK_CONCURRENCY', { CHAT_WEBHOOK_CONCURRENCY: '0' }],
    ['CHAT_ALLOWED_ORIGINS', { CHAT_ALLOWED_ORIGINS: 'https://partenaire.exemple.fr/page' }],
    ['CHAT_ALLOWED_ORIGINS', { CHAT_ALLOWED_ORIGINS: 'partenaire.exemple.fr' }],
    ['NODE_ENV', { NODE_ENV: 'prod' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['METRICS_PORT', { METRICS_PORT: '0' }],
    ['HSTS_PRELOAD', { HSTS_PRELOAD: 'yes' }],
  ])('rejects a bad %s with a message that names it', (variable, env) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
  });
});
