/** Checks a POST /api/chat body with the protocol's schema (protocol/chat-schema.ts); returns the first problem in French. */
import { chatRequestSchema, type ChatRequest } from '../../protocol/chat-schema.ts';

type Result = { ok: true; value: ChatRequest } | { ok: false; error: string };

export function validateChatRequest(body: unknown): Result {
  const checked = chatRequestSchema.safeParse(body);
  if (checked.success) return { ok: true, value: checked.data };
  return { ok: false, error: checked.error.issues[0]?.message ?? 'Requête invalide.' };
}
