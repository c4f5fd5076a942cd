import type { Step } from './step.ts';

/**
 * A complaint or an after-sales problem (« mon écran ne s'allume plus », "nobody answers"): an
 * apology and the way to a person, before any other step could answer it with a page of ours.
 */
export function complaintStep(): Step {
  // « On a pris l'essai VR. » then « deux casques ne se synchronisent plus »: the trouble of what we delivered.
  return ({ analysis, context, greet, replies }) => (analysis.complaint || (analysis.trouble && context[0]?.delivered) ? greet(replies.complaint()) : null);
}
