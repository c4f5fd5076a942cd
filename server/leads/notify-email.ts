/**
 * A lead e-mailed to the team (SMTP_URL, LEADS_NOTIFY_TO): one message per lead, plain text and HTML.
 * Everything the visitor wrote is text: escaped in the HTML part, and links are built only from the
 * e-mail address and phone number that pass validation.
 */
import { createTransport } from 'nodemailer';
import { leadKindLabels } from '../../content/lead-kinds.ts';
import { displayPhone, readEmail, readPhone } from './contact-details.ts';
import { FIELDS, LEAD_FIELDS, type LeadField } from './fields.ts';
import { utmText } from './lead-json.ts';
import { notificationKey } from './notify-webhook.ts';
import type { Change, Lead, LeadEvent } from './store.ts';
import { parisFullDate } from '../paris-time.ts';

export interface EmailOptions {
  smtpUrl: string;
  /** One address or several, comma-separated. */
  to: string;
  /** The sender's address, shown as "<brandName> <from>". */
  from: string;
  publicUrl: string;
  brandName: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and in quoted attributes; control characters (invalid in HTML) become U+FFFD. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '\ufffd');
}

/** « de démo », « d’audit gratuit ». */
function ofKind(kind: Lead['kind']): string {
  const label = leadKindLabels[kind];
  return /^[aeiouyàâéèêëîïôûü]/i.test(label) ? `d’${label}` : `de ${label}`;
}

/** A visitor's words on one short header line: no line breaks nor control characters, bounded. */
function headerText(text: string, max = 80): string {
  const line = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const CREATED: LeadEvent = { type: 'created' };

/** « Nouvelle demande de démo », or « Demande mise à jour » for a second request of the same person. */
const titleOf = (lead: Lead, event: LeadEvent) => (event.type === 'created' ? `Nouvelle demande ${ofKind(lead.kind)}` : `Demande mise à jour`);

export function emailSubject(lead: Lead, event: LeadEvent = CREATED): string {
  const name = headerText(lead.name) || 'Sans nom';
  const company = headerText(lead.company);
  return `${titleOf(lead, event)} — ${name}${company ? ` (${company})` : ''} — réf. ${lead.reference}`;
}

/** What a second request changed, one line a field: « Besoin : Tables tactiles → Affichage dynamique ». */
function changeLines(event: LeadEvent): string[] {
  if (event.type !== 'updated') return [];
  const shown = (change: Change, value: string) => (change.field === 'kind' ? (leadKindLabels[value as Lead['kind']] ?? value) : value) || '—';
  return event.changes.map((change) => `${LEAD_FIELDS[change.field].label}\u00a0: ${shown(change, change.before)} → ${shown(change, change.after)}`);
}

const ROLES: Record<string, string> = { user: 'Visiteur', assistant: 'Assistant' };
const roleName = (role: string) => ROLES[role] ?? role;

interface Field {
  label: string;
  text: string;
  /** HTML to show instead of the escaped text (a link built from a validated value). */
  html?: string;
}

function fieldsOf(lead: Lead): Field[] {
  const email = readEmail(lead.email) === lead.email ? lead.email : null;
  // Stored in E.164 when it could be read: only then is it a number to dial.
  const phone = lead.phone && readPhone(lead.phone) === lead.phone ? lead.phone : null;
  const shownPhone = phone ? displayPhone(phone) : lead.phone;
  const [local, domain] = email ? [email.slice(0, email.lastIndexOf('@')), email.slice(email.lastIndexOf('@') + 1)] : ['', ''];
  // The fields shown otherwise than as they are stored.
  const shown: Partial<Record<LeadField, Omit<Field, 'label'>>> = {
    kind: { text: leadKindLabels[lead.kind] },
    // The local part may hold ? # % &, which a mailto: URL would read as its own syntax.
    email: {
      text: lead.email,
      ...(email ? { html: `<a href="${escapeHtml(`mailto:${encodeURIComponent(local)}@${domain}`)}">${escapeHtml(email)}</a>` } : {}),
    },
    phone: { text: shownPhone, ...(phone ? { html: `<a href="${escapeHtml(`tel:${phone}`)}">${escapeHtml(shownPhone)}</a>` } : {}) },
  };
  return [
    { label: 'Référence', text: lead.reference },
    { label: 'Date', text: parisFullDate(lead.createdAt) },
    ...FIELDS.map((field) => ({ label: LEAD_FIELDS[field].label, ...(shown[field] ?? { text: lead[field] }) })),
    { label: 'Consentement', text: parisFullDate(lead.consentAt) },
    { label: 'Page', text: lead.page },
    { label: 'Provenance', text: lead.referrer },
    { label: 'Campagne', text: utmText(lead.utm) },
    { label: 'Session', text: lead.sessionId },
  ];
}

export function emailText(lead: Lead, event: LeadEvent = CREATED): string {
  const lines = [`${titleOf(lead, event)} — réf. ${lead.reference}`, ''];
  const changes = changeLines(event);
  if (changes.length) lines.push('Ce qui a changé', '', ...changes.map((line) => headerText(line, 400)), '');
  // One line a field: a visitor's line breaks would write lines that look like ours.
  for (const field of fieldsOf(lead)) lines.push(`${field.label}\u00a0: ${headerText(field.text, 2000) || '—'}`);
  lines.push('', 'Conversation', '');
  for (const message of lead.conversation) lines.push(`${roleName(message.role)}\u00a0: ${message.content}`, '');
  return lines.join('\n');
}

export function emailHtml(lead: Lead, event: LeadEvent = CREATED): string {
  const changes = changeLines(event);
  const changed = changes.length
    ? `<h2 style="font-size:16px">Ce qui a changé</h2>\n<ul>${changes.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>\n`
    : '';
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const rows = fieldsOf(lead)
    .map(
      (field) =>
        `<tr><th style="${cell}">${escapeHtml(field.label)}</th><td style="${cell};white-space:pre-wrap">${field.html ?? (escapeHtml(field.text) || '—')}</td></tr>`,
    )
    .join('\n');
  const messages = lead.conversation
    .map(
      (message) =>
        `<p style="margin:0 0 8px;white-space:pre-wrap"><strong>${escapeHtml(roleName(message.role))}\u00a0:</strong> ${escapeHtml(message.content)}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(emailSubject(lead, event))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.4;color:#1a1a1a">
<h1 style="font-size:18px">${escapeHtml(titleOf(lead, event))} — réf. ${escapeHtml(lead.reference)}</h1>
${changed}<table style="border-collapse:collapse">
${rows}
</table>
<h2 style="font-size:16px">Conversation</h2>
${messages}
</body></html>
`;
}

/**
 * Sends each lead to the team; rejects when the server does not take it (the outbox tries again), and
 * as soon as `signal` aborts, its connection closed (the outbox's deadline for the whole delivery).
 */
export function emailSender({ smtpUrl, to, from, publicUrl, brandName }: EmailOptions): (lead: Lead, event?: LeadEvent, signal?: AbortSignal) => Promise<void> {
  const host = new URL(publicUrl).hostname;
  const transport = createTransport({
    url: smtpUrl,
    // Per phase: a dead or silent server fails early. A server that drips bytes defeats these, so the
    // outbox's deadline for the whole send (the signal) is what bounds it.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 20_000,
    dnsTimeout: 10_000,
    // Nothing in a message is ever a file or URL to fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const sender = { name: brandName, address: from };
  return async (lead, event = CREATED, signal) => {
    const replyTo = readEmail(lead.email) === lead.email ? lead.email : undefined;
    await transport.sendMail({
      from: sender,
      to,
      ...(replyTo ? { replyTo } : {}),
      // Stable: a duplicate (a crash between sending and recording it) shows as the same message.
      messageId: `<${notificationKey(lead, event)}@${host}>`,
      subject: emailSubject(lead, event),
      text: emailText(lead, event),
      html: emailHtml(lead, event),
      ...(signal ? { signal } : {}),
    });
  };
}
