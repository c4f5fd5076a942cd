import { describe, expect, it } from 'vitest';
import { contentAssistant } from '../../tools/assistant/question-set.ts';
import { playRequest, scriptedRequests, tunedRequests } from '../../tools/assistant/request-set.ts';
import { solveProof } from '../helpers/proof.ts';

/**
 * The 20 scripted request conversations of held-out-requests.json (never tuned on): several facts in
 * one message, corrections, consent and refusal in the visitor's words, English. Each must store the
 * right fields (or nothing) and never ask again what the visitor has said.
 */
/** Conversations of the held-out set stored right: all of them, as issue 24 asks (20 since 2026-11-28). */
const HELD_OUT_REQUESTS_RIGHT = 20;

describe('request conversations, held-out (held-out-requests.json)', () => {
  const assistant = contentAssistant();

  it('holds 20 conversations, English among them', () => {
    expect(scriptedRequests).toHaveLength(20);
    expect(scriptedRequests.filter((script) => script.language === 'en').length).toBeGreaterThanOrEqual(4);
    expect(scriptedRequests.filter((script) => script.expect === null).length).toBeGreaterThanOrEqual(2);
  });

  it(`stores the right fields of at least ${HELD_OUT_REQUESTS_RIGHT}, without a question asked twice`, async () => {
    // Only the score is printed: nobody tunes on them (requests.json is for that).
    let right = 0;
    for (const script of scriptedRequests) if ((await playRequest(script, assistant, solveProof)).problems.length === 0) right++;
    console.log(`held-out request conversations: ${right}/${scriptedRequests.length} right`);
    // Issue 24 asks for every one; what is reached is asserted meanwhile (README reports it).
    expect(right).toBeGreaterThanOrEqual(HELD_OUT_REQUESTS_RIGHT);
  });
});

describe('request conversations, tuned (requests.json)', () => {
  const assistant = contentAssistant();

  for (const script of tunedRequests) {
    it(script.name, async () => {
      const played = await playRequest(script, assistant, solveProof);
      const transcript = played.exchange.map(({ message, reply, step }) => `> ${message}\n< [${step ?? '-'}] ${reply.message.replace(/\n/g, ' / ')}`);
      expect(played.problems, transcript.join('\n')).toEqual([]);
    });
  }
});
