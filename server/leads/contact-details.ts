/**
 * The contact details a visitor types in the chat: an e-mail address checked for its form, a phone
 * number read as French (« 06 12 34 56 78 ») or international (« +44 20 7946 0958 ») by
 * libphonenumber-js, and kept in E.164. The one place that finds them in a message: the lead desk
 * (facts.ts, exchange.ts) and the assistant's reader (server/assistant/intents.ts) both ask it.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { Language } from '../../content/language.ts';

/** Longest e-mail address (RFC 5321). */
const MAX_EMAIL = 254;
/** A local part, an @, and a domain with a dot: what a mail server accepts, without quoted forms. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The address, trimmed, or null when it is not one. */
export function readEmail(text: string): string | null {
  const email = text.trim();
  if (email.length > MAX_EMAIL || !EMAIL.test(email) || email.includes('..')) return null;
  return email;
}

/** Three digits, three, four, with a dash or a dot before the four: how a North American number is written. */
const NANP_SHAPE = /^(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[.-]\d{4}$/;

/**
 * The number in E.164 (« +33612345678 »), or null when it is not a valid number. A number without
 * its country code is read as French, then as from each of `otherCountries` (an English visitor's
 * « 07700 900123 » is British). `possible`: of the length of a number of its country, though no known
 * range holds it (libphonenumber's « possible »), kept when the visitor sends it again as it was (exchange.ts).
 */
export function readPhone(text: string, otherCountries: readonly CountryCode[] = [], accept: 'valid' | 'possible' = 'valid'): string | null {
  // « (415) 555-0132 » is written the North American way: read as such first, where it may be.
  const countries =
    NANP_SHAPE.test(text.trim()) && otherCountries.includes('US') ? ['US' as const, 'FR' as const, ...otherCountries] : ['FR' as const, ...otherCountries];
  for (const country of countries) {
    const phone = parsePhoneNumberFromString(text.trim(), country);
    if (accept === 'valid' ? phone?.isValid() : phone?.isPossible()) return phone!.number;
  }
  return null;
}

/** Where a visitor writing in a language may call from, when the number has no country code. */
export const PHONE_COUNTRIES: Record<Language, readonly CountryCode[]> = { fr: ['BE', 'CH'], en: ['GB', 'IE', 'US'] };

/**
 * The parts of a message written as an e-mail address (anything around an @) and as a phone number
 * (digits with spaces, dots, dashes, brackets, a +; looked for beside the address), valid or not. The
 * sentence's end is no part of an address (« … à jean@acme.fr ? »).
 */
export function contactTexts(message: string): { email?: string; phone?: string } {
  const email = !message.includes('@') ? undefined : message.match(/[^\s<>()[\]"',;:]*@[^\s<>()[\]"',;:]*/)?.[0]?.replace(/[.?!]+$/, '');
  const phone = (email ? message.replace(email, ' ') : message).match(/\+?\(?\d[\d\s.()/-]{5,}\d/)?.[0];
  return { email, phone };
}

/** An e-mail address and a phone number written in a message, when valid. */
export function contactIn(message: string, language: Language = 'fr'): { email?: string; phone?: string } {
  const found: { email?: string; phone?: string } = {};
  const { email, phone } = contactTexts(message);
  const valid = email ? readEmail(email) : null;
  if (valid) found.email = valid;
  const e164 = phone ? readPhone(phone, PHONE_COUNTRIES[language]) : null;
  if (e164) found.phone = e164;
  return found;
}

/** A stored number as people write it: « 06 12 34 56 78 » in France, « +44 20 7946 0958 » elsewhere. */
export function displayPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return phone.country === 'FR' ? phone.formatNational() : phone.formatInternational();
}
