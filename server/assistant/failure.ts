import { assistantVocabulary, type AssistantVocabulary } from '../../content/assistant.ts';
import { brand as defaultBrand } from '../../content/brand.ts';
import { landingPages } from '../../content/solution-pages/index.ts';
import type { Brand } from '../../content/types.ts';
import { typesetText } from '../../content/typeset.ts';
import type { ChatReply } from '../../protocol/chat.ts';
import { fillReply } from './replies.ts';

/**
 * The reply when the assistant failed on a message (server/chat/builtin.ts). It needs nothing but the
 * texts of content/assistant.ts and the brand, no index: the visitor still gets a polite answer that
 * leads to a human. Buttons carry absolute URLs, since the widget may sit on a partner's page.
 */
export function failureReply(publicUrl: string, vocabulary: AssistantVocabulary = assistantVocabulary, brand: Brand = defaultBrand): ChatReply {
  const text = (template: string) => typesetText(fillReply(template, brand));
  const pageName = (path: string) => landingPages.find((page) => `/solutions/${page.slug}` === path)?.name ?? brand.name;
  return {
    message: text(vocabulary.replies.failure),
    buttons: [
      { text: text(vocabulary.buttons.call), url: `tel:${brand.phoneE164}`, type: 'primary' },
      { text: text(vocabulary.buttons.mail), url: `mailto:${brand.emails.contact}`, type: 'secondary' },
      ...vocabulary.links.failure.map((path) => ({ text: typesetText(pageName(path)), url: `${publicUrl}${path}`, type: 'secondary' as const })),
    ],
    quick_replies: [vocabulary.quickReplies.demo, vocabulary.quickReplies.price],
  };
}
