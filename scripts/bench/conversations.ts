// Section 8: what keeping the conversation costs each message. The server reads and locks the
// conversation's record, then saves it with the message and its reply (SqlConversationStore.update,
// one transaction), with the embedded database (PGlite) and with PostgreSQL (a temporary cluster,
// fsync on); 50 conversations at once, as 50 visitors chatting, each sending its next message after
// a pause of 0.5 to 1.5 s (a person takes longer to read and type: this is a busy hour). The visitor
// waits for it on every message. Target: p99 < 20 ms embedded. Then the same without any pause (50
// messages always in flight, which the embedded database takes one at a time): for information.
import { randomBytes } from 'node:crypto';
import { heading, table } from './report.ts';
import { onEachStore, timesRow } from './stores.ts';

/** The server modules this section uses. */
type Modules = Pick<typeof import('../../server/leads/db.ts'), 'openDb'> &
  Pick<typeof import('../../server/leads/migrations.ts'), 'migrate'> &
  Pick<typeof import('../../server/conversations/store.ts'), 'SqlConversationStore'> &
  Pick<typeof import('../../server/conversations/record.ts'), 'withTurns' | 'originOf'>;

const RECORD_P99_TARGET_MS = 20;
const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 50);
const MESSAGES = Number(process.env.CONVERSATION_MESSAGES ?? 40);
const WARM_UP = 5;
/** The pause between a conversation's messages: 0.5 to 1.5 s. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));

const QUESTION = 'Quelles tailles proposez-vous pour les tables tactiles, et pour combien de personnes ?';
const ANSWER = 'Nos tables tactiles existent en 43, 55 et 65 pouces ; la 55 pouces accueille six personnes autour d’un même contenu. '.repeat(4);

/** Milliseconds of each message's update, after the warm-up, 50 conversations going at once. */
async function timeMessages(modules: Modules, databaseUrl: string | null, dataDir: string, paced: boolean): Promise<number[]> {
  const db = await modules.openDb({ databaseUrl, dataDir });
  try {
    await modules.migrate(db);
    const store = new modules.SqlConversationStore(db);
    const origin = modules.originOf('https://www.exemple.fr/solutions/tables-tactiles?utm_source=salon', 'https://www.google.fr/');
    const times: number[] = [];
    const conversation = async () => {
      const sessionId = `session-${Date.now()}-${randomBytes(16).toString('hex').slice(0, 22)}`;
      for (let i = 0; i < WARM_UP + MESSAGES; i++) {
        const start = process.hrtime.bigint();
        await store.update(sessionId, origin, async (record) => {
          const at = new Date().toISOString();
          const turns = modules.withTurns(record.turns, [
            { role: 'user', content: QUESTION, at, id: `m${i}` },
            { role: 'assistant', content: ANSWER, at },
          ]);
          return { record: { ...record, turns, state: { desk: { draft: null, known: {} } } }, result: undefined };
        });
        if (i >= WARM_UP) times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (paced) await pause();
      }
    };
    await Promise.all(Array.from({ length: CONVERSATIONS }, conversation));
    return times.sort((a, b) => a - b);
  } finally {
    await db.close();
  }
}

export async function benchConversations() {
  heading(`8. Conversations — the record's cost per message (${CONVERSATIONS} conversations at once, ${MESSAGES} messages each)`);
  const section = 'conversations';
  // Imported when the section runs (tsx reads the TypeScript): other sections never load the database.
  const [{ openDb }, { migrate }, { SqlConversationStore }, { withTurns, originOf }] = await Promise.all([
    import('../../server/leads/db.ts'),
    import('../../server/leads/migrations.ts'),
    import('../../server/conversations/store.ts'),
    import('../../server/conversations/record.ts'),
  ]);
  const modules: Modules = { openDb, migrate, SqlConversationStore, withTurns, originOf };
  const rows: string[][] = [];
  await onEachStore(section, 'bench-conversations-', async (store, databaseUrl, dataDir, embedded) => {
    for (const paced of [true, false]) {
      const times = await timeMessages(modules, databaseUrl, dataDir, paced);
      rows.push(timesRow(section, `${store}, ${paced ? 'paced' : 'no pause'}`, times, paced && embedded ? RECORD_P99_TARGET_MS : null));
    }
  });
  table(['store', 'p50', 'p99', 'max', 'p99 < 20 ms'], rows);
}
