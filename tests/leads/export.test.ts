import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadsCsv, leadsJson } from '../../server/leads/export.ts';
import { parisMidnight } from '../../server/paris-time.ts';
import type { Channel, Lead } from '../../server/leads/store.ts';
import { parseCsv } from '../helpers/csv.ts';
import { sampleLead } from '../helpers/leads.ts';

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 1,
  reference: 'ABC234',
  createdAt: new Date('2026-11-23T10:00:00Z'),
  notifiedAt: null,
  updatedAt: null,
  page: '',
  referrer: '',
  utm: {},
  ...sampleLead({ consentAt: new Date('2026-11-23T09:59:00Z'), sessionId: 'session-1', conversation: [{ role: 'user', content: 'Je veux une démo, merci' }] }),
  ...overrides,
});

const noPending = new Map<number, Channel[]>();

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, `;`-separated, CRLF, with French headers, dates in Paris time and no conversation', () => {
    const csv = leadsCsv(
      [lead({ notifiedAt: new Date('2026-07-01T10:00:00Z') }), lead({ id: 2, reference: 'XYZ789', kind: 'quote', phone: '', email: '' })],
      new Map([[2, ['email', 'webhook']]]),
    );
    expect(
      csv.startsWith(
        '\uFEFFRéférence;Date;Demande;Nom;Société;E-mail;Téléphone;Besoin;Rappel souhaité;Consentement;Session;Page;Provenance;Campagne;Notifié le;En attente\r\n',
      ),
    ).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const [header, first, second] = parseCsv(csv.slice(1));
    expect(header).toHaveLength(16);
    const firstRow = [
      'ABC234',
      '23/11/2026 11:00:00',
      'démo',
      'Camille Martin',
      'Garage du Centre',
      'camille.martin@garage.example',
      "'+33612345678",
      'tables-tactiles',
      'mardi matin',
      '23/11/2026 10:59:00',
      'session-1',
      '',
      '',
      '',
      '01/07/2026 12:00:00',
      '',
    ];
    expect(first).toEqual(firstRow);
    // The second is the first but for these cells (the header above says which column each is).
    const secondCells: Record<string, string> = {
      Référence: 'XYZ789',
      Demande: 'devis',
      'E-mail': '',
      Téléphone: '',
      'Notifié le': '',
      'En attente': 'e-mail, webhook',
    };
    expect(second).toEqual(header!.map((heading, i) => secondCells[heading] ?? firstRow[i]));
    expect(csv).not.toContain('Je veux une démo');
  });

  it('gives where the conversation started after the session: the page, the referrer and the UTM parameters', () => {
    const origin = {
      page: 'https://www.example.test/solutions?utm_source=salon&utm_campaign=rentree',
      referrer: 'https://www.google.com/',
      utm: { utm_source: 'salon', utm_campaign: 'rentree' },
    };
    const [header, row] = parseCsv(leadsCsv([lead(origin)], noPending).slice(1));
    const at = (heading: string) => row![header!.indexOf(heading)];
    expect(header!.indexOf('Page')).toBe(header!.indexOf('Session') + 1);
    expect(header!.slice(11, 14)).toEqual(['Page', 'Provenance', 'Campagne']);
    expect([at('Page'), at('Provenance'), at('Campagne')]).toEqual([origin.page, origin.referrer, 'utm_source=salon, utm_campaign=rentree']);
    expect(row).toHaveLength(16);
  });

  it('writes U+FFFD for the control characters a visitor typed, in every cell, and keeps tabs and line breaks', () => {
    const terminalEscape = '\u001b[2J';
    const written = lead({
      name: `Eve ${terminalEscape}liam`,
      company: 'bell\u0007',
      need: 'del\u007f c1\u009b x',
      callbackTime: 'tab\there\r\nnext',
      sessionId: `s${terminalEscape}`,
      page: `https://www.example.test/${terminalEscape}`,
      referrer: 'ref\u0001',
      utm: { utm_source: `salon${terminalEscape}` },
    });
    const csv = leadsCsv([written], noPending);
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
    const [header, row] = parseCsv(csv.slice(1));
    const at = (heading: string) => row![header!.indexOf(heading)];
    expect(at('Nom')).toBe('Eve \ufffd[2Jliam');
    expect(at('Société')).toBe('bell\ufffd');
    expect(at('Besoin')).toBe('del\ufffd c1\ufffd x');
    expect(at('Rappel souhaité')).toBe('tab\there\r\nnext');
    expect([at('Session'), at('Page'), at('Provenance'), at('Campagne')]).toEqual([
      's\ufffd[2J',
      'https://www.example.test/\ufffd[2J',
      'ref\ufffd',
      'utm_source=salon\ufffd[2J',
    ]);
  });

  it('quotes `;`, `"`, line breaks (and `,`), doubling the quotes', () => {
    const csv = leadsCsv(
      [lead({ name: 'Dupont; Fils', company: 'La "Belle" Époque', need: 'écran\r\nsalle 2\nétage', callbackTime: 'lundi, 9 h' })],
      noPending,
    );
    const line = csv.split('\r\n')[1]!;
    expect(line).toContain(';"Dupont; Fils";"La ""Belle"" Époque";');
    expect(csv).toContain(';"écran\r\nsalle 2\nétage";"lundi, 9 h";');
    const [, row] = parseCsv(csv.slice(1));
    expect(row!.slice(3, 5)).toEqual(['Dupont; Fils', 'La "Belle" Époque']);
    expect(row!.slice(7, 9)).toEqual(['écran\r\nsalle 2\nétage', 'lundi, 9 h']);
  });

  it('neutralises the cells a spreadsheet would run as formulas, an E.164 phone number included', () => {
    const cells = { name: '=1+1', company: '@SUM(A1:A9)', need: '-2+3', callbackTime: '\tdemain', sessionId: ' =HYPERLINK("http://x")', email: '+33612345678' };
    const [, row] = parseCsv(leadsCsv([lead({ ...cells, phone: '+33612345678' })], noPending).slice(1));
    expect(row![3]).toBe("'=1+1");
    expect(row![4]).toBe("'@SUM(A1:A9)");
    expect(row![5]).toBe("'+33612345678");
    expect(row![6]).toBe("'+33612345678");
    expect(row![7]).toBe("'-2+3");
    expect(row![8]).toBe("'\tdemain");
    expect(row![10]).toBe('\' =HYPERLINK("http://x")');
    expect(leadsCsv([lead({ name: '\rx' })], noPending)).toContain(';"\'\rx";');
    // What is not a formula is left alone.
    expect(parseCsv(leadsCsv([lead({ name: "Jean-Pierre d'Arc", need: 'a=b' })], noPending).slice(1))[1]!.slice(3, 8)).toEqual([
      "Jean-Pierre d'Arc",
      'Garage du Centre',
      'camille.martin@garage.example',
      "'+33612345678",
      'a=b',
    ]);
  });

  it('reads back, cell for cell, whatever the visitor typed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 4, maxLength: 4 }), ([name, company, need, callbackTime]) => {
        const [, row] = parseCsv(leadsCsv([lead({ name, company, need, callbackTime })], noPending).slice(1));
        // Control characters but tab, CR and LF become U+FFFD; then what a spreadsheet would run as a formula is quoted.
        const written = (typed: string) => {
          const value = typed.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '\ufffd');
          return /^[\t\r]|^\s*[=+\-@]/.test(value) ? `'${value}` : value;
        };
        expect(row).toHaveLength(16);
        expect([row![3], row![4], row![7], row![8]]).toEqual([name, company, need, callbackTime].map((value) => written(value!)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the JSON export', () => {
  it('is an array of leadJson objects: ISO dates, the pending channels and the conversation', () => {
    const leads = JSON.parse(
      leadsJson([lead(), lead({ id: 2, reference: 'XYZ789', notifiedAt: new Date('2026-11-23T10:01:00Z') })], new Map([[1, ['webhook']]])),
    );
    expect(leads).toHaveLength(2);
    for (const field of ['id', 'createdAt', 'kind', 'name', 'company', 'email', 'phone', 'need', 'consentAt', 'sessionId', 'notifiedAt'])
      expect(leads[0]).toHaveProperty(field);
    expect(leads[0]).toMatchObject({
      id: 1,
      reference: 'ABC234',
      createdAt: '2026-11-23T10:00:00.000Z',
      kind: 'demo',
      phone: '+33612345678',
      consentAt: '2026-11-23T09:59:00.000Z',
      notifiedAt: null,
      pending: ['webhook'],
      conversation: [{ role: 'user', content: 'Je veux une démo, merci' }],
    });
    expect(leads[1]).toMatchObject({ notifiedAt: '2026-11-23T10:01:00.000Z', pending: [] });
    expect(leads[0]).toMatchObject({ updatedAt: null, page: '', referrer: '', utm: {} });
  });

  it('gives when a second request updated a lead, and where its conversation started', () => {
    const origin = { page: 'https://www.example.test/?utm_source=salon', referrer: 'https://www.google.com/', utm: { utm_source: 'salon' } };
    const [exported] = JSON.parse(leadsJson([lead({ updatedAt: new Date('2026-11-23T12:00:00Z'), ...origin })], noPending));
    expect(exported).toMatchObject({ updatedAt: '2026-11-23T12:00:00.000Z', ...origin });
    expect(leadsJson([], noPending)).toBe('[]\n');
  });
});

describe('the days of --since, in Paris time', () => {
  it('start at midnight in Paris, summer, winter and the days the clocks change', () => {
    expect(parisMidnight('2026-01-31')?.toISOString()).toBe('2026-01-30T23:00:00.000Z');
    expect(parisMidnight('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(parisMidnight('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisMidnight('2026-10-25')?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('are real dates written YYYY-MM-DD', () => {
    for (const day of ['2026-02-30', '2026-13-01', '31/01/2026', '2026-1-5', '', '2026-01-31T00:00']) expect(parisMidnight(day)).toBeNull();
  });
});
