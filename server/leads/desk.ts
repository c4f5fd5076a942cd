/**
 * The lead desk: the built-in assistant's answers, with the requests it takes in the conversation.
 * The request under way is part of the conversation's record on the server (DeskState, saved by
 * server/chat/builtin.ts with the record): what a client sends as history never drives it. The
 * visitor's message is read against it: a question is answered by the assistant and the request's
 * question asked again; the summary asks for a proof of work (proof.ts); a consent with a valid proof,
 * within the limits (limits.ts), stores the lead and the notifications it is owed, in the record's
 * transaction, before it is confirmed; a store that cannot be written is said so, with our phone and e-mail.
 */
import type { ChatReply, ChatRequest } from '../../protocol/chat.ts';
import type { Language } from '../../content/language.ts';
import type { Assistant } from '../assistant/index.ts';
import type { Origin } from '../conversations/record.ts';
import type { Queryable } from './db.ts';
import { advance, type Draft, type ExchangeContext } from './exchange.ts';
import type { ExchangeReplies } from './exchange-replies.ts';
import type { LimitKeeper } from './limits.ts';
import type { Proofs } from './proof.ts';
import type { Channel, LeadStore } from './store.ts';

/** What the proofs and the limits are checked with; the limits need the database. */
export interface Guards {
  proofs: Proofs;
  limits: LimitKeeper | null;
}

export interface DeskOptions {
  assistant: Assistant;
  /** The leads' store, once open; rejects when it cannot be (each request is then told so honestly). */
  store: () => Promise<Pick<LeadStore, 'record'>>;
  guards: () => Promise<Guards>;
  /** Where each lead is to be sent (the outbox entries written with it). */
  channels: Channel[];
  replies: ExchangeReplies;
  log: (entry: Record<string, unknown>) => void;
}

/** What the desk keeps in the conversation's record between two messages. */
export interface DeskState {
  /** The request under way, or null. */
  draft: Draft | null;
  /** What the visitor gave for a request already stored: a later request starts with it. */
  known: Partial<Draft>;
}

export const emptyDeskState = (): DeskState => ({ draft: null, known: {} });

/** The desk's state in a record, or an empty one (a new record, or one of another version). */
export function deskStateOf(state: Record<string, unknown>): DeskState {
  const desk = state.desk as DeskState | undefined;
  return desk && typeof desk === 'object' && 'known' in desk ? desk : emptyDeskState();
}

/** One message, as the desk answers it. */
export interface DeskTurn {
  /** The visitor's message, its history being the record's (never the client's, for the exchange). */
  request: ChatRequest;
  state: DeskState;
  /** Our previous reply in this conversation. */
  previous: string | undefined;
  /** The record's session id; null when the client keeps none (a request for contact cannot then be taken). */
  sessionId: string | null;
  origin: Origin;
  /** The client's address, for the limits. */
  address: string;
  /** The visitor's language (server/assistant/language.ts): the replies are written in it. */
  language?: Language;
  /** The record's transaction (null without a database): the lead is stored in it. */
  tx: Queryable | null;
}

export interface DeskAnswer {
  reply: ChatReply;
  state: DeskState;
  stored?: boolean;
  /** The assistant found nothing in our pages for the question. */
  unanswered?: boolean;
}

/** Fields of a confirmed request that a later request in the same conversation starts with. */
const knownOf = (draft: Draft): Partial<Draft> => ({ name: draft.name, company: draft.company, email: draft.email, phone: draft.phone });

/** The subject of ours the visitor's latest earlier messages named: a request made next is about it. */
function earlierTopic(request: ChatRequest, context: ExchangeContext): string | undefined {
  const asked = request.conversationHistory
    .filter((entry) => entry.role === 'user')
    .slice(-2)
    .reverse();
  for (const entry of asked) {
    const topic = context.read(entry.content).topics[0];
    if (topic) return topic;
  }
  return undefined;
}

export class LeadDesk {
  constructor(private readonly options: DeskOptions) {}

  /** How the exchange reads a message in a language (an English one is also searched in French). */
  private context(language: Language): ExchangeContext {
    const { assistant } = this.options;
    return { read: (message) => assistant.read(message, language), trialTopics: assistant.trials.map((trial) => trial.slug), language };
  }

  /** The reply and the state to keep; `stored` when a lead was written (the outbox is to be woken once the transaction is over). */
  async answer(turn: DeskTurn): Promise<DeskAnswer> {
    const { request, state } = turn;
    const language = turn.language ?? 'fr';
    const replies = this.options.replies.in(language);
    const context = this.context(language);
    const outcome = advance(state.draft, request.message, context, state.known, turn.previous, () => earlierTopic(request, context));
    switch (outcome.type) {
      case 'none': {
        if (!outcome.given) {
          const reply = this.options.assistant.answer(request, language);
          return { reply, state, unanswered: this.options.assistant.unanswered(reply) };
        }
        // Who the visitor is: kept for a request made later, which then does not ask again. The
        // assistant answers what the message asks besides; a message that asks nothing gets a welcome.
        const known = { ...state.known, ...outcome.given };
        if (!outcome.question) return { reply: replies.introduced(outcome.given), state: { ...state, known } };
        const reply = this.options.assistant.answer({ ...request, message: outcome.question }, language);
        return { reply, state: { ...state, known }, unanswered: this.options.assistant.unanswered(reply) };
      }
      case 'question':
        return { reply: replies.resume(outcome.draft, this.options.assistant.answer(request, language)), state: { ...state, draft: outcome.draft } };
      case 'consented':
        return this.store(outcome.draft, turn);
      case 'cancelled':
      case 'refused':
        return { reply: replies.of(outcome), state: { ...state, draft: null } };
      default: {
        if (outcome.type === 'ask' && outcome.intro === 'start' && !turn.sessionId) return { reply: replies.noSession(), state };
        const reply = replies.of(outcome);
        // The summary asks for the consent: the proof the consent must carry comes with it.
        if (outcome.draft.step === 'consent' && turn.sessionId) reply.proof = await this.challenge(turn.sessionId);
        return { reply, state: { ...state, draft: outcome.draft } };
      }
    }
  }

  private async challenge(sessionId: string) {
    try {
      return await (await this.options.guards()).proofs.challenge(sessionId);
    } catch {
      // The database is not there: the consent will say so (storeFailed).
      return undefined;
    }
  }

  private async store(submitted: Draft, turn: DeskTurn): Promise<DeskAnswer> {
    const draft: Draft = { ...submitted, step: 'consent' };
    const { log } = this.options;
    const replies = this.options.replies.in(turn.language ?? 'fr');
    if (!turn.sessionId) return { reply: replies.noSession(), state: { ...turn.state, draft: null } };
    const { tx } = turn;
    // A failure below undoes what this lead wrote (proof, count), not the record's turn.
    await tx?.query('SAVEPOINT lead');
    try {
      const guards = await this.options.guards();
      const proof = await guards.proofs.check(turn.request.proof, turn.sessionId, tx);
      if (proof !== 'ok') {
        log({ level: 'warn', event: 'lead-proof-refused', reason: proof });
        const reply = replies.proofFailed();
        reply.proof = await guards.proofs.challenge(turn.sessionId);
        return { reply, state: { ...turn.state, draft } };
      }
      const who = { address: turn.address, email: draft.email, phone: draft.phone };
      const limited = tx && guards.limits ? await guards.limits.exceeded(tx, who) : null;
      if (limited) {
        log({ level: 'warn', event: 'lead-limited', limit: limited });
        return { reply: replies.tooMany(), state: { ...turn.state, draft: null } };
      }
      const store = await this.options.store();
      const { lead, status } = await store.record(
        {
          kind: draft.kind,
          need: draft.need,
          name: draft.name,
          company: draft.company,
          email: draft.email,
          phone: draft.phone,
          callbackTime: draft.callbackTime,
          consentAt: new Date(),
          sessionId: turn.sessionId,
          conversation: [...turn.request.conversationHistory.map(({ role, content }) => ({ role, content })), { role: 'user', content: turn.request.message }],
          page: turn.origin.page,
          referrer: turn.origin.referrer,
          utm: turn.origin.utm,
        },
        this.options.channels,
        tx ?? undefined,
      );
      if (tx && guards.limits && status !== 'unchanged') await guards.limits.count(tx, who);
      await tx?.query('RELEASE SAVEPOINT lead');
      log({ level: 'info', event: status === 'updated' ? 'lead-updated' : 'lead-stored', reference: lead.reference, kind: lead.kind });
      const reply = status === 'updated' ? replies.updated(draft, lead.reference) : replies.confirmation(draft, lead.reference);
      return { reply, state: { draft: null, known: knownOf(draft) }, stored: status !== 'unchanged' };
    } catch (error) {
      await tx?.query('ROLLBACK TO SAVEPOINT lead').catch(() => {});
      // The visitor's details are not in the log: the reason is.
      log({ level: 'error', event: 'lead-store-failed', kind: draft.kind, message: error instanceof Error ? error.message : String(error) });
      const reply = replies.storeFailed();
      // « Réessayer » gives the consent again, with a new proof.
      reply.proof = await this.challenge(turn.sessionId);
      return { reply, state: { ...turn.state, draft } };
    }
  }
}
