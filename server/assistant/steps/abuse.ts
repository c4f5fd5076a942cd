import type { Step } from './step.ts';

/**
 * Abuse: insults get a polite answer before anything else of the message is read (never repeated);
 * a subject we do not handle (weather, football…) gets one that steers back to what we do.
 */

export function insultStep(): Step {
  return ({ analysis, replies }) => (analysis.abusive ? replies.abuse() : null);
}

/**
 * Runs after the contact step: "le prix de vos écrans pour un match de foot" asks for a price. A
 * subject of ours named in the message ("une table tactile pour la météo", « votre politique de
 * confidentialité ») is answered too.
 */
export function offTopicStep(): Step {
  return ({ analysis, greet, replies }) =>
    analysis.offTopic && analysis.topics.length === 0 && analysis.pages.length === 0 ? greet(replies.offTopic()) : null;
}
