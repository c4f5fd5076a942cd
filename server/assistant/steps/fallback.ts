import type { ChatReply } from '../../../protocol/chat.ts';
import type { Turn } from '../turn.ts';

/**
 * Fallback, when nothing in our pages answers: the page of a subject the message names, the
 * durations we can state for a "combien de temps ?" nothing else explained, or a polite answer that
 * says what we do and leads to a human.
 */
export function fallbackStep(): (turn: Turn) => ChatReply {
  return ({ analysis, context, greet, replies }) => {
    if (analysis.topics.length) return greet(replies.topic(analysis.topics[0]!));
    if (analysis.duration && context.length) return replies.durations();
    return greet(replies.unknown());
  };
}
