/** Solving the proof of work a reply asks for, as the widget does, for tests that post requests themselves. */
import { solveChallenge } from 'altcha-lib/v1';
import type { ProofChallenge } from '../../protocol/chat.ts';

/** A light difficulty for tests: a proof is solved in a few milliseconds. */
export const TEST_PROOF_MAX_NUMBER = 500;

/** The solution of `challenge`, as the widget sends it in `proof`. */
export async function solveProof(challenge: ProofChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('proof not solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
}
