/**
 * A message of the conversation as the widget keeps it, and its reading back from storage. Storage
 * is the visitor's to edit (and, on a partner's origin, any script's): every field is checked, and a
 * message that cannot be shown is left out rather than trusted.
 */
import { isRecord, proofChallengeOf, readButtons, readQuickReplies, type ChatButton, type ProofChallenge, type Role } from '../protocol/chat.ts';
import { MESSAGE_ID } from '../protocol/chat-limits.ts';

export interface StoredMessage {
  /** Also the request's messageId for a visitor's message (protocol's MESSAGE_ID). */
  id: string;
  role: Role;
  content: string;
  /** Epoch milliseconds. */
  time: number;
  buttons?: ChatButton[];
  quickReplies?: string[];
  /** The error message shown after a failed call. */
  error?: boolean;
  /** A visitor's message sent and not answered yet: stored at once, so that a reload sends it again. */
  pending?: boolean;
  /** A visitor's message whose call failed: the server may not have it, so it is no longer history. */
  failed?: boolean;
  /** A reply that asks for a proof of work, which the next message carries solved. */
  proof?: ProofChallenge;
}

const FLAGS = ['error', 'pending', 'failed'] as const;

/** A stored value as a message, or null when it is not one (wrong types, a time no Date can show). */
export function storedMessageOf(value: unknown): StoredMessage | null {
  if (!isRecord(value)) return null;
  const { id, role, content, time } = value;
  if (typeof id !== 'string' || !MESSAGE_ID.test(id) || (role !== 'user' && role !== 'assistant') || typeof content !== 'string') return null;
  // Finite is not enough: beyond ±8.64e15 ms, the <time> element's toISOString() throws.
  if (typeof time !== 'number' || Number.isNaN(new Date(time).getTime())) return null;
  const message: StoredMessage = { id, role, content, time };
  const buttons = readButtons(value.buttons);
  const quickReplies = readQuickReplies(value.quickReplies);
  const proof = proofChallengeOf(value.proof);
  if (buttons.length > 0) message.buttons = buttons;
  if (quickReplies.length > 0) message.quickReplies = quickReplies;
  if (proof) message.proof = proof;
  for (const flag of FLAGS) if (value[flag] === true) message[flag] = true;
  return message;
}

/** The visitor's message once its call has ended, answered or not. */
export function settled({ pending: _, ...message }: StoredMessage, failed: boolean): StoredMessage {
  return failed ? { ...message, failed: true } : message;
}

/** The id of the reply to a message: the same in every tab that sends it, so that their replies merge into one. */
export const replyId = (messageId: string) => `${messageId}-r`;

/** The messages the server has answered: neither one waiting for its answer, nor one whose call failed, nor the error shown for it. */
export const answeredMessages = (messages: StoredMessage[]) => messages.filter((message) => !message.pending && !message.failed && !message.error);

/** The proof of work the server's last answer asked for, which the next message must carry. */
export function proofAsked(messages: StoredMessage[]): ProofChallenge | undefined {
  const last = answeredMessages(messages).at(-1);
  return last?.role === 'assistant' ? last.proof : undefined;
}
