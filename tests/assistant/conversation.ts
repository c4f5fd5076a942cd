/** Helpers to hold a conversation with the built-in assistant in tests. */
import { brand } from '../../content/brand.ts';
import type { Assistant } from '../../server/assistant/index.ts';
import type { ChatReply } from '../../protocol/chat.ts';
import { PUBLIC_URL, requestOf } from '../../tools/assistant/question-set.ts';

/** The reply to the last of `messages`, each earlier one answered in turn, after the opener if any. */
export function converse(assistant: Assistant, messages: string[], opener?: string): ChatReply {
  return assistant.answer(requestOf({ messages, opener, expect: [] }, assistant.answer));
}

export const urls = (reply: ChatReply) => reply.buttons.map((button) => button.url);

/** Text with its no-break spaces (French typography) as ordinary spaces. */
export const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The message as a reader sees it: no bold marks, ordinary spaces, straight apostrophes. */
export const plain = (reply: ChatReply) => spaces(reply.message.replace(/\*\*/g, '')).replace(/’/g, "'");

export const page = (path: string) => `${PUBLIC_URL}${path}`;
export const TEL = `tel:${brand.phoneE164}`;
export const MAILTO = `mailto:${brand.emails.contact}`;

/** What every reply must be: the core format of docs/protocol.md, with buttons the widget may follow. */
export function checkFormat(reply: ChatReply): void {
  if (typeof reply.message !== 'string' || reply.message.trim() === '') throw new Error('empty message');
  if (!Array.isArray(reply.buttons) || !Array.isArray(reply.quick_replies)) throw new Error('buttons or quick_replies missing');
  for (const button of reply.buttons) {
    if (!(button.url.startsWith(`${PUBLIC_URL}/`) || button.url.startsWith('tel:') || button.url.startsWith('mailto:')))
      throw new Error(`bad URL ${button.url}`);
    if (/\s/.test(button.url)) throw new Error(`URL with a space: ${button.url}`);
    if (button.type !== 'primary' && button.type !== 'secondary') throw new Error(`bad type ${button.type}`);
    if (!button.text.trim()) throw new Error('button without text');
  }
  for (const quick of reply.quick_replies) if (typeof quick !== 'string' || !quick.trim()) throw new Error('empty quick reply');
}
