// A throw-away PostgreSQL server from Debian's `postgresql` package, for the tests and the bench:
// a new cluster in a temporary directory, on a free port of 127.0.0.1, stopped and removed after.
// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user and its
// commands run through runuser.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The directory of initdb, pg_ctl and postgres: on the PATH, else Debian's newest version. */
export function postgresBin() {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Owner of the cluster's files and processes: ourselves, or `postgres` when we are root. */
async function owner() {
  if (process.getuid?.() !== 0) return null;
  const { stdout } = await run('id', ['-u', 'postgres']).catch(() => ({ stdout: '' }));
  const uid = Number(stdout.trim());
  if (!uid) throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid, gid: Number(gid.trim()) };
}

/**
 * Starts a new cluster; resolves with its URL (postgres://postgres@127.0.0.1:PORT/postgres) and
 * stop(); `durable` keeps fsync on. Null when PostgreSQL is not installed, with the reason.
 */
export async function startPostgres({ durable = false } = {}) {
  const bin = postgresBin();
  if (!bin) return { cluster: null, reason: "PostgreSQL is not installed (apt-get install postgresql): no initdb on the PATH nor in /usr/lib/postgresql/*/bin" };
  const user = await owner();
  const dir = mkdtempSync('/tmp/pg-cluster-');
  const data = join(dir, 'data');
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const as = (command, args) => (user ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args));
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  // fsync off for tests: a test cluster need not survive a power cut, and its writes are then cheap.
  // The bench keeps PostgreSQL's defaults (durable), to time a commit as production makes it.
  const relaxed = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${relaxed}`;
  await as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  return {
    cluster: {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    },
    reason: null,
  };
}
