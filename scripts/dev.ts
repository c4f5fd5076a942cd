// `npm run dev`, the editor's loop: builds, starts the server in development, and at every change of a
// source (client/, server/, widget/, protocol/, content/, public/, tools/, scripts/build.ts,
// package.json) builds again into dist-next/, swaps it in for dist/ and restarts the server; the open
// tabs then reload (server/dev-reload.ts). A build that fails leaves the running server as it was: the
// error shows here and in the tabs. Articles need no rebuild: the server reloads them itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(root, 'dist');
const STAGING = 'dist-next';
const OLD = join(root, 'dist-old');
/** An editor saves several files at once: changes are gathered this long before a build. */
const QUIET_MS = 150;
/** A server that does not stop within this is killed (it only serves a developer). */
const STOP_MS = 5000;

/** Runs a Node script, its output shown here as it comes and kept for the tabs. */
function runNode(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

let server: ChildProcess | undefined;
let stopping = false;
/** Longest wait for a started server to listen: one that has not by then is taken as broken. */
const START_MS = 60_000;

/**
 * Starts dist/server.js (its output shown here as it comes); resolves with null once it listens, or
 * with the end of its output when it stopped before (a content file that throws as it loads, say).
 */
function startServer(): Promise<string | null> {
  stopping = false;
  const child = spawn(process.execPath, [join(DIST, 'server.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  server = child;
  let output = '';
  return new Promise((resolve) => {
    const give = setTimeout(() => resolve(null), START_MS);
    const seen = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output = (output + chunk).slice(-4000);
      if (output.includes('"event":"listening"')) {
        clearTimeout(give);
        resolve(null);
      }
    };
    child.stdout?.on('data', (chunk: Buffer) => seen(chunk, process.stdout));
    child.stderr?.on('data', (chunk: Buffer) => seen(chunk, process.stderr));
    child.on('exit', (code, signal) => {
      clearTimeout(give);
      resolve(output.trim() || `exit ${code ?? signal}`);
      if (!stopping) console.error(`dev: the server stopped (${signal ?? `exit ${code}`}); it starts again after the next change`);
    });
  });
}

function stopServer(): Promise<void> {
  const running = server;
  if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
  stopping = true;
  return new Promise<void>((resolve) => {
    const kill = setTimeout(() => running.kill('SIGKILL'), STOP_MS);
    running.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    running.kill('SIGTERM');
  });
}

/** Tells the running server's tabs why the change did not arrive. */
function failed(message: string): void {
  if (server?.connected) server.send({ type: 'build-failed', message: message.slice(-4000) });
}

/**
 * Builds into dist-next/; on success stops the server, swaps dist/ and starts it again. A new server
 * that stops before it listens is set aside: the last good build serves again, and says why.
 */
async function rebuild(): Promise<void> {
  const started = Date.now();
  rmSync(join(root, STAGING), { recursive: true, force: true });
  const { code, output } = await runNode(['--import', 'tsx', join(root, 'scripts', 'build.ts'), '--into', STAGING]);
  if (code !== 0) {
    console.error('dev: the build failed; the server keeps the last good build');
    failed(output.trim() || `the build stopped (exit ${code})`);
    return;
  }
  await stopServer();
  // dist/static/ (npm run export) stays with dist/.
  if (existsSync(join(DIST, 'static'))) renameSync(join(DIST, 'static'), join(root, STAGING, 'static'));
  rmSync(OLD, { recursive: true, force: true });
  const previous = existsSync(DIST);
  if (previous) renameSync(DIST, OLD);
  renameSync(join(root, STAGING), DIST);
  const stopped = await startServer();
  if (stopped !== null && previous) {
    console.error('dev: the new server stopped as it started; the last good build serves again');
    if (existsSync(join(DIST, 'static'))) renameSync(join(DIST, 'static'), join(OLD, 'static'));
    rmSync(DIST, { recursive: true, force: true });
    renameSync(OLD, DIST);
    await startServer();
    failed(`the new build's server stopped as it started:\n${stopped}`);
    return;
  }
  rmSync(OLD, { recursive: true, force: true });
  if (stopped === null) console.log(`dev: rebuilt and restarted in ${Date.now() - started} ms`);
}

// One build at a time; changes that come during a build make one more after it.
let building = false;
let again = false;
let timer: NodeJS.Timeout | undefined;
async function buildNow(): Promise<void> {
  if (building) {
    again = true;
    return;
  }
  building = true;
  do {
    again = false;
    await rebuild().catch((error: unknown) => console.error(`dev: ${error instanceof Error ? (error.stack ?? error) : error}`));
  } while (again);
  building = false;
}
const changed = () => {
  clearTimeout(timer);
  timer = setTimeout(buildNow, QUIET_MS);
};

for (const dir of ['client', 'server', 'widget', 'protocol', 'content', 'public', 'tools']) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    // The server reloads the articles itself, without a restart.
    if (dir === 'content' && file && /^articles([\\/]|$)/.test(file)) return;
    changed();
  });
}
// Single files are watched through their folder: editors replace a file as they save it.
watch(join(root, 'scripts'), (_event, file) => file === 'build.ts' && changed());
watch(root, (_event, file) => file === 'package.json' && changed());

const quit = async () => {
  await stopServer();
  process.exit(0);
};
process.once('SIGINT', quit);
process.once('SIGTERM', quit);

await buildNow();
if (!server) console.error('dev: no build yet; fix the error above and save: it builds again');
