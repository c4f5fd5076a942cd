/**
 * Solving the proof of work a reply asks for, unseen by the visitor: in a Web Worker made from
 * /widget/proof-worker.js, fetched only then. A worker must come from the page's own origin, and
 * the chat also runs on partners' pages: the script is fetched (the /widget files allow any origin)
 * and started from a blob: URL. Where the page's CSP forbids that worker, the same function runs on
 * the main thread (it awaits crypto.subtle, so the page stays responsive).
 */
import type { ProofChallenge } from '../protocol/chat.ts';
import type { ProofWorkerAnswer } from './proof-worker.ts';

/** Beside the loader, on the origin the chat's own code came from. */
const WORKER_PATH = '/widget/proof-worker.js';

let workerScript: Promise<string> | null = null;
/** Each challenge is solved once, however many times it is asked for (by signature, which the server made unique). */
const solutions = new Map<string, Promise<string | null>>();

function fetchWorkerScript(): Promise<string> {
  workerScript ??= fetch(new URL(WORKER_PATH, import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  // A failed fetch is tried again for the next challenge.
  workerScript.catch(() => (workerScript = null));
  return workerScript;
}

async function inWorker(challenge: ProofChallenge): Promise<string | null> {
  const url = URL.createObjectURL(new Blob([await fetchWorkerScript()], { type: 'text/javascript' }));
  try {
    // Throws at once where the CSP forbids blob: workers (Chromium); others report it as an error event.
    const worker = new Worker(url);
    try {
      return await new Promise<string | null>((resolve, reject) => {
        worker.onmessage = ({ data }: MessageEvent<ProofWorkerAnswer>) => ('error' in data ? reject(new Error(data.error)) : resolve(data.solution));
        worker.onerror = (event) => {
          event.preventDefault();
          reject(new Error(event.message || 'the proof worker did not start'));
        };
        worker.postMessage(challenge);
      });
    } finally {
      worker.terminate();
    }
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function onMainThread(challenge: ProofChallenge): Promise<string | null> {
  const { solveProofChallenge } = await import('./proof-solution.ts');
  return solveProofChallenge(challenge);
}

/** The solution to send as `proof`, or null when there is none (the server will then ask again). Never rejects. */
export function solveProof(challenge: ProofChallenge): Promise<string | null> {
  let solution = solutions.get(challenge.signature);
  if (!solution) {
    solution = inWorker(challenge)
      .catch(() => onMainThread(challenge))
      .catch((error: unknown) => {
        console.error('[chat-assistant] proof of work', error);
        return null;
      });
    const key = challenge.signature;
    solutions.set(key, solution);
    void solution.then((found) => found ?? solutions.delete(key));
  }
  return solution;
}
