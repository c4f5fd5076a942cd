/**
 * The running server's door for `npm run leads` while it holds the embedded database (PGlite opens in
 * one process only): a Unix socket in DATA_DIR, reachable by the server's own user alone (0600).
 * One JSON line in, `{ args }`; the server runs the command on its store; one JSON line out, the
 * CommandResult; then the connection closes.
 */
import { chmodSync, lstatSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** The socket's name in DATA_DIR (left out of its backups). */
export const CONTROL_SOCKET = 'leads.sock';
export const controlSocketPath = (dataDir: string): string => join(dataDir, CONTROL_SOCKET);

/** What a command answers, on the socket as in the terminal. */
export interface CommandResult {
  stdout: string;
  stderr: string;
  code: number;
  /** `backup`: the archive, in base64, which the command writes where it was asked (the server may not write there). */
  archive?: string;
}

export interface ControlServer {
  close(): Promise<void>;
}

/** A request is a few arguments: anything longer is not one of ours. */
const MAX_REQUEST = 64 * 1024;
/** A client that connects and says nothing is let go. */
const REQUEST_TIMEOUT_MS = 10_000;

const refusal = (stderr: string): CommandResult => ({ stdout: '', stderr: `leads : ${stderr}\n`, code: 2 });

function argsOf(line: string): string[] | null {
  try {
    const { args } = JSON.parse(line) as { args?: unknown };
    return Array.isArray(args) && args.every((arg) => typeof arg === 'string') ? args : null;
  } catch {
    return null;
  }
}

function serve(socket: Socket, run: (args: string[]) => Promise<CommandResult>): void {
  socket.setEncoding('utf8');
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  // The client may leave before the answer: nothing to do then.
  socket.on('error', () => {});
  const answer = (result: CommandResult) => socket.end(`${JSON.stringify(result)}\n`);
  let request = '';
  const onData = (chunk: string) => {
    request += chunk;
    const end = request.indexOf('\n');
    if (end === -1 && request.length <= MAX_REQUEST) return;
    socket.off('data', onData);
    socket.setTimeout(0);
    const args = end === -1 ? null : argsOf(request.slice(0, end));
    if (!args) return answer(refusal('requête illisible sur le socket de contrôle'));
    run(args).then(answer, (error: unknown) => answer({ stdout: '', stderr: `leads : ${error instanceof Error ? error.message : String(error)}\n`, code: 1 }));
  };
  socket.on('data', onData);
}

/** Binds with a umask of 0177 so the socket is 0600 from its creation, not only after the chmod. */
function listenPrivately(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Binding a Unix socket is synchronous inside listen(); process.umask cannot be set in a worker thread.
    const umask = isMainThread ? process.umask(0o177) : null;
    try {
      server.listen(path, () => {
        server.off('error', reject);
        chmodSync(path, 0o600);
        resolve();
      });
    } finally {
      if (umask !== null) process.umask(umask);
    }
  });
}

/**
 * Listens on `socketPath` and answers each request with `run`. Call it once the embedded database
 * is open: its lock says no other server uses this directory, so a socket file left there is stale.
 */
export async function serveControl(socketPath: string, run: (args: string[]) => Promise<CommandResult>): Promise<ControlServer> {
  try {
    if (lstatSync(socketPath).isSocket()) rmSync(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const server = createServer((socket) => serve(socket, run));
  await listenPrivately(server, socketPath);
  return {
    close: () =>
      new Promise((resolve) => {
        // Waits for a command in progress to answer.
        server.close(() => {
          rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}

function resultOf(text: string): CommandResult {
  try {
    const result = JSON.parse(text) as Partial<CommandResult>;
    if (typeof result.stdout === 'string' && typeof result.stderr === 'string' && typeof result.code === 'number') return result as CommandResult;
  } catch {
    // Reported below.
  }
  throw new Error('réponse illisible du serveur sur le socket de contrôle');
}

/**
 * Sends a command to the server listening on `socketPath`. Rejects with the connection's error
 * (ENOENT, ECONNREFUSED: no server there) or when the server does not answer within `timeoutMs`.
 */
export function callControl(socketPath: string, args: string[], timeoutMs = 10 * 60_000): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`le serveur ne répond pas sur ${socketPath}`)));
    socket.on('connect', () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(resultOf(answer));
      } catch (error) {
        reject(error);
      }
    });
  });
}
