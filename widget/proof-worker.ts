/**
 * /widget/proof-worker.js: solves a proof of work off the main thread, so that typing stays smooth
 * meanwhile. Gets a ProofChallenge, answers ProofWorkerAnswer once.
 */
import type { ProofChallenge } from '../protocol/chat.ts';
import { solveProofChallenge } from './proof-solution.ts';

/** A solution (null: none fits), or why there is none (crypto.subtle missing, say). */
export type ProofWorkerAnswer = { solution: string | null } | { error: string };

addEventListener('message', (event: MessageEvent<ProofChallenge>) => {
  const answer = (message: ProofWorkerAnswer) => postMessage(message);
  solveProofChallenge(event.data).then(
    (solution) => answer({ solution }),
    (error: unknown) => answer({ error: String(error) }),
  );
});
