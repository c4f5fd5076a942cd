import { BRAND_NAME } from './brand-name.ts';
import type { ChatTexts } from './chat-texts.ts';

/**
 * The widget's own words for a page written in English (a partner's page whose <html lang> or the
 * element's `lang` says "en"), written already typeset in English: no space before : ; ! ?, the
 * typographic apostrophe ’ (tests/unit/chat-texts.test.ts checks both). The assistant's replies
 * follow the visitor's language on the server (content/assistant-en.ts).
 */
export const LAUNCHER_LABEL_EN = `Chat with the ${BRAND_NAME} assistant`;

const TITLE = `${BRAND_NAME} assistant`;

export const chatTextsEn: ChatTexts = {
  launcherClose: 'Close the assistant',
  invitation: 'A question about our solutions? Our assistant answers right away.',
  invitationClose: 'Close the invitation',
  title: TITLE,
  subtitle: 'Instant answers, 24/7',
  panelClose: 'Close the conversation',
  newConversation: 'New conversation',
  log: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  typing: 'Typing…',
  quickReplies: 'Suggested replies',
  inputLabel: 'Your message',
  placeholder: 'Write your message…',
  send: 'Send',
  genericError: 'Sorry, something went wrong. Please try again in a few moments.',
  unprocessed: 'I’m sorry, I could not process your request.',
};

/**
 * The first message on an English page, in place of the French opening riddles (content/chat-openers.ts),
 * which are word games in French.
 */
export const CHAT_WELCOME_EN = `Hello! I’m the ${BRAND_NAME} assistant. Ask me about our touch tables, collaborative screens, dynamic displays, VR design office or AI assistant: I answer from our pages, which are in French.`;
