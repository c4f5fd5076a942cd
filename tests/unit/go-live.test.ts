import { describe, expect, it } from 'vitest';
import { brand } from '../../content/brand.ts';
import type { Brand } from '../../content/types.ts';
import { luhnValid, registrationOf, vatNumberOf } from '../../server/company.ts';
import { loadConfig } from '../../server/config.ts';
import { companyItems, environmentItems, goLiveReport } from '../../server/go-live.ts';

/** A company whose every detail is its own (a SIREN with a valid key, its SIRET and VAT number). */
const filled: Brand = {
  ...brand,
  emails: { contact: 'contact@ecrans-martin.fr', privacy: 'rgpd@ecrans-martin.fr', sender: 'site@ecrans-martin.fr' },
  phone: '04 72 00 00 01',
  phoneE164: '+33472000001',
  social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/ecrans-martin' }],
  legal: { ...brand.legal, siren: '123456782', siret: '12345678200010', vatNumber: vatNumberOf('123456782') },
};
const GOOD_ENV = { PUBLIC_URL: 'https://www.ecrans-martin.fr', SMTP_URL: 'smtp://mail.ecrans-martin.fr:587', LEADS_NOTIFY_TO: 'ventes@ecrans-martin.fr' };
const whereOf = (items: { where: string }[]) => items.map((item) => item.where);

describe('the go-live check, company details', () => {
  it('lists every value shipped as an example, with its file and field', () => {
    const where = whereOf(companyItems());
    expect(where).toEqual(
      expect.arrayContaining([
        'content/brand-name.ts, name',
        'content/brand.ts, address',
        'content/brand.ts, emails.contact',
        'content/brand.ts, emails.privacy',
        'content/brand.ts, emails.sender',
        'content/brand.ts, social.0.url',
        'content/brand.ts, phoneE164',
        'content/brand.ts, legal.siren',
        'content/brand.ts, legal.siret',
      ]),
    );
  });

  it('finds nothing in a company whose details are all its own', () => {
    expect(companyItems(filled, [])).toEqual([]);
  });

  it.each([
    ['a SIREN whose key is wrong', { legal: { ...filled.legal, siren: '123456789' } }, 'legal.siren'],
    ['a SIRET of another company', { legal: { ...filled.legal, siret: '73282932000074' } }, 'legal.siret'],
    ['a VAT number of another SIREN', { legal: { ...filled.legal, vatNumber: 'FR00123456782' } }, 'legal.vatNumber'],
    ['two different phone numbers', { phone: '04 72 00 00 02' }, 'phone'],
    ['a number France keeps for fiction', { phone: '01 99 00 12 34', phoneE164: '+33199001234' }, 'phoneE164'],
    ['an address at example.com', { emails: { ...filled.emails, privacy: 'rgpd@example.com' } }, 'emails.privacy'],
    ['an account named -exemple', { social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/martin-exemple' }] }, 'social.0.url'],
  ] as const)('flags %s', (_case, change, field) => {
    expect(whereOf(companyItems({ ...filled, ...change } as Brand, []))).toContain(`content/brand.ts, ${field}`);
  });

  it('asks to confirm a field left in brandExamples, naming its value', () => {
    expect(companyItems(filled, ['legal.host'])).toEqual([
      { where: 'content/brand.ts, legal.host', problem: expect.stringContaining(`« ${filled.legal.host} »`) },
    ]);
  });

  it('writes the legal numbers as the pages show them', () => {
    expect(luhnValid('123456782')).toBe(true);
    expect(luhnValid('123456789')).toBe(false);
    expect(vatNumberOf('123456782')).toMatch(/^FR\d{2}123456782$/);
    // Pairs of SIREN and VAT number as companies publish them.
    expect(vatNumberOf('303265045')).toBe('FR40303265045');
    expect(vatNumberOf('404833048')).toBe('FR83404833048');
    expect(registrationOf(filled.legal)).toBe(`RCS ${filled.legal.rcsCity} 123 456 782`);
  });
});

describe('the go-live check, environment', () => {
  const itemsOf = (env: Record<string, string>) => whereOf(environmentItems(loadConfig(env), env));

  it('finds nothing once the public address and a channel for leads are set', () => {
    expect(itemsOf(GOOD_ENV)).toEqual([]);
    expect(itemsOf({ PUBLIC_URL: GOOD_ENV.PUBLIC_URL, LEADS_WEBHOOK_URL: 'https://crm.ecrans-martin.fr/leads' })).toEqual([]);
  });

  it.each([
    ['PUBLIC_URL unset', { PUBLIC_URL: '' }, 'PUBLIC_URL'],
    ['PUBLIC_URL local', { PUBLIC_URL: 'http://localhost:3000' }, 'PUBLIC_URL'],
    ['PUBLIC_URL without TLS', { PUBLIC_URL: 'http://www.ecrans-martin.fr' }, 'PUBLIC_URL'],
    ['leads that reach nobody', { SMTP_URL: '', LEADS_NOTIFY_TO: '' }, 'SMTP_URL, LEADS_NOTIFY_TO ou LEADS_WEBHOOK_URL'],
    ['a team address at example.com', { LEADS_NOTIFY_TO: 'ventes@example.com' }, 'LEADS_NOTIFY_TO'],
    ['any page allowed to call the chat', { CHAT_ALLOWED_ORIGINS: '*' }, 'CHAT_ALLOWED_ORIGINS'],
    ['leads posted in clear to another host', { LEADS_WEBHOOK_URL: 'http://crm.ecrans-martin.fr/leads' }, 'LEADS_WEBHOOK_URL'],
  ])('flags %s', (_case, change, variable) => {
    expect(itemsOf({ ...GOOD_ENV, ...change })).toEqual([variable]);
  });

  it('reports each item on a line, or that nothing is left', () => {
    expect(goLiveReport([])).toMatch(/^Prêt à ouvrir/);
    expect(goLiveReport([{ where: 'PUBLIC_URL', problem: 'non définie' }])).toBe('Avant d’ouvrir le site, il reste 1 point :\n- PUBLIC_URL : non définie\n');
  });
});
