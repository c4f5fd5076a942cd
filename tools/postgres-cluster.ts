// A throw-away PostgreSQL server from Debian's `postgresql` package, for the tests and the bench:
// a new cluster in a temporary directory, on a free port of 127.0.0.1, stopped and removed after.
// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user and its
// commands run through runuser.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const TOOLS = ['initdb', 'pg_ctl', 'postgres'];
export const POSTGRES_MISSING =
  'PostgreSQL is not installed (apt-get install postgresql): no initdb, pg_ctl and postgres on the PATH nor in /usr/lib/postgresql/*/bin';

/** The directory of initdb, pg_ctl and postgres: on the PATH, else Debian's newest version. */
export function postgresBin(): string | null {
  const complete = (dir: string) => TOOLS.every((tool) => existsSync(join(dir, tool)));
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && complete(dir)) return dir;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => complete(join(root, name, 'bin')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] === undefined ? null : join(root, versions[0], 'bin');
}

/** Owner of the cluster's files and processes: ourselves, or `postgres` when we are root. */
async function owner(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout } = await run('id', ['-u', 'postgres']).catch(() => ({ stdout: '' }));
  const uid = Number(stdout.trim());
  if (!uid) throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid, gid: Number(gid.trim()) };
}

const tail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-10).join('\n');
  } catch {
    return '';
  }
};

/** Clusters not stopped yet: a process that exits without stop() (a crashed test) must not leave its server running. */
const running = new Map<string, string>();
let exitHookSet = false;
function stopAllAtExit() {
  if (exitHookSet) return;
  exitHookSet = true;
  process.once('exit', () => {
    for (const [data, dir] of running) {
      try {
        // SIGQUIT: PostgreSQL's immediate shutdown; synchronous, as an exit handler must be.
        process.kill(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT');
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

/** A running cluster: its URL, an outage on demand, and its end. */
export interface PostgresCluster {
  url: string;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a new cluster; resolves with its URL (postgres://postgres@127.0.0.1:PORT/postgres) and
 * stop(); `durable` keeps fsync on. Null when PostgreSQL is not installed, with the reason.
 */
export async function startPostgres({
  durable = false,
}: {
  durable?: boolean;
} = {}): Promise<{ cluster: PostgresCluster; reason: null } | { cluster: null; reason: string }> {
  const bin = postgresBin();
  if (!bin) return { cluster: null, reason: POSTGRES_MISSING };
  const user = await owner();
  // Under /tmp, 0700 and owned by the cluster's user: reachable by it (unlike a root-only TMPDIR), private to it.
  const dir = mkdtempSync('/tmp/pg-cluster-');
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  const as = (command: string, args: string[]) =>
    user ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  try {
    chmodSync(dir, 0o700);
    if (user) chownSync(dir, user.uid, user.gid);
    await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    // fsync off for tests: a test cluster need not survive a power cut, and its writes are then cheap.
    // The bench keeps PostgreSQL's defaults (durable), to time a commit as production makes it.
    const relaxed = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    stopAllAtExit();
    running.set(data, dir);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${relaxed}`;
      try {
        // -w: returns once the server accepts connections.
        await as('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '30', 'start']);
      } catch (error) {
        // Another process may have taken the port between freePort() and the server's bind: another port.
        if (attempt < 3 && /could not (bind|create listen)/i.test(tail(log))) continue;
        throw error;
      }
      return {
        cluster: {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          // An outage: the server stops (its clients' connections cut), then starts again on the same port and data.
          pause: () => as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).then(() => {}),
          resume: () => as('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '30', 'start']).then(() => {}),
          async stop() {
            await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
            running.delete(data);
            rmSync(dir, { recursive: true, force: true });
          },
        },
        reason: null,
      };
    }
  } catch (error) {
    await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    running.delete(data);
    const logged = tail(log);
    rmSync(dir, { recursive: true, force: true });
    // execFile's message holds the command's stderr; the server's own log says why it would not start.
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : error}${logged ? `\n${logged}` : ''}`);
  }
}
