/**
 * The solution of a proof of work (an ALTCHA v1 challenge) as ALTCHA's v1 widgets send it: base64
 * of the JSON {algorithm, challenge, number, salt, signature}. One function for the worker
 * (proof-worker.ts) and for the main thread where no worker may run (proof.ts).
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { ProofChallenge } from '../protocol/chat.ts';

/** Null when no number up to maxnumber fits (not a challenge of ours). */
export async function solveProofChallenge({ algorithm, challenge, maxnumber, salt, signature }: ProofChallenge): Promise<string | null> {
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  return solution ? btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature })) : null;
}
