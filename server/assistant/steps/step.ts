import type { AssistantVocabulary } from '../../../content/assistant.ts';
import type { Brand } from '../../../content/types.ts';
import type { ChatReply } from '../../../protocol/chat.ts';
import type { Analysis, IntentReader } from '../intents.ts';
import type { Knowledge } from '../knowledge.ts';
import type { Language } from '../../../content/language.ts';
import type { Replies } from '../replies.ts';
import type { Retriever } from '../retrieval.ts';
import type { Turn } from '../turn.ts';

/** What the steps share, built once per assistant (index.ts): the content, read and indexed. */
export interface Parts {
  vocabulary: AssistantVocabulary;
  brand: Brand;
  knowledge: Knowledge;
  retriever: Retriever;
  reader: IntentReader;
  /** The replies in each language the assistant answers in. */
  repliesIn: Record<Language, Replies>;
  /** A message read in its language: an English one with its words in the French our pages use for the search (translate.ts). */
  read: (text: string, language: Language) => Analysis;
  /** Stems of the words that ask for a duration ("combien de temps", "délai"): they name no subject. */
  durationStems: Set<string>;
}

/** One step of the answer: it replies to the message, or passes (null) to the next step. */
export type Step = (turn: Turn) => ChatReply | null;
