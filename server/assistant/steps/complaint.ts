import type { Analysis } from '../intents.ts';
import type { Step } from './step.ts';

/**
 * A complaint or an after-sales problem (« mon écran ne s'allume plus », "nobody answers"): an
 * apology and the way to a person, before any other step could answer it with a page of ours.
 */
export function complaintStep(): Step {
  return ({ analysis, context, greet, replies }) => (isComplaint(analysis, context) ? greet(replies.complaint()) : null);
}

function isComplaint(analysis: Analysis, context: Analysis[]): boolean {
  if (analysis.complaint) return true;
  // « On a pris l'essai VR. » then « deux casques ne se synchronisent plus »: the trouble of what we delivered.
  if (analysis.trouble && context.some((earlier) => earlier.delivered)) return true;
  // After a complaint, its details (« la commande 2024-118, installée en mars ») go on with it, and so does
  // a question of a few words on no subject of ours (« qui prend ça en charge ? »); a request or a thanks do not.
  // (when the complaint spoke to us or of what we delivered: after "a meeting disaster", "any tips?" asks for advice).
  const aimed = context[0]?.addressed === true || context[0]?.delivered === true;
  const ofIt =
    !analysis.question || (aimed && analysis.topics.length === 0 && analysis.pages.length === 0 && analysis.terms.length <= COMPLAINT_QUESTION_TERMS);
  return context[0]?.complaint === true && ofIt && !analysis.social && analysis.intents.length === 0 && !analysis.contactDetails;
}

/** Words a question after a complaint may search and still ask about it (« qui prend ça en charge ? »). */
const COMPLAINT_QUESTION_TERMS = 3;
