import { buildRequest, type Charad, type ChatRequest } from '../protocol/chat.ts';
import { MAX_PAGE_URL } from '../protocol/chat-limits.ts';
import { solveProof } from './proof.ts';
import { answeredMessages, proofAsked, type StoredMessage } from './stored-message.ts';

/**
 * The request that sends the visitor's `question`. As history, only the messages the server has
 * answered: a message whose call failed may never have reached it, and its error is the widget's
 * own. Its id, so that a message sent again after a reload is answered once; the page and where the
 * visitor came from; the page's language; and, when the last answer asked for a proof of work, its solution, awaited
 * (it was started when that answer came: proof.ts).
 */
export async function requestFor(
  question: StoredMessage,
  conversation: StoredMessage[],
  sessionId: string,
  charad: Charad | null,
  language: 'fr' | 'en',
): Promise<ChatRequest> {
  const challenge = proofAsked(conversation);
  const proof = challenge ? await solveProof(challenge) : null;
  return buildRequest(question.content, sessionId, charad, answeredMessages(conversation), {
    messageId: question.id,
    page: location.href.slice(0, MAX_PAGE_URL),
    referrer: document.referrer.slice(0, MAX_PAGE_URL),
    proof: proof ?? undefined,
    language,
  });
}
