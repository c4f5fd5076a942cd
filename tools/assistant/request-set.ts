/**
 * The scripted request conversations (held-out-requests.json): each is played against the built-in
 * assistant with its lead desk, as the app answers without a webhook. The visitor's scripted messages
 * are sent first, whatever is asked; then each question of the exchange gets the visitor's answer for
 * its field, and the summary the consent. Judged: the lead stored (or none), and no question asked
 * again once its answer was given.
 */
import { randomBytes } from 'node:crypto';
import { brand } from '../../content/brand.ts';
import type { ChatReply, ChatRequest } from '../../protocol/chat.ts';
import type { Assistant } from '../../server/assistant/index.ts';
import { builtinAnswer } from '../../server/chat/builtin.ts';
import { MemoryConversationStore } from '../../server/conversations/store.ts';
import { deskStateOf, LeadDesk } from '../../server/leads/desk.ts';
import { ExchangeReplies } from '../../server/leads/exchange-replies.ts';
import type { Field, Step } from '../../server/leads/exchange.ts';
import { processKey, Proofs } from '../../server/leads/proof.ts';
import type { NewLead } from '../../server/leads/store.ts';
import requestFile from './held-out-requests.json';
import tunedFile from './requests.json';
import tuned2File from './requests-2.json';
import tuned3File from './requests-3.json';
import tuned4File from './requests-4.json';
import tuned5File from './requests-5.json';
import tuned6File from './requests-6.json';
import tuned7File from './requests-7.json';
import tuned8File from './requests-8.json';
import tuned9File from './requests-9.json';
import tuned10File from './requests-10.json';
import tuned11File from './requests-11.json';
import tuned12File from './requests-12.json';
import tuned13File from './requests-13.json';
import tuned14File from './requests-14.json';
import tuned15File from './requests-15.json';

export interface ScriptedRequest {
  name: string;
  language: 'fr' | 'en';
  messages: string[];
  answers: Partial<Record<Field, string>>;
  consent: string;
  /** Messages sent after the answer to a field (a correction, « en fait plutôt … »). */
  after?: Partial<Record<Field, string[]>>;
  /** The lead's fields that must be stored; null: nothing may be stored. */
  expect: Partial<Record<'kind' | 'need' | 'name' | 'company' | 'email' | 'phone' | 'callbackTime', string>> | null;
}

/** The held-out conversations: never tuned on. */
export const scriptedRequests: ScriptedRequest[] = requestFile.conversations as ScriptedRequest[];
/** The conversations the exchange is tuned on. */
export const tunedRequests: ScriptedRequest[] = [
  ...tunedFile.conversations,
  ...tuned2File.conversations,
  ...tuned3File.conversations,
  ...tuned4File.conversations,
  ...tuned5File.conversations,
  ...tuned6File.conversations,
  ...tuned7File.conversations,
  ...tuned8File.conversations,
  ...tuned9File.conversations,
  ...tuned10File.conversations,
  ...tuned11File.conversations,
  ...tuned12File.conversations,
  ...tuned13File.conversations,
  ...tuned14File.conversations,
  ...tuned15File.conversations,
] as ScriptedRequest[];

/** A light proof of work: the desk's checks are the same, the test does not spend seconds solving. */
const PROOF_MAX_NUMBER = 500;
/** More messages than any request needs: an exchange that loops is cut there. */
const MAX_MESSAGES = 16;

export interface PlayedRequest {
  /** Every message sent and the reply it got. */
  exchange: { message: string; reply: ChatReply; step: Step | null }[];
  stored: NewLead[];
  /** The conversation's language, as the record keeps it. */
  language: string;
  problems: string[];
}

/** Plays one conversation. `solve` turns a reply's proof into what the widget would send. */
export async function playRequest(
  script: ScriptedRequest,
  assistant: Assistant,
  solve: (challenge: NonNullable<ChatReply['proof']>) => Promise<string>,
): Promise<PlayedRequest> {
  const stored: NewLead[] = [];
  const proofs = new Proofs(processKey(), PROOF_MAX_NUMBER);
  const desk = new LeadDesk({
    assistant,
    store: async () => ({
      record: async (lead: NewLead) => {
        stored.push(lead);
        return {
          lead: {
            ...lead,
            id: stored.length,
            reference: `REF-${stored.length}`,
            createdAt: new Date(),
            updatedAt: null,
            notifiedAt: null,
            page: '',
            referrer: '',
            utm: {},
          },
          status: 'created' as const,
        };
      },
    }),
    guards: async () => ({ proofs, limits: null }),
    channels: [],
    replies: new ExchangeReplies(brand, 'https://www.exemple.fr', 1095, assistant.trials),
    log: () => {},
  });
  const conversations = new MemoryConversationStore();
  const answer = builtinAnswer({ desk: () => desk, conversations: async () => conversations, onStored: () => {}, log: () => {} });
  const sessionId = `session-${Date.now()}-${randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 22)}`;
  const stepNow = async () => deskStateOf((await conversations.get(sessionId))?.state ?? {}).draft?.step ?? null;

  const exchange: PlayedRequest['exchange'] = [];
  let proof: string | undefined;
  const send = async (message: string) => {
    const request: ChatRequest = { message, sessionId, charad: null, conversationHistory: [], ...(proof ? { proof } : {}) };
    const reply = await answer(request, { address: '192.0.2.7' });
    proof = reply.proof ? await solve(reply.proof) : undefined;
    exchange.push({ message, reply, step: await stepNow() });
    return reply;
  };

  const problems: string[] = [];
  const given = new Set<Field>();
  for (const message of script.messages) await send(message);
  let asked: Step | null = await stepNow();
  const askedBefore = new Map<Step, number>();
  while (asked && asked !== 'submitted' && exchange.length < MAX_MESSAGES) {
    askedBefore.set(asked, (askedBefore.get(asked) ?? 0) + 1);
    if (asked === 'consent') {
      if (askedBefore.get('consent')! > 2) break;
      // The consent, in the visitor's words; a correction instead shows the summary again, then « J'accepte ».
      await send(askedBefore.get('consent') === 1 ? script.consent : script.language === 'en' ? 'I agree' : 'J’accepte');
      asked = await stepNow();
      continue;
    }
    if (asked === 'fix') {
      problems.push('asked what to correct');
      break;
    }
    const field = asked as Field;
    if (given.has(field)) problems.push(`asked again for ${field}`);
    if (givenInMessages(script, field)) problems.push(`asked for ${field}, given in « ${givenInMessages(script, field)} »`);
    const value = script.answers[field] ?? (field === 'company' || field === 'callbackTime' ? (script.language === 'en' ? 'Skip' : 'Passer') : undefined);
    if (value === undefined) {
      problems.push(`asked for ${field}, which the visitor had already given`);
      break;
    }
    given.add(field);
    await send(value);
    for (const message of script.after?.[field] ?? []) await send(message);
    // Every reply of the exchange is in the visitor's language, not only the last (« Boulangerie du Centre » is no French).
    const language = (await conversations.get(sessionId))?.language;
    if (language !== script.language) problems.push(`answered in ${language} after « ${value} »`);
    asked = await stepNow();
  }
  if (exchange.length >= MAX_MESSAGES) problems.push('the exchange never ended');
  const record = await conversations.get(sessionId);
  const result: PlayedRequest = { exchange, stored, language: record?.language ?? '', problems };
  problems.push(...judge(script, result));
  return result;
}

/** The scripted message that already gave a field's expected value, if any. */
function givenInMessages(script: ScriptedRequest, field: Field): string | undefined {
  const keys = field === 'contact' ? (['email', 'phone'] as const) : field === 'need' ? [] : ([field] as const);
  const values = keys.map((key) => script.expect?.[key]).filter((value): value is string => !!value && !/^\+/.test(value));
  return script.messages.find((message) => values.some((value) => folded(message).includes(folded(value))));
}

const folded = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/’/g, "'")
    .trim()
    .toLowerCase();

function judge(script: ScriptedRequest, { stored, language }: PlayedRequest): string[] {
  const problems: string[] = [];
  if (language !== script.language) problems.push(`conversation read as ${language}, not ${script.language}`);
  if (script.expect === null) {
    if (stored.length) problems.push(`stored a lead although the visitor said « ${script.consent} »`);
    return problems;
  }
  const lead = stored.at(-1);
  if (!lead) return [...problems, 'no lead stored'];
  for (const [field, value] of Object.entries(script.expect)) {
    const got = String(lead[field as keyof NewLead] ?? '');
    // A need the visitor described in words: those words must be in it; a solution: its label.
    const right = field === 'need' && !/^\p{Lu}/u.test(value) ? folded(got).includes(folded(value)) : folded(got) === folded(value);
    if (!right) problems.push(`${field}: stored « ${got} », expected « ${value} »`);
  }
  return problems;
}
