import type { Step } from './step.ts';

/**
 * A complaint or an after-sales problem (« mon écran ne s'allume plus », "nobody answers"): an
 * apology and the way to a person, before any other step could answer it with a page of ours.
 */
export function complaintStep(): Step {
  return ({ analysis, greet, replies }) => (analysis.complaint ? greet(replies.complaint()) : null);
}
