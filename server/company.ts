import { brand as shipped } from '../content/brand.ts';
import type { Brand } from '../content/types.ts';

/**
 * The company's details as pages, replies and e-mails write them (content/brand.ts holds them once):
 * the {placeholders} of content/pages/*.md and of the assistant's texts, and the legal numbers in
 * their usual groups.
 */

/** « 123 456 789 », « 123 456 789 00012 ». */
const grouped = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d*)$/, (_all, a, b, c, rest) => [a, b, c, rest].filter(Boolean).join(' '));

/** « RCS Lyon 123 456 789 ». */
export const registrationOf = (legal: Brand['legal']) => `RCS ${legal.rcsCity} ${grouped(legal.siren)}`;

/** Every {placeholder} a page or a reply may use; {product} is filled first, by fillProduct (elision). */
export function companyPlaceholders(brand: Brand = shipped): Record<string, string> {
  const { address, legal } = brand;
  return {
    product: brand.name,
    email: brand.emails.contact,
    privacyEmail: brand.emails.privacy,
    phone: brand.phone,
    phoneE164: brand.phoneE164,
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    city: address.city,
    legalName: legal.name,
    legalForm: legal.form,
    capital: legal.capital,
    registration: registrationOf(legal),
    siret: grouped(legal.siret),
    vatNumber: legal.vatNumber,
    publicationDirector: legal.publicationDirector,
    host: legal.host,
  };
}

/** Luhn's key, which SIREN and SIRET numbers carry in their last digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The French VAT number of a SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97 in 2 digits, the SIREN. */
export const vatNumberOf = (siren: string) => `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
