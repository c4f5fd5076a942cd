/**
 * The lead desk: the built-in assistant's answers, with the requests it takes in the conversation.
 * The draft of a request is rebuilt from the conversation the widget sends (exchange.ts explains
 * why), then the visitor's message is read against it: a question is answered by the assistant and
 * the request's question asked again; a consent stores the lead (and the notifications it is owed)
 * before it is confirmed; a store that cannot be written is said so, with our phone and e-mail.
 */
import type { ChatReply, ChatRequest } from '../../protocol/chat.ts';
import type { Assistant } from '../assistant/index.ts';
import { MAX_MESSAGE } from '../chat/validate.ts';
import { advance, type Draft, type ExchangeContext, type Outcome } from './exchange.ts';
import type { ExchangeReplies } from './exchange-replies.ts';
import type { Channel, LeadStore } from './store.ts';

export interface DeskOptions {
  assistant: Assistant;
  /** The leads' store, once open; rejects when it cannot be (each request is then told so honestly). */
  store: () => Promise<Pick<LeadStore, 'add'>>;
  /** Where each lead is to be sent (the outbox entries written with it). */
  channels: Channel[];
  replies: ExchangeReplies;
  /** Called once a lead is stored: the outbox worker sends it at once. */
  onStored: () => void;
  /** Called when a request starts: the store gets ready (opening an embedded database takes seconds) while the visitor answers. */
  onStarted?: () => void;
  log: (entry: Record<string, unknown>) => void;
}

/** A confirmation of ours holds the reference in bold: what tells, in a replayed conversation, that a consent was stored. */
const CONFIRMED = /\*\*[A-HJKMNP-Z2-9]{6}\*\*/;

/** Fields of a confirmed request that a later request in the same conversation starts with. */
const knownOf = (draft: Draft): Partial<Draft> => ({ name: draft.name, company: draft.company, email: draft.email, phone: draft.phone });

export class LeadDesk {
  private readonly context: ExchangeContext;

  constructor(private readonly options: DeskOptions) {
    this.context = { read: (message) => options.assistant.read(message), trialTopics: options.assistant.trials.map((trial) => trial.slug) };
  }

  /** The draft under way before this message, and what a new request may start with. */
  private replay(history: ChatRequest['conversationHistory']): { draft: Draft | null; known: Partial<Draft>; previous: string | undefined } {
    let draft = null as Draft | null;
    let known: Partial<Draft> = {};
    let previous: string | undefined;
    for (const entry of history) {
      if (entry.role === 'assistant') {
        previous = entry.content.slice(0, MAX_MESSAGE);
        const submitted: Draft | null = draft?.step === 'submitted' ? draft : null;
        if (submitted && CONFIRMED.test(entry.content)) {
          known = knownOf(submitted);
          draft = null;
        } else if (submitted) draft = { ...submitted, step: 'consent' };
        continue;
      }
      draft = draftAfter(advance(draft, entry.content.slice(0, MAX_MESSAGE), this.context, known, previous), draft);
    }
    return { draft, known, previous };
  }

  async answer(request: ChatRequest): Promise<ChatReply> {
    const { draft, known, previous } = this.replay(request.conversationHistory);
    const outcome = advance(draft, request.message, this.context, known, previous);
    switch (outcome.type) {
      case 'none':
        return this.options.assistant.answer(request);
      case 'question':
        return this.options.replies.resume(outcome.draft, this.options.assistant.answer(request));
      case 'consented':
        return this.store(outcome.draft, request);
      default:
        if (outcome.type === 'ask' && outcome.intro === 'start') this.options.onStarted?.();
        return this.options.replies.of(outcome);
    }
  }

  private async store(draft: Draft, request: ChatRequest): Promise<ChatReply> {
    try {
      const store = await this.options.store();
      const lead = await store.add(
        {
          kind: draft.kind,
          need: draft.need,
          name: draft.name,
          company: draft.company,
          email: draft.email,
          phone: draft.phone,
          callbackTime: draft.callbackTime,
          consentAt: new Date(),
          sessionId: request.sessionId,
          conversation: [...request.conversationHistory.map(({ role, content }) => ({ role, content })), { role: 'user', content: request.message }],
        },
        this.options.channels,
      );
      this.options.log({ level: 'info', event: 'lead-stored', reference: lead.reference, kind: lead.kind });
      this.options.onStored();
      return this.options.replies.confirmation(draft, lead.reference);
    } catch (error) {
      // The visitor's details are not in the log: the reason is.
      this.options.log({ level: 'error', event: 'lead-store-failed', kind: draft.kind, message: error instanceof Error ? error.message : String(error) });
      return this.options.replies.storeFailed();
    }
  }
}

/** The draft after a replayed message: a request starts, goes on, or ends (cancelled, refused). */
function draftAfter(outcome: Outcome, before: Draft | null): Draft | null {
  if (outcome.type === 'none') return before;
  if (outcome.type === 'cancelled' || outcome.type === 'refused') return null;
  return outcome.draft;
}
