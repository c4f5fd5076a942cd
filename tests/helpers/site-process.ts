/**
 * The built site as the operator runs it: `node dist/server.js` as a child process (its JSON log
 * lines collected), and `node dist/leads.js`, the command behind `npm run leads`.
 */
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

/**
 * Sends the messages one after another as the widget does (each with the conversation so far);
 * returns the replies. Given several URLs, the messages go to each in turn, as a proxy in front of
 * several instances may send them; `visitor` is the address a trusted proxy says the visitor has.
 */
export async function converse(urls: string | string[], sessionId: string, messages: string[], visitor?: string): Promise<{ status: number; message: string }[]> {
  const history: { role: 'user' | 'assistant'; content: string; charad: null }[] = [];
  const replies: { status: number; message: string }[] = [];
  const sites = [urls].flat();
  for (const [i, message] of messages.entries()) {
    const res = await fetch(`${sites[i % sites.length]}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(visitor ? { 'X-Forwarded-For': visitor } : {}) },
      body: JSON.stringify({ message, sessionId, charad: null, conversationHistory: history }),
    });
    const body = (await res.json()) as { output?: { message?: string }; error?: string };
    const reply = body.output?.message ?? body.error ?? '';
    replies.push({ status: res.status, message: reply });
    // A refused message is not part of the conversation (the widget shows its error apart).
    if (res.ok) history.push({ role: 'user', content: message, charad: null }, { role: 'assistant', content: reply, charad: null });
  }
  return replies;
}
