import { EXPORTED_FIELDS, fieldsFrom, type LeadFields } from './fields.ts';
import type { Channel, Lead } from './store.ts';

/**
 * A lead as the outside world reads it: the JSON export, the CSV's columns and the webhook's body.
 * Dates in ISO 8601 (UTC); `pending` lists the notifications not sent yet.
 */
export interface LeadJson extends LeadFields {
  id: number;
  reference: string;
  createdAt: string;
  consentAt: string;
  sessionId: string;
  notifiedAt: string | null;
  updatedAt: string | null;
  /** Where the conversation started: the page, the referrer, the page's UTM parameters. */
  page: string;
  referrer: string;
  utm: Record<string, string>;
  pending: Channel[];
  conversation: Lead['conversation'];
}

export function leadJson(lead: Lead, pending: Channel[] = []): LeadJson {
  return {
    id: lead.id,
    reference: lead.reference,
    createdAt: lead.createdAt.toISOString(),
    // In the exports' order: the JSON's keys are the CSV's columns.
    ...fieldsFrom((field) => lead[field], EXPORTED_FIELDS),
    consentAt: lead.consentAt.toISOString(),
    sessionId: lead.sessionId,
    notifiedAt: lead.notifiedAt?.toISOString() ?? null,
    updatedAt: lead.updatedAt?.toISOString() ?? null,
    page: lead.page,
    referrer: lead.referrer,
    utm: lead.utm,
    pending,
    conversation: lead.conversation,
  };
}

/** UTM parameters on one line, for the e-mail and the CSV: « utm_source=salon, utm_campaign=rentree ». */
export const utmText = (utm: Record<string, string>) =>
  Object.entries(utm)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
