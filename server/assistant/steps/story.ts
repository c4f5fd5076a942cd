import type { ContactIntent } from '../../../content/assistant.ts';
import { contentTerms } from '../normalize.ts';
import { isUnanswered } from '../replies.ts';
import type { Parts, Step } from './step.ts';

/**
 * A question told with its circumstances that happens to hold a contact word: « ça nous coûte cher en
 * avenants », « la majorité des appels au service client », « un test technique au recrutement ». Its
 * subject is what is told, not the word: when a page answers it, that page does, before the contact
 * step. A plain request (« combien coûte une table 55 pouces ? », « une démo pour notre showroom ? »)
 * has few words besides the contact words and the subject's name, and still gets its contact reply.
 */

/**
 * Words of a message, besides its contact words and the names of our subjects, that make it a story:
 * the requests of the question set have at most 3 (« une démo du bureau VR pour notre agence la
 * semaine prochaine »).
 */
const STORY_TERMS = 3;
/** A question where: "head office" names a place of the visitor's, not ours. */
const WHERE = /(?:^|[^\p{L}])(?:où|where)(?:[^\p{L}]|$)/iu;
/** The ways to reach us: asked in a story our pages have no answer for, they are what is asked. */
const REACH: ContactIntent[] = ['phone', 'email'];
/** Explicit requests: whatever the circumstances told, the visitor asks for this. */
const EXPLICIT: ContactIntent[] = ['demo', 'audit', 'callback'];

export function storyStep({ vocabulary }: Parts, retrieval: Step): Step {
  const contactTerms = new Set(Object.values(vocabulary.intents).flatMap((intent) => intent.keywords.flatMap((phrase) => contentTerms(phrase))));
  return (turn) => {
    // Circumstances told apart from the question (« Nous avons un showroom à Lyon. Quel est le prix… ? ») make no story of it.
    const { intents, mentioned, askedRest, contactDetails } = turn.analysis;
    // Words around a phone number or an e-mail address are a name, a company: no story.
    if (!intents.length || contactDetails || intents.some((intent) => EXPLICIT.includes(intent))) return null;
    const told = new Set(askedRest.filter((term) => !contactTerms.has(term)));
    if (told.size < STORY_TERMS) return null;
    const asksTrial = intents.includes('trial') && !mentioned.includes('trial');
    // « … how long can we keep it for free? »: how long a trial lasts is the contact step's to say, by product.
    if (asksTrial && turn.analysis.duration) return null;
    // A story our pages have no answer for still asks for a trial when it says so (« … il y a un essai ? »),
    // or where we are ("Where exactly is your office? I'd like to drop by…").
    const asksWhere = intents.includes('location') && !mentioned.includes('location') && WHERE.test(turn.message);
    // So does one that asks how to reach us, in words to us ("… and what number do I call to reach your team?").
    const asksReach = turn.analysis.addressed && intents.some((intent) => REACH.includes(intent) && !mentioned.includes(intent));
    const answer = retrieval(turn);
    if (answer && isUnanswered(answer) && (asksTrial || asksWhere || asksReach)) return null;
    // « Is the free trial available for a car dealership? »: the page answers, then the trial is offered.
    return answer && asksTrial && !isUnanswered(answer) ? turn.replies.withOffer(answer, 'trial', turn.topics) : answer;
  };
}
