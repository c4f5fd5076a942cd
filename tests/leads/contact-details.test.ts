import { describe, expect, it } from 'vitest';
import { contactIn, readEmail, readPhone } from '../../server/leads/contact-details.ts';

describe('contact details typed in the chat', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033612345678', '+33612345678'],
    ['04 65 71 28 40', '+33465712840'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads the phone number %s as %s', (text, e164) => {
    expect(readPhone(text)).toBe(e164);
  });

  it.each(['06 12 34', '12345678901234567', 'téléphone', '', '+33 0 00 00 00 00'])('refuses %j as a phone number', (text) => {
    expect(readPhone(text)).toBeNull();
  });

  it.each(['camille@garage.fr', ' Camille.Martin+devis@sous.domaine.example '])('accepts the e-mail address %j', (text) => {
    expect(readEmail(text)).toBe(text.trim());
  });

  it.each([
    'camille@garage',
    'camille.garage.fr',
    '@garage.fr',
    'camille@@garage.fr',
    'camille@garage..fr',
    'ca mille@garage.fr',
    `${'a'.repeat(250)}@x.fr`,
    '<script>@x.fr',
  ])('refuses %j as an e-mail address', (text) => {
    expect(readEmail(text)).toBeNull();
  });

  it('finds them in a message, valid ones only, international numbers included', () => {
    expect(contactIn('rappelez-moi au 0033 6 12 34 56 78 ou à camille@garage.fr')).toEqual({ phone: '+33612345678', email: 'camille@garage.fr' });
    expect(contactIn('My number: +44 20 7946 0958', 'en')).toEqual({ phone: '+442079460958' });
    expect(contactIn('un écran de 55 pouces, installé en 2019')).toEqual({});
    expect(contactIn('camille@garage et 06 12 34')).toEqual({});
  });
});
