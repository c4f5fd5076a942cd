/** Checks a POST /api/chat body (SPEC.md section 7); returns the first problem in French. */
export const MAX_MESSAGE = 2000;
export const MAX_HISTORY = 50;
const MAX_HISTORY_CONTENT = 8000;

export interface Charad {
  id: string;
  type: string;
  content: string;
  category: string;
  difficulty: string;
}

export interface ChatRequest {
  message: string;
  sessionId: string;
  charad: Charad | null;
  conversationHistory: { role: 'user' | 'assistant'; content: string; charad: Charad | null }[];
}

type Result = { ok: true; value: ChatRequest } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readCharad(value: unknown): Charad | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) return undefined;
  const fields = ['id', 'type', 'content', 'category', 'difficulty'] as const;
  if (!fields.every((field) => value[field] === undefined || typeof value[field] === 'string')) return undefined;
  return Object.fromEntries(fields.map((field) => [field, String(value[field] ?? '').slice(0, 1000)])) as unknown as Charad;
}

export function validateChatRequest(body: unknown): Result {
  if (!isRecord(body)) return { ok: false, error: 'Le corps de la requête doit être un objet JSON.' };
  if (typeof body.message !== 'string') return { ok: false, error: 'Le champ « message » est obligatoire.' };
  const message = body.message.trim();
  if (!message) return { ok: false, error: 'Le message est vide.' };
  if (message.length > MAX_MESSAGE) return { ok: false, error: `Le message dépasse ${MAX_MESSAGE} caractères.` };
  if (body.sessionId !== undefined && (typeof body.sessionId !== 'string' || body.sessionId.length > 100)) {
    return { ok: false, error: 'Le champ « sessionId » doit être un texte de 100 caractères au plus.' };
  }
  const charad = readCharad(body.charad);
  if (charad === undefined) return { ok: false, error: 'Le champ « charad » est mal formé.' };
  const history = body.conversationHistory ?? [];
  if (!Array.isArray(history)) return { ok: false, error: 'Le champ « conversationHistory » doit être une liste.' };
  if (history.length > MAX_HISTORY) return { ok: false, error: `L’historique dépasse ${MAX_HISTORY} messages.` };
  const conversationHistory: ChatRequest['conversationHistory'] = [];
  for (const entry of history) {
    if (!isRecord(entry) || (entry.role !== 'user' && entry.role !== 'assistant') || typeof entry.content !== 'string') {
      return { ok: false, error: 'Chaque entrée de l’historique doit avoir un « role » (user ou assistant) et un « content » texte.' };
    }
    const entryCharad = readCharad(entry.charad);
    if (entryCharad === undefined) return { ok: false, error: 'Le champ « charad » de l’historique est mal formé.' };
    conversationHistory.push({ role: entry.role, content: entry.content.slice(0, MAX_HISTORY_CONTENT), charad: entryCharad });
  }
  return { ok: true, value: { message, sessionId: typeof body.sessionId === 'string' ? body.sessionId : '', charad, conversationHistory } };
}
