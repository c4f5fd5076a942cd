import type { ChatReply, ChatRequest } from '../../protocol/chat.ts';
import { failureReply } from '../assistant/failure.ts';

/** What answers a chat message when no webhook is configured: the built-in assistant, with its lead desk (server/leads/desk.ts). */
export type BuiltinAnswer = (request: ChatRequest) => ChatReply | Promise<ChatReply>;

/**
 * A reply that needs nothing but the brand: the assistant failed, the visitor still gets a polite
 * answer that leads to a human. Buttons carry absolute URLs, since the widget may sit on a partner's page.
 */
export function fallbackReply(publicUrl: string): ChatReply {
  return failureReply(publicUrl);
}

/** Runs the built-in answer; an exception becomes the fallback reply (and a log line), never a 500. */
export async function builtinReply(
  answer: BuiltinAnswer,
  request: ChatRequest,
  publicUrl: string,
  log: (entry: Record<string, unknown>) => void,
): Promise<ChatReply> {
  try {
    return await answer(request);
  } catch (error) {
    log({ level: 'error', event: 'chat-builtin-failed', message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
    return fallbackReply(publicUrl);
  }
}
