/**
 * The built site as the operator runs it: `node dist/server.js` as a child process (its JSON log
 * lines collected), and `node dist/leads.js`, the command behind `npm run leads`.
 */
import type { ProofChallenge } from '../../protocol/chat.ts';
import type { LeadJson } from '../../server/leads/lead-json.ts';
import { solveProof } from './proof.ts';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../server/paths.ts';

const SERVER = join(ROOT, 'dist', 'server.js');
const LEADS = join(ROOT, 'dist', 'leads.js');

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** The JSON lines of its log so far. */
  logs(): Record<string, unknown>[];
  /** Resolves with the first log line `match` accepts (within `timeoutMs`). */
  waitForLog(match: (entry: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Sends the signal and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts dist/server.js with `env` (PORT is required: a restart must find the same address) and waits until it listens. */
export async function startSite(env: Record<string, string> & { PORT: string }): Promise<SiteProcess> {
  if (!existsSync(SERVER)) throw new Error('dist/server.js absent : lancez « npm run build »');
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${env.PORT}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop()!;
    for (const line of parts) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = once(child, 'exit');
  const site: SiteProcess = {
    url: `http://127.0.0.1:${env.PORT}`,
    child,
    logs: () => [...lines],
    async waitForLog(match, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = lines.find(match);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
        if (Date.now() > end) throw new Error(`no such log line within ${timeoutMs} ms; got: ${lines.map((line) => line.event).join(', ')}`);
        await sleep(25);
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  await site.waitForLog((entry) => entry.event === 'listening');
  return site;
}

/** `npm run leads -- …args` with `env`: its exit code and output. */
export function leadsCommand(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [LEADS, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** Every lead, as `npm run leads -- export --format json` prints them; throws with its stderr when it fails. */
export async function exportedLeads(env: Record<string, string>): Promise<LeadJson[]> {
  const result = await leadsCommand(['export', '--format', 'json'], env);
  if (result.code !== 0) throw new Error(`leads export exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as LeadJson[];
}

/**
 * A visitor's conversation as the widget holds it: each message posted alone with the session id
 * (the server keeps the conversation), with the solution of the proof of work the previous reply
 * asked for; `headers` may say the visitor's address to a trusted proxy (X-Forwarded-For).
 */
export function chatClient(sessionId: string, headers: Record<string, string> = {}) {
  let challenge: ProofChallenge | undefined;
  return {
    async say(url: string, message: string): Promise<{ status: number; message: string }> {
      const proof = challenge ? await solveProof(challenge) : undefined;
      const res = await fetch(`${url}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ message, sessionId, charad: null, conversationHistory: [], ...(proof ? { proof } : {}) }),
      });
      const body = (await res.json()) as { output?: { message?: string; proof?: ProofChallenge }; error?: string };
      // A refused message leaves the proof asked for as it was.
      if (res.ok) challenge = body.output?.proof;
      return { status: res.status, message: body.output?.message ?? body.error ?? '' };
    },
  };
}

/**
 * Sends the messages one after another as the widget does; returns the replies. Given several URLs,
 * the messages go to each in turn, as a proxy in front of several instances may send them;
 * `visitor` is the address a trusted proxy says the visitor has.
 */
export async function converse(
  urls: string | string[],
  sessionId: string,
  messages: string[],
  visitor?: string,
): Promise<{ status: number; message: string }[]> {
  const chat = chatClient(sessionId, visitor ? { 'X-Forwarded-For': visitor } : {});
  const sites = [urls].flat();
  const replies: { status: number; message: string }[] = [];
  for (const [i, message] of messages.entries()) replies.push(await chat.say(sites[i % sites.length]!, message));
  return replies;
}

/** What a visitor says to ask for a demo, to its confirmation, which gives the lead's reference. */
export const demoRequest = (email: string) => ['Je veux une démo', 'Tables tactiles', 'Camille Martin', 'Garage du Centre', email, 'J’accepte'];

/** The reference the confirmation gives: **ABC234**. */
export const REFERENCE = /\*\*([A-HJKMNP-Z2-9]{6})\*\*/;
