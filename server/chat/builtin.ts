import { brand } from '../../content/brand.ts';
import type { ChatReply } from './reply.ts';
import type { ChatRequest } from './validate.ts';

/**
 * The answer when no webhook is configured: a short greeting that leads to our solutions and to a
 * human. Buttons carry absolute URLs, since the widget may sit on a partner's page.
 */
export function builtinAnswer(_request: ChatRequest, publicUrl: string): ChatReply {
  return {
    message: `Merci pour votre message ! Je suis l’assistant ${brand.name}. Voici nos solutions ; pour un devis ou une démo gratuite, un conseiller vous répond au ${brand.phone}.`,
    buttons: [
      { text: 'Affichage dynamique', url: `${publicUrl}/solutions/affichage-dynamique`, type: 'secondary' },
      { text: 'Collaboration', url: `${publicUrl}/solutions/collaboration`, type: 'secondary' },
      { text: 'Présentation innovante', url: `${publicUrl}/solutions/presentation-innovante`, type: 'secondary' },
      { text: 'Assistant IA', url: `${publicUrl}/solutions/assistant-ia`, type: 'secondary' },
      { text: `Appeler le ${brand.phone}`, url: `tel:${brand.phoneE164}`, type: 'primary' },
      { text: 'Écrire un e-mail', url: `mailto:${brand.email}`, type: 'secondary' },
    ],
    quick_replies: ['Je veux une démo', 'Quels sont vos tarifs ?'],
  };
}
