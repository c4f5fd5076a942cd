/**
 * The conversation's record around a webhook's answer: the visitor's message is added to the record
 * before the call, the webhook receives the record's history (the core's shape, trimmed
 * oldest first to WEBHOOK_HISTORY_BYTES) rather than the client's, and its answer, whole or streamed,
 * is added once it has arrived. Without a record (no usable session id, no database), the webhook
 * receives the client's history, validated and bounded, as the core has it.
 */
import { streamReply } from '../../protocol/chat-client.ts';
import { parseReply, SESSION_ID, type AssistantReply, type ChatReply, type ChatRequest } from '../../protocol/chat.ts';
import { answerTo, answerTurn, askedTurn, hasMessage, historyOf, originOf, replyOf, withTurns } from '../conversations/record.ts';
import type { ConversationStore } from '../conversations/store.ts';

/** One message on its way to the webhook. */
export interface WebhookTurn {
  /** What the webhook receives: the core's fields only. */
  body: Pick<ChatRequest, 'message' | 'sessionId' | 'charad' | 'conversationHistory'>;
  /** The answer already given to this message, when it was sent before. */
  again?: ChatReply;
  /** Where to add the answer; none without a record. */
  store?: ConversationStore;
  request: ChatRequest;
}

/** Reads a streamed answer as it passes, to keep its text in the record. */
export interface StreamReading {
  add(chunk: Uint8Array): void;
  /** The whole answer as the visitor keeps it, or null when it could not be read (an error line before any text, nothing in it). */
  result(): AssistantReply | null;
}

const sectionSeven = (request: ChatRequest, history: ChatRequest['conversationHistory']): WebhookTurn['body'] => ({
  message: request.message,
  sessionId: request.sessionId,
  charad: request.charad,
  conversationHistory: history,
});

export class WebhookRecorder {
  constructor(
    private readonly conversations: (() => Promise<ConversationStore>) | undefined,
    private readonly log: (entry: Record<string, unknown>) => void,
  ) {}

  /** Adds the visitor's message to the record, and says what the webhook receives. */
  async begin(request: ChatRequest): Promise<WebhookTurn> {
    const alone: WebhookTurn = { body: sectionSeven(request, request.conversationHistory), request };
    if (!this.conversations || !SESSION_ID.test(request.sessionId)) return alone;
    try {
      const store = await this.conversations();
      return await store.update<WebhookTurn>(request.sessionId, originOf(request.page, request.referrer), async (record) => {
        const answered = answerTo(record.turns, request.messageId);
        if (answered) return { record, result: { ...alone, again: replyOf(answered) } };
        const before = record.turns.filter((turn) => !(turn.role === 'user' && turn.id !== undefined && turn.id === request.messageId));
        const turns = hasMessage(record.turns, request.messageId) ? record.turns : withTurns(record.turns, [askedTurn(request)]);
        return { record: { ...record, turns }, result: { body: sectionSeven(request, historyOf(before, request.charad)), store, request } };
      });
    } catch (error) {
      this.log({ level: 'error', event: 'conversation-unavailable', message: error instanceof Error ? error.message : String(error) });
      return alone;
    }
  }

  reading(): StreamReading {
    const reply = streamReply();
    const decoder = new TextDecoder();
    let buffer = '';
    let failed = false;
    const lines = (text: string) => {
      for (const line of text.split('\n')) {
        try {
          reply.line(line);
        } catch {
          failed = true; // an error line before any text: the visitor saw the generic error, nothing to keep
        }
      }
    };
    return {
      add(chunk) {
        buffer += decoder.decode(chunk, { stream: true });
        const end = buffer.lastIndexOf('\n');
        if (end < 0) return;
        lines(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
      },
      result() {
        lines(buffer + decoder.decode());
        buffer = '';
        if (failed) return null;
        try {
          return reply.end();
        } catch {
          return null;
        }
      },
    };
  }

  /** Adds the webhook's answer to the record, once the visitor has it. */
  async answered(turn: WebhookTurn, answer: { text: string } | { stream: StreamReading }): Promise<void> {
    if (!turn.store) return;
    let reply: AssistantReply | null;
    try {
      reply = 'text' in answer ? parseReply(200, true, answer.text) : answer.stream.result();
    } catch {
      reply = null; // not the core's: the visitor was shown the generic error, nothing to keep
    }
    if (!reply) return;
    const answered = answerTurn(reply);
    try {
      await turn.store.update(turn.request.sessionId, originOf(turn.request.page, turn.request.referrer), async (record) => ({
        record: { ...record, turns: withTurns(record.turns, [answered]) },
        result: undefined,
      }));
    } catch (error) {
      this.log({ level: 'error', event: 'conversation-unavailable', message: error instanceof Error ? error.message : String(error) });
    }
  }
}
