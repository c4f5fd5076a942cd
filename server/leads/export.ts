import { EXPORTED_FIELDS, LEAD_FIELDS } from './fields.ts';
import { leadJson, utmText } from './lead-json.ts';
import { parisDateTime } from '../paris-time.ts';
import type { LeadKind } from '../../content/lead-kinds.ts';
import type { Channel, Lead } from './store.ts';

export const KIND_LABELS: Record<LeadKind, string> = { demo: 'démo', audit: 'audit', trial: 'essai', callback: 'rappel', quote: 'devis' };
export const CHANNEL_LABELS: Record<Channel, string> = { email: 'e-mail', webhook: 'webhook' };

/** The leads as the JSON export: leadJson's objects (the conversation included), newest first. */
export function leadsJson(leads: Lead[], pending: Map<number, Channel[]>): string {
  const json = JSON.stringify(
    leads.map((lead) => leadJson(lead, pending.get(lead.id) ?? [])),
    null,
    2,
  );
  return `${json}\n`;
}

/** The CSV's columns: each one's heading, and its cell for a lead and the notifications it is still owed. */
const CSV_COLUMNS: [heading: string, value: (lead: Lead, pending: Channel[]) => string][] = [
  ['Référence', (lead) => lead.reference],
  ['Date', (lead) => parisDateTime(lead.createdAt)],
  ...EXPORTED_FIELDS.map((field): (typeof CSV_COLUMNS)[number] => [
    LEAD_FIELDS[field].heading,
    (lead) => (field === 'kind' ? (KIND_LABELS[lead.kind] ?? lead.kind) : lead[field]),
  ]),
  ['Consentement', (lead) => parisDateTime(lead.consentAt)],
  ['Session', (lead) => lead.sessionId],
  ['Page', (lead) => lead.page],
  ['Provenance', (lead) => lead.referrer],
  ['Campagne', (lead) => utmText(lead.utm)],
  ['Notifié le', (lead) => (lead.notifiedAt ? parisDateTime(lead.notifiedAt) : '')],
  ['En attente', (_, pending) => pending.map((channel) => CHANNEL_LABELS[channel] ?? channel).join(', ')],
];

/**
 * A cell the spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return it may
 * drop first; leading white space too, which an import may trim) starts with an apostrophe: it shows as
 * text. A phone number in E.164 (+33…) is one of them, and is then text, as it should be.
 */
function neutralised(value: string): string {
  return /^[\t\r]|^\s*[=+\-@]/.test(value) ? `'${value}` : value;
}

/**
 * RFC 4180 quoting. A `,` or a tab is quoted too: a spreadsheet that splits on it instead of `;`
 * still keeps the cell whole, so no piece of it starts a cell of its own.
 */
function cell(value: string): string {
  // Control characters (an escape sequence would drive the terminal that shows the file) become U+FFFD; line breaks stay, quoted.
  const safe = neutralised(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '\ufffd'));
  return /[;,"\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The leads as a CSV a French spreadsheet opens as is: UTF-8 with a BOM (or accents break), `;`
 * (the `,` is the decimal separator), CRLF, dates in Paris time. No conversation: too long for a cell.
 */
export function leadsCsv(leads: Lead[], pending: Map<number, Channel[]>): string {
  const rows = leads.map((lead) => CSV_COLUMNS.map(([, value]) => value(lead, pending.get(lead.id) ?? [])));
  const lines = [CSV_COLUMNS.map(([heading]) => heading), ...rows].map((row) => `${row.map(cell).join(';')}\r\n`);
  return `\uFEFF${lines.join('')}`;
}
