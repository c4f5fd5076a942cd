import { BRAND_NAME } from './brand-name.ts';

/**
 * Every word the chat assistant (widget/) shows a visitor of its own: labels, placeholders, the
 * invitation, the error messages. They ship in the widget's bundle as they are written here, so they
 * are written already typeset: a no-break space (\u00a0) before : ; ! ? and inside « », in
 * « 24\u00a0h/24 », and the typographic apostrophe ’ (tests/unit/chat-texts.test.ts checks each one
 * against typesetText).
 */
export interface ChatTexts {
  /** The round button while the panel is open (closed: LAUNCHER_LABEL). */
  launcherClose: string;
  /** The bubble shown after the invitation delay, and the name of its close button. */
  invitation: string;
  invitationClose: string;
  /** The panel's title and the line under it. */
  title: string;
  subtitle: string;
  panelClose: string;
  /** The panel's button that starts over: a new conversation, the old one removed from the device. */
  newConversation: string;
  /** The name of the list of messages, and who wrote each one (read by screen readers). */
  log: string;
  you: string;
  assistant: string;
  /** Shown while the answer is awaited. */
  typing: string;
  /** The name of the group of suggested answers. */
  quickReplies: string;
  /** The message field: its label, its placeholder, and the send button. */
  inputLabel: string;
  placeholder: string;
  send: string;
  /** Shown in place of an answer when the call failed (docs/protocol.md, Errors). */
  genericError: string;
  /** Shown when the answer holds nothing the widget can read (docs/protocol.md). */
  unprocessed: string;
}

/** The round button's name while the panel is closed; on its own, so that the loader's stand-in takes it without the rest. */
export const LAUNCHER_LABEL = `Discuter avec l’assistant ${BRAND_NAME}`;

// Out of the object: esbuild cannot drop an object holding a template with a name in it, and the
// loader would carry every text.
const TITLE = `Assistant ${BRAND_NAME}`;

export const chatTexts: ChatTexts = {
  launcherClose: 'Fermer l’assistant',
  invitation: 'Une question sur nos solutions\u00a0? Notre assistant vous répond tout de suite.',
  invitationClose: 'Fermer l’invitation',
  title: TITLE,
  subtitle: 'Réponse immédiate, 24\u00a0h/24',
  panelClose: 'Fermer la conversation',
  newConversation: 'Nouvelle conversation',
  log: 'Conversation',
  you: 'Vous',
  assistant: 'Assistant',
  typing: 'En train d’écrire…',
  quickReplies: 'Réponses suggérées',
  inputLabel: 'Votre message',
  placeholder: 'Écrivez votre message…',
  send: 'Envoyer',
  genericError: 'Désolé, une erreur s’est produite. Veuillez réessayer dans quelques instants.',
  unprocessed: 'Je suis désolé, je n’ai pas pu traiter votre demande.',
};
