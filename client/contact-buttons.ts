import { OPEN_CHAT_EVENT } from '../protocol/embed-events.ts';

/**
 * Any element marked data-contact opens the assistant. Contact buttons are links to #contact, so
 * where the assistant's script has not run they still lead to our phone and e-mail.
 */
export function enableContactButtons(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-contact]') : null;
    if (!target) return;
    if (document.querySelector('chat-assistant')) event.preventDefault();
    window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
  });
}
