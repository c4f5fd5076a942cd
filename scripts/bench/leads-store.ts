// Section 7: the time to store a lead, as the chat does at the consent (LeadStore.add: the lead and
// its outbox entry in one transaction), with the embedded database (PGlite in a temporary DATA_DIR)
// and with PostgreSQL (a temporary cluster of Debian's, with its durable defaults: fsync on).
// The visitor waits for it before the confirmation. Target: p99 < 100 ms on each.
import { heading, table } from './report.ts';
import { onEachStore, timesRow } from './stores.ts';
import type { NewLead } from '../../server/leads/store.ts';

/** The server modules this section uses. */
type StoreModules = Pick<typeof import('../../server/leads/db.ts'), 'openDb'> &
  Pick<typeof import('../../server/leads/migrations.ts'), 'migrate'> &
  Pick<typeof import('../../server/leads/store.ts'), 'LeadStore'>;

const STORE_P99_TARGET_MS = 100;
const WARM_UP = 50;
const LEADS = Number(process.env.LEADS_STORED ?? 500);

const lead = (i: number): NewLead => ({
  kind: 'demo',
  need: 'Tables tactiles',
  name: `Visiteur ${i}`,
  company: 'Garage du Centre',
  email: `visiteur${i}@exemple.fr`,
  phone: '+33612345678',
  callbackTime: 'mardi matin',
  consentAt: new Date(),
  sessionId: `session-1700000000000-bench${i}`,
  conversation: Array.from({ length: 12 }, (_, j) => ({
    role: j % 2 ? 'assistant' : 'user',
    content: 'Une phrase de la conversation, de la longueur d’une question. '.repeat(2),
  })),
});

/** Milliseconds of each add after the warm-up, one after another as the consents of visitors come. */
async function timeAdds(modules: StoreModules, databaseUrl: string | null, dataDir: string): Promise<number[]> {
  const db = await modules.openDb({ databaseUrl, dataDir });
  try {
    await modules.migrate(db);
    const store = new modules.LeadStore(db);
    for (let i = 0; i < WARM_UP; i++) await store.add(lead(-i - 1), ['email']);
    const times = [];
    for (let i = 0; i < LEADS; i++) {
      const start = process.hrtime.bigint();
      await store.add(lead(i), ['email']);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    return times.sort((a, b) => a - b);
  } finally {
    await db.close();
  }
}

export async function benchLeadsStore() {
  heading(`7. Leads — time to store a lead with its outbox entry (${LEADS} in a row after ${WARM_UP} of warm-up)`);
  const section = 'leads store';
  // Imported when the section runs (tsx reads the TypeScript): other sections never load the database.
  const [{ openDb }, { migrate }, { LeadStore }] = await Promise.all([
    import('../../server/leads/db.ts'),
    import('../../server/leads/migrations.ts'),
    import('../../server/leads/store.ts'),
  ]);
  const modules: StoreModules = { openDb, migrate, LeadStore };
  const rows: string[][] = [];
  await onEachStore(section, 'bench-leads-', async (store, databaseUrl, dataDir) => {
    rows.push(timesRow(section, store, await timeAdds(modules, databaseUrl, dataDir), STORE_P99_TARGET_MS));
  });
  table(['store', 'p50', 'p99', 'max', 'p99 < 100 ms'], rows);
}
