import type { ContactIntent } from '../../../content/assistant.ts';
import { contentTerms } from '../normalize.ts';
import type { Analysis } from '../intents.ts';
import { isUnanswered } from '../replies.ts';
import { splitSentences } from '../text.ts';
import type { Turn } from '../turn.ts';
import type { Parts, Step } from './step.ts';

/**
 * Contact intents (content/assistant.ts, in their order of priority): price, trial, demo, audit, call
 * back, address, phone, e-mail, the list of our solutions; then a phone number or an e-mail address
 * written in the message, "qui êtes-vous ?", "combien de temps ?" after a price or a trial, and a
 * follow-up that carries the previous intent over to another product ("et pour la VR ?").
 */

/** Intents raised by the words of contact details, which may be the visitor's own. */
const OWN_DETAILS: ContactIntent[] = ['phone', 'email'];
/** Intents a follow-up carries over: those whose answer depends on the product (the others do not change). */
const CARRIED: ContactIntent[] = ['price', 'trial', 'demo', 'audit'];
/** Intents that ask for a person or a meeting, or how to reach us: asked, they beat a page with no answer. */
const REQUESTS: ContactIntent[] = ['callback', 'demo', 'trial', 'audit', 'phone', 'email', 'location'];
/** Up to 4 words lean on the previous message ("et en 75 ?", "pour la VR ?"): no question stands in so few. */
const ELLIPTIC_WORDS = 4;
/** Words besides those of « qui êtes-vous ? » that still ask about us as a whole (« votre histoire en bref ? »). */
const ABOUT_EXTRA_TERMS = 0;
/** Up to 6 words, when they are only the name of a subject of ours ("et pour les tables tactiles ?"). */
const ELLIPTIC_TOPIC_WORDS = 6;
/** Words besides those of an intent it only mentions that make a question ask more (« un budget limité, laquelle on équipe en premier ? »). */
const ASKS_MORE_TERMS = 3;

/** `answers`: a page's answer to the message, or null (the retrieval step's). */
export function contactStep({ vocabulary, durationStems, read }: Parts, answers: Step): Step {
  const solutionsWords = new Set(vocabulary.intents.solutions.keywords.flatMap((phrase) => contentTerms(phrase)));
  const aboutTerms = new Set(vocabulary.about.flatMap((phrase) => contentTerms(phrase)));
  // The words around an intent's own (« les demandes de », « entre l' »): the intent's word itself counts as asked.
  const mentionTerms = new Set(
    Object.values(vocabulary.intents).flatMap((words) => {
      const own = new Set(words.keywords.flatMap((phrase) => contentTerms(phrase)));
      return (words.mentions ?? []).flatMap((phrase) => contentTerms(phrase)).filter((term) => !own.has(term));
    }),
  );

  /** « Qui êtes-vous ? » asks who we are; « la forme juridique de votre société ? » asks a page. */
  const asksAbout = (analysis: Analysis) => analysis.about && analysis.rest.filter((term) => !aboutTerms.has(term)).length <= ABOUT_EXTRA_TERMS;
  /** « Vous existez depuis quand ? J'aime bien savoir à qui j'ai affaire. »: one of its questions asks who we are. */
  const asksAboutIn = (turn: Turn) =>
    asksAbout(turn.analysis) ||
    (turn.analysis.about && splitSentences(turn.message).some((sentence) => sentence.endsWith('?') && asksAbout(read(sentence, turn.language))));

  return (turn) => {
    const { analysis, context, topics, greet, replies } = turn;
    const previousIntent = context[0]?.intents[0];
    const tokens = analysis.words.tokens.length;
    // "Vous avez des solutions pour les promoteurs ?" asks more than the list of our solutions.
    const intents = analysis.intents.filter((intent) => intent !== 'solutions' || analysis.terms.every((term) => solutionsWords.has(term)));
    const elliptic =
      analysis.followUp || tokens <= ELLIPTIC_WORDS || (analysis.topics.length > 0 && analysis.rest.length === 0 && tokens <= ELLIPTIC_TOPIC_WORDS);

    if (intents.length) {
      // An intent asked leads one only mentioned: « essayer avant d'acheter, il y a un essai ? » asks the trial.
      const intent = intents.find((found) => !analysis.mentioned.includes(found)) ?? intents[0]!;
      // An intent only mentioned in a question that asks more: a page that answers the question does.
      const asksMore = analysis.question && analysis.terms.filter((term) => !mentionTerms.has(term)).length >= ASKS_MORE_TERMS;
      // So is one that names a company page's subject (« le devis, c'est HT ou TTC ? »): it asks the terms,
      // not a quote; there, a phone number or an e-mail address is the visitor's own ("delete my phone number").
      // So is one that only tells of a request made before (« effacer mes données, j'ai laissé mon tel pour un rappel »).
      const pageAsked =
        analysis.pages.length > 0 && (analysis.question || intents.every((found) => OWN_DETAILS.includes(found) || analysis.mentioned.includes(found)));
      const onlyMentioned = intents.every((found) => analysis.mentioned.includes(found));
      // « Je postule chez vous. » → « après le premier appel, il se passe quoi ? »: a follow-up on a company page named before asks it.
      const onPageBefore = (context[0]?.pages.length ?? 0) > 0;
      const answered = pageAsked || ((asksMore || onPageBefore) && onlyMentioned) ? answers(turn) : null;
      // A page that has no answer gives way to a request for a person (« pouvez-vous me rappeler ? … votre équipe commerciale »).
      if (answered && !isUnanswered(answered) && !pageAsked) return replies.withOffer(answered, intent, topics);
      if (answered && !(isUnanswered(answered) && REQUESTS.includes(intent) && !analysis.mentioned.includes(intent))) return answered;
      // A question that only mentions intents (« rappeler des prospects », "a demo video"), where no page
      // answers it, asks for none of them: the fallback answers it, not the reply to one it did not ask.
      if (onlyMentioned && asksMore && !analysis.trouble && !analysis.delivered && !analysis.followUp) return null;
      // "L'essai est payant ?": it is free; so is the audit.
      if (intent === 'price' && (intents.includes('trial') || (previousIntent === 'trial' && elliptic))) return greet(replies.trial(topics));
      if (intent === 'price' && intents.includes('audit')) return greet(replies.contact('audit', topics, intents, analysis.contactDetails));
      if (intent === 'price' && analysis.duration) return greet(replies.quote(topics));
      if (intent === 'trial' && analysis.duration) return greet(replies.trialDuration(topics, analysis.both));
      return greet(replies.contact(intent, topics, intents, analysis.contactDetails));
    }
    if (analysis.contactDetails) return greet(replies.contact('callback', topics, [], true));
    if (asksAboutIn(turn)) return greet(replies.about());

    // "Combien de temps ?" alone: the duration of what was just asked, or those we can state.
    const ownTerms = analysis.terms.filter((term) => !durationStems.has(term));
    if (analysis.duration && ownTerms.length === 0 && analysis.topics.length === 0) {
      if (previousIntent === 'trial') return replies.trialDuration(topics);
      if (previousIntent === 'price') return replies.quote(topics);
      if (context.length === 0) return replies.durations();
    }

    if (elliptic && previousIntent && CARRIED.includes(previousIntent) && (analysis.topics.length || analysis.sizes.length)) {
      return replies.contact(previousIntent, topics, [], false);
    }
    return null;
  };
}
