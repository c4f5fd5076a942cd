import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '../../server/leads/db.ts';
import { migrate } from '../../server/leads/migrations.ts';
import { LeadStore, type NewLead } from '../../server/leads/store.ts';

/**
 * A lead as the chat takes it, for the tests of the store, the outbox and the commands: always the
 * same person (Camille Martin, her e-mail and phone). Tests that mean other people give them
 * `anotherPerson()`: the store takes a second request of the same e-mail or phone within a day as an
 * update of the first lead, not as a lead of its own.
 */
export const sampleLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  kind: 'demo',
  need: 'tables-tactiles',
  name: 'Camille Martin',
  company: 'Garage du Centre',
  email: 'camille.martin@garage.example',
  phone: '+33612345678',
  callbackTime: 'mardi matin',
  consentAt: new Date('2026-11-23T10:00:00Z'),
  sessionId: 'session-1700000000000-abc123def',
  conversation: [{ role: 'user', content: 'Je veux une démo' }],
  ...overrides,
});

let people = 0;

/** An e-mail and a (French mobile) phone of a person no other call gives: a lead of its own. */
export function anotherPerson(): Pick<NewLead, 'email' | 'phone'> {
  people++;
  return { email: `personne.${people}@exemple.fr`, phone: `+3361${String(people).padStart(7, '0')}` };
}

/** A visitor's request with NUL characters, which PostgreSQL text cannot hold, and how it reads back: U+FFFD in their place. */
export const NUL_LEAD = (): NewLead =>
  sampleLead({
    ...anotherPerson(),
    sessionId: 'session-1700000000000-nulchar00',
    company: 'A\u0000B',
    conversation: [{ role: 'user', content: 'nul\u0000 fin' }],
  });
export const NUL_LEAD_READ = { company: 'A\ufffdB', conversation: [{ role: 'user', content: 'nul\ufffd fin' }] };

/** The embedded database in a temporary DATA_DIR, migrated, with its store; close() removes it all. */
export async function embeddedStore(prefix: string): Promise<{ db: Db; store: LeadStore; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const db = await openDb({ databaseUrl: null, dataDir: join(dir, 'data') });
  await migrate(db);
  return {
    db,
    store: new LeadStore(db),
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
