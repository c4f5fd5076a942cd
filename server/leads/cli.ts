/**
 * `npm run leads -- …` (dist/leads.js). With DATABASE_URL, on PostgreSQL directly. Otherwise the
 * embedded database, which only one process may open: through the running server's control socket
 * when it answers, else opened here (with DATA_DIR's lock).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ASSISTANT_USAGE, runLeadCommand, USAGE, type CommandResult, type CommandStore } from './commands.ts';
import { callControl, controlSocketPath } from './control.ts';
import { openDb, type Db } from './db.ts';
import { migrate } from './migrations.ts';
import { LeadStore } from './store.ts';

const DEFAULT_RETENTION_DAYS = 1095;

const failure = (message: string, code = 1): CommandResult => ({ stdout: '', stderr: `leads : ${message}\n`, code });

/** The database is opened by the first query: a usage error or `help` never touches it. */
function lazyStore(open: () => Promise<LeadStore>): CommandStore {
  let store: Promise<LeadStore> | null = null;
  const get = () => (store ??= open());
  return {
    list: async (options) => (await get()).list(options),
    pending: async () => (await get()).pending(),
    erase: async (contact) => (await get()).erase(contact),
    purge: async (days, now) => (await get()).purge(days, now),
    unanswered: async (since) => (await get()).unanswered(since),
  };
}

async function runOnDb(open: () => Promise<Db>, args: string[], retentionDays: number): Promise<CommandResult> {
  const opened: { db?: Db } = {};
  try {
    const store = lazyStore(async () => {
      const db = (opened.db = await open());
      await migrate(db);
      return new LeadStore(db);
    });
    return await runLeadCommand(store, args, { retentionDays });
  } finally {
    await opened.db?.close();
  }
}

/** No server listens there (no socket, or one left by a server that stopped). */
const nobodyListening = (error: unknown) => ['ENOENT', 'ECONNREFUSED'].includes((error as NodeJS.ErrnoException).code ?? '');

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  // `npm run assistant -- unanswered`: the content team's one command, on the same database.
  const assistant = argv[0] === '--assistant';
  const args = assistant ? argv.slice(1) : argv;
  if (assistant && args[0] !== 'unanswered') {
    const help = ['help', '--help', '-h'].includes(args[0] ?? '');
    return { stdout: help ? ASSISTANT_USAGE : '', stderr: help ? '' : `assistant : ${args[0] === undefined ? 'commande manquante' : `commande inconnue « ${args[0]} »`}\n\n${ASSISTANT_USAGE}`, code: help ? 0 : 2 };
  }
  const retentionText = env.LEADS_RETENTION_DAYS?.trim() || String(DEFAULT_RETENTION_DAYS);
  const retentionDays = Number(retentionText);
  if (!/^\d+$/.test(retentionText) || retentionDays < 1 || retentionDays > 36_500) {
    return failure(`LEADS_RETENTION_DAYS attend un nombre de jours entre 1 et 36500 (reçu « ${retentionText} »)\n\n${USAGE}`, 2);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return failure('DATABASE_URL doit être une URL postgres://utilisateur:motdepasse@hôte:port/base', 2);
    return runOnDb(() => openDb({ databaseUrl, dataDir }), args, retentionDays);
  }
  const socket = controlSocketPath(dataDir);
  try {
    // Through the server: its own settings (LEADS_RETENTION_DAYS) apply.
    return await callControl(socket, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EACCES') return failure(`accès refusé à ${socket} : lancez la commande avec l'utilisateur du serveur`);
    if (!nobodyListening(error)) throw error;
  }
  return runOnDb(
    async () => {
      // Not creating an empty database where DATA_DIR points by mistake.
      if (!existsSync(join(dataDir, 'PG_VERSION'))) {
        throw new Error(`aucune base de demandes dans ${dataDir} : le serveur ne l'a pas encore créée, ou DATA_DIR ne désigne pas le bon dossier`);
      }
      return openDb({ databaseUrl: null, dataDir });
    },
    args,
    retentionDays,
  );
}

// `… | head` closes stdout early: that is no error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

const result = await main(process.argv.slice(2), process.env).catch((error: unknown) => failure(error instanceof Error ? error.message : String(error)));
process.stderr.write(result.stderr);
process.stdout.write(result.stdout);
process.exitCode = result.code;
