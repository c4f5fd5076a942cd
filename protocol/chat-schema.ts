/**
 * The request of POST /api/chat (docs/protocol.md) as zod schemas, with the French message of the
 * first problem, and the types inferred from them. Only the server validates with it: the widget
 * imports these types alone (`import type`), so zod never ships in its bundle.
 */
import { z } from 'zod';
import { MAX_CHARAD_FIELD, MAX_HISTORY, MAX_HISTORY_CONTENT, MAX_MESSAGE, MAX_PAGE_URL, MAX_PROOF, MAX_SESSION_ID, MESSAGE_ID } from './chat.ts';

/** The opening item a message answers; missing or null is none. Unknown fields are dropped, text fields cut to MAX_CHARAD_FIELD. */
function charadSchema(error: string) {
  const field = z
    .string({ error })
    .optional()
    .transform((value) => (value ?? '').slice(0, MAX_CHARAD_FIELD));
  return z
    .object({ id: field, type: field, content: field, category: field, difficulty: field }, { error })
    .nullish()
    .transform((charad) => charad ?? null);
}

const ENTRY_ERROR = 'Chaque entrée de l’historique doit avoir un « role » (user ou assistant) et un « content » texte.';

const historyEntrySchema = z.object(
  {
    role: z.enum(['user', 'assistant'], { error: ENTRY_ERROR }),
    content: z.string({ error: ENTRY_ERROR }).transform((content) => content.slice(0, MAX_HISTORY_CONTENT)),
    charad: charadSchema('Le champ « charad » de l’historique est mal formé.'),
  },
  { error: ENTRY_ERROR },
);

/** Missing or null is an empty history; its length is checked before its entries. */
const historySchema = z
  .array(z.unknown(), { error: 'Le champ « conversationHistory » doit être une liste.' })
  .max(MAX_HISTORY, { error: `L’historique dépasse ${MAX_HISTORY} messages.` })
  .nullish()
  .transform((history) => history ?? [])
  .pipe(z.array(historyEntrySchema));

/** An optional text field of ours (not the core's), without control characters. */
const optionalText = (max: number, error: string, pattern?: RegExp) =>
  z
    .string({ error })
    .max(max, { error })
    .regex(pattern ?? /^[^\u0000-\u001f\u007f]*$/, { error })
    .optional();

const SESSION_ERROR = `Le champ « sessionId » doit être un texte de ${MAX_SESSION_ID} caractères au plus.`;

/** A chat request: the message trimmed, the session id '' when missing, unknown fields dropped. Problems come in field order. */
export const chatRequestSchema = z.object(
  {
    message: z
      .string({ error: 'Le champ « message » est obligatoire.' })
      .trim()
      .min(1, { error: 'Le message est vide.' })
      .max(MAX_MESSAGE, { error: `Le message dépasse ${MAX_MESSAGE} caractères.` }),
    sessionId: z
      .string({ error: SESSION_ERROR })
      .max(MAX_SESSION_ID, { error: SESSION_ERROR })
      .optional()
      .transform((sessionId) => sessionId ?? ''),
    charad: charadSchema('Le champ « charad » est mal formé.'),
    conversationHistory: historySchema,
    messageId: optionalText(64, 'Le champ « messageId » doit être un identifiant de 64 lettres, chiffres, - ou _ au plus.', MESSAGE_ID),
    page: optionalText(MAX_PAGE_URL, `Le champ « page » doit être une adresse de ${MAX_PAGE_URL} caractères au plus.`),
    referrer: optionalText(MAX_PAGE_URL, `Le champ « referrer » doit être une adresse de ${MAX_PAGE_URL} caractères au plus.`),
    language: z.enum(['fr', 'en'], { error: 'Le champ « language » doit valoir « fr » ou « en ».' }).optional(),
    proof: optionalText(MAX_PROOF, `Le champ « proof » doit être un texte de ${MAX_PROOF} caractères au plus.`, /^[A-Za-z0-9+/=]*$/),
  },
  { error: 'Le corps de la requête doit être un objet JSON.' },
);

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type HistoryEntry = ChatRequest['conversationHistory'][number];
export type Charad = NonNullable<ChatRequest['charad']>;
