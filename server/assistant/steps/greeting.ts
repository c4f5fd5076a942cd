import type { ContactIntent } from '../../../content/assistant.ts';
import { wordsOf } from '../phrases.ts';
import { splitSentences } from '../text.ts';
import type { Parts, Step } from './step.ts';

/**
 * Greeting, thanks, goodbye, yes or no, when the message is nothing more ("Bonjour !", "merci",
 * "oui"). A "oui" to the question our previous reply ended with ("Voulez-vous être rappelé ?") takes
 * up its offer.
 */
export function greetingStep({ reader }: Parts): Step {
  /** The contact intent our previous reply offered, in its last question that names one. */
  function offered(lastAssistant: string | undefined): ContactIntent | undefined {
    if (!lastAssistant) return undefined;
    const questions = splitSentences(lastAssistant).filter((sentence) => sentence.trim().endsWith('?'));
    for (const question of questions.reverse()) {
      const intent = reader.intentsOf(wordsOf(question))[0];
      if (intent) return intent;
    }
    return undefined;
  }

  return ({ analysis, context, lastAssistant, pending, topics, hello, replies }) => {
    const kinds = analysis.social;
    if (!kinds) return null;
    if (kinds.includes('yes')) {
      const offer = offered(lastAssistant);
      // "Oui" to the offer of the step we just described: the next step is a conseiller.
      if (offer) return replies.contact(offer === context[0]?.intents[0] ? 'callback' : offer, topics, [], false);
    }
    if (kinds.includes('goodbye')) return replies.goodbye();
    if (kinds.includes('no')) return replies.no();
    if (kinds.includes('thanks')) return replies.thanks();
    if (kinds.includes('yes')) return replies.yes();
    const reply = replies.greeting(pending !== null);
    reply.message = reply.message.replace(replies.hello(false), hello);
    return reply;
  };
}
