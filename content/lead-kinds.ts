/**
 * What the team calls each kind of request, bare (no article): the e-mail's subject and body
 * (« Nouvelle demande de démo ») and the conversation's code.
 */
import type { LeadKind } from '../server/leads/store.ts';

export const leadKindLabels: Record<LeadKind, string> = {
  demo: 'démo',
  audit: 'audit gratuit',
  trial: 'essai gratuit',
  callback: 'rappel',
  quote: 'devis',
};
