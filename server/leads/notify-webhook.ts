/**
 * A lead posted as JSON to LEADS_WEBHOOK_URL (a CRM, an automation): `{ event: 'lead.created', lead }`,
 * the lead as the JSON export shows it, or `{ event: 'lead.updated', lead, changes }` when a second
 * request of the same person changed it. The Idempotency-Key lets the receiver drop a repeat.
 */
import { leadJson } from './lead-json.ts';
import type { Lead, LeadEvent } from './store.ts';

/** The stable key of a notification: the same one when it is sent again. */
export const notificationKey = (lead: Lead, event: LeadEvent) =>
  event.type === 'created' ? `lead-${lead.reference}` : `lead-${lead.reference}-update-${event.delivery}`;

export interface WebhookOptions {
  url: string;
}

/** Why the request failed, without the URL (its path or query often holds a secret token). */
function failure(error: unknown): Error {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const detail = cause?.code ?? cause?.message;
  return new Error(`webhook: network error${detail ? ` (${detail})` : ''}: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Posts each lead; rejects on a network error or any status but 2xx (the outbox tries again), and
 * as soon as `signal` aborts (the outbox's deadline for the whole delivery, a shutdown).
 */
export function webhookSender({ url }: WebhookOptions): (lead: Lead, event?: LeadEvent, signal?: AbortSignal) => Promise<void> {
  return async (lead, event = { type: 'created' }, signal) => {
    const body =
      event.type === 'created' ? { event: 'lead.created', lead: leadJson(lead) } : { event: 'lead.updated', lead: leadJson(lead), changes: event.changes };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': notificationKey(lead, event) },
        body: JSON.stringify(body),
        // A 301/302 would be followed as a GET, without the lead, and look like a success.
        redirect: 'manual',
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw failure(error);
    }
    // Only the status matters: the body is let go unread, so the connection is freed.
    await response.body?.cancel().catch(() => {});
    if (response.status < 200 || response.status > 299) {
      throw new Error(
        `webhook: HTTP ${response.status}${response.status >= 300 && response.status < 400 ? ' (redirect not followed: set the final URL)' : ''}`,
      );
    }
  };
}
