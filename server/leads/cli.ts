/**
 * `npm run leads -- …` (dist/leads.js). With DATABASE_URL, on PostgreSQL directly. Otherwise the
 * embedded database, which only one process may open: through the running server's control socket
 * when it answers, else opened here (with DATA_DIR's lock).
 */
import { existsSync, linkSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ASSISTANT_USAGE, runLeadCommand, USAGE, type CommandStore } from './commands.ts';
import { callControl, controlSocketPath, type CommandResult } from './control.ts';
import { archiveHeldDatabase, openDb, type Db } from './db.ts';
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
      const db = await open();
      opened.db = db;
      await migrate(db);
      return new LeadStore(db);
    });
    return await runLeadCommand(store, args, { retentionDays });
  } finally {
    await opened.db?.close();
  }
}

/** Opens the embedded database of DATA_DIR here, without creating an empty one where DATA_DIR points by mistake. */
function openExisting(dataDir: string): Promise<Db> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    return Promise.reject(new Error(`aucune base de demandes dans ${dataDir} : le serveur ne l'a pas encore créée, ou DATA_DIR ne désigne pas le bon dossier`));
  }
  return openDb({ databaseUrl: null, dataDir });
}

/** Asks the server holding DATA_DIR to run `args`; null when no server listens there. */
async function throughServer(socket: string, args: string[]): Promise<CommandResult | null> {
  try {
    return await callControl(socket, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EACCES') return failure(`accès refusé à ${socket} : lancez la commande avec l'utilisateur du serveur`);
    if (!nobodyListening(error)) throw error;
    return null;
  }
}

const ARCHIVES_ONLY_EMBEDDED =
  'backup et restore concernent la base intégrée (DATA_DIR) ; avec DATABASE_URL, sauvegardez avec pg_dump -Fc et restaurez avec pg_restore (voir docs/operations.md, « Backups »)';

/** The file named after `command`, alone, or a usage error. */
function fileArgument(command: string, rest: string[]): string | CommandResult {
  if (rest.length === 1 && rest[0] && !rest[0].startsWith('-')) return resolve(rest[0]);
  return failure(`${command} attend un seul argument, le fichier de la sauvegarde\n\n${USAGE}`, 2);
}

/**
 * `backup FICHIER`: the server holding DATA_DIR makes the copy between two statements (it is then
 * consistent), or, when none runs, this command opens the directory itself (with its lock). The
 * file is written 0600 and never replaces one: a backup is never overwritten by mistake.
 */
async function backup(rest: string[], dataDir: string): Promise<CommandResult> {
  const file = fileArgument('backup', rest);
  if (typeof file !== 'string') return file;
  if (existsSync(file)) return failure(`${file} existe déjà : une sauvegarde n'en remplace jamais une autre, choisissez un autre nom`);
  let archive: Buffer;
  const answer = await throughServer(controlSocketPath(dataDir), ['backup']);
  if (answer) {
    if (answer.code !== 0) return answer;
    if (answer.archive === undefined) return failure("le serveur n'a pas envoyé de sauvegarde : est-il de la même version que cette commande ?");
    archive = Buffer.from(answer.archive, 'base64');
  } else {
    const db = await openExisting(dataDir);
    try {
      archive = (await archiveHeldDatabase())!;
    } finally {
      await db.close();
    }
  }
  // Written beside, then linked into place: no half-written backup under its name, and link() refuses an existing one.
  const partial = `${file}.${process.pid}.partiel`;
  try {
    writeFileSync(partial, archive, { flag: 'wx', mode: 0o600 });
    linkSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { stdout: `Sauvegarde de ${dataDir} : ${file} (${archive.length} octets).\n`, stderr: '', code: 0 };
}

/**
 * `restore FICHIER`: recreates the embedded database from a backup in an empty DATA_DIR only (a
 * server running on it, or a database there, would be overwritten); the server migrates it at start.
 */
async function restore(rest: string[], dataDir: string): Promise<CommandResult> {
  const file = fileArgument('restore', rest);
  if (typeof file !== 'string') return file;
  const entries = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (entries.length > 0) {
    return failure(
      `le dossier de données ${dataDir} n'est pas vide : la restauration ne remplace jamais une base existante. ` +
        `Arrêtez le serveur, mettez ce dossier de côté (mv ${dataDir} ${dataDir}.avant-restauration), puis relancez la restauration.`,
    );
  }
  let archive: Buffer;
  try {
    archive = readFileSync(file);
  } catch (error) {
    return failure(`impossible de lire ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const notABackup = failure(`${file} n'est pas une sauvegarde de « npm run leads -- backup » (une archive .tar.gz de la base intégrée)`);
  if (archive[0] !== 0x1f || archive[1] !== 0x8b) return notABackup;
  // Whatever a failed restore wrote goes, so that DATA_DIR is empty again for the next attempt.
  const clear = () => {
    for (const name of existsSync(dataDir) ? readdirSync(dataDir) : []) rmSync(join(dataDir, name), { recursive: true, force: true });
  };
  let db: Db | undefined;
  try {
    db = await openDb({ databaseUrl: null, dataDir, restore: archive });
    const [found] = await db.query<{ leads: string | null }>("SELECT to_regclass('leads')::text AS leads");
    if (!found?.leads) {
      await db.close();
      db = undefined;
      clear();
      return notABackup;
    }
    const [{ count }] = (await db.query<{ count: string }>('SELECT count(*)::text AS count FROM leads')) as [{ count: string }];
    return { stdout: `Restauration de ${file} dans ${dataDir} : ${count} demande${Number(count) > 1 ? 's' : ''}.\n`, stderr: '', code: 0 };
  } catch (error) {
    await db?.close().catch(() => {});
    db = undefined;
    clear();
    return failure(`restauration impossible depuis ${file} : ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await db?.close();
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
    return {
      stdout: help ? ASSISTANT_USAGE : '',
      stderr: help ? '' : `assistant : ${args[0] === undefined ? 'commande manquante' : `commande inconnue « ${args[0]} »`}\n\n${ASSISTANT_USAGE}`,
      code: help ? 0 : 2,
    };
  }
  const retentionText = env.LEADS_RETENTION_DAYS?.trim() || String(DEFAULT_RETENTION_DAYS);
  const retentionDays = Number(retentionText);
  if (!/^\d+$/.test(retentionText) || retentionDays < 1 || retentionDays > 36_500) {
    return failure(`LEADS_RETENTION_DAYS attend un nombre de jours entre 1 et 36500 (reçu « ${retentionText} »)\n\n${USAGE}`, 2);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  if (databaseUrl) {
    if (args[0] === 'backup' || args[0] === 'restore') return failure(ARCHIVES_ONLY_EMBEDDED, 2);
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return failure('DATABASE_URL doit être une URL postgres://utilisateur:motdepasse@hôte:port/base', 2);
    return runOnDb(() => openDb({ databaseUrl, dataDir }), args, retentionDays);
  }
  if (args[0] === 'backup') return backup(args.slice(1), dataDir);
  if (args[0] === 'restore') return restore(args.slice(1), dataDir);
  // Through the server when one holds DATA_DIR: its own settings (LEADS_RETENTION_DAYS) apply.
  return (await throughServer(controlSocketPath(dataDir), args)) ?? runOnDb(() => openExisting(dataDir), args, retentionDays);
}

// `… | head` closes stdout early: that is no error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

const result = await main(process.argv.slice(2), process.env).catch((error: unknown) => failure(error instanceof Error ? error.message : String(error)));
process.stderr.write(result.stderr);
process.stdout.write(result.stdout);
process.exitCode = result.code;
