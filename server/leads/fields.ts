/**
 * The fields of a lead the visitor gives: the one list the store's columns, the JSON and CSV
 * exports, the e-mail and `npm run leads -- list` derive from. Their order here is the order the
 * team reads them in the e-mail, the order of an update's changes and of the request's fingerprint.
 * The SQL migrations that created the columns are history: a field added here needs one of its own.
 */
import type { LeadKind } from '../../content/lead-kinds.ts';

export interface LeadFields {
  kind: LeadKind;
  /** What it is about: a solution, or the visitor's words. */
  need: string;
  name: string;
  company: string;
  email: string;
  /** E.164 when it could be read, else as written. */
  phone: string;
  callbackTime: string;
}

export type LeadField = keyof LeadFields;

/** Each field's column in the leads table, its label in the e-mail, and its heading in the CSV. */
export const LEAD_FIELDS = {
  kind: { column: 'kind', label: 'Demande', heading: 'Demande' },
  need: { column: 'need', label: 'Besoin', heading: 'Besoin' },
  name: { column: 'name', label: 'Nom', heading: 'Nom' },
  company: { column: 'company', label: 'Entreprise', heading: 'Société' },
  email: { column: 'email', label: 'E-mail', heading: 'E-mail' },
  phone: { column: 'phone', label: 'Téléphone', heading: 'Téléphone' },
  callbackTime: { column: 'callback_time', label: 'Moment souhaité', heading: 'Rappel souhaité' },
} as const satisfies Record<LeadField, { column: string; label: string; heading: string }>;

/** The fields in the team's reading order (LEAD_FIELDS'). */
export const FIELDS = Object.keys(LEAD_FIELDS) as LeadField[];

/** A lead's fields, each one's value from `value`, in `order`: the one cast from a list of fields to their record. */
export function fieldsFrom(value: (field: LeadField) => string, order: readonly LeadField[] = FIELDS): LeadFields {
  return Object.fromEntries(order.map((field) => [field, value(field)])) as unknown as LeadFields;
}

/** The fields in the exports' order (JSON keys, CSV columns, the list's line): who before what about. */
export const EXPORTED_FIELDS: readonly LeadField[] = ['kind', 'name', 'company', 'email', 'phone', 'need', 'callbackTime'];

/** The fields as the leads table names them: `callback_time` for `callbackTime`. */
export type LeadColumns = { [F in LeadField as (typeof LEAD_FIELDS)[F]['column']]: LeadFields[F] };
