import type { Router } from 'express';
import { builtinAnswer } from './chat/builtin.ts';
import { chatRouter } from './chat/router.ts';
import type { Config } from './config.ts';
import { MemoryConversationStore } from './conversations/store.ts';
import type { LeadDesk } from './leads/desk.ts';
import type { Leads } from './leads/service.ts';
import type { Logger } from './logger.ts';

export interface ChatApiOptions {
  config: Config;
  /** The leads' database, which keeps the conversations; without it they are kept in memory. */
  leads: Leads | undefined;
  /** The built-in assistant's desk of the moment (assistant-desk.ts), which answers without a webhook. */
  desk: () => LeadDesk;
  /** Chat messages one client may send a minute. */
  rateLimit?: number;
  /** How long the webhook may take to answer (config.chatWebhookTimeoutMs by default). */
  webhookTimeoutMs?: number;
  log: Logger;
}

/** POST /api/chat as the app mounts it: the webhook if there is one, else the built-in assistant. */
export function chatApi({ config, leads, desk, rateLimit, webhookTimeoutMs, log }: ChatApiOptions): Router {
  // Conversations are kept in the leads' database; an app without one (tests, the export) keeps them
  // in memory, and can store no lead.
  const memoryConversations = leads ? undefined : new MemoryConversationStore();
  const conversations = () => (leads ? leads.conversations() : Promise.resolve(memoryConversations!));
  return chatRouter({
    webhookUrl: config.chatWebhookUrl,
    allowedOrigins: config.chatAllowedOrigins,
    conversations,
    publicUrl: config.publicUrl,
    builtin: builtinAnswer({ desk, conversations, onStored: () => leads?.stored(), log }),
    rateLimit: rateLimit ?? 60,
    webhookTimeoutMs: webhookTimeoutMs ?? config.chatWebhookTimeoutMs,
    webhookConcurrency: config.chatWebhookConcurrency,
    log,
  });
}
