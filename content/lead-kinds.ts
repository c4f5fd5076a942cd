/** The kinds of request a visitor can make in the chat: the one list the store, the desk and the texts share. */
export type LeadKind = 'demo' | 'audit' | 'trial' | 'callback' | 'quote';

/**
 * What the team calls each kind of request, bare (no article): the e-mail's subject and body
 * (« Nouvelle demande de démo ») and the conversation's code.
 */
export const leadKindLabels: Record<LeadKind, string> = {
  demo: 'démo',
  audit: 'audit gratuit',
  trial: 'essai gratuit',
  callback: 'rappel',
  quote: 'devis',
};
