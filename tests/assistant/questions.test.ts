import { describe, expect, it } from 'vitest';
import { typographyFaults } from '../helpers/crawl.ts';
import { checkFormat } from './conversation.ts';
import { contentAssistant, failuresOf, heldOut, nameOf, problemsOf, questions, requestOf } from '../../tools/assistant/question-set.ts';

/** Share of the question set the built-in assistant must answer right. */
const TARGET = 0.9;

describe('built-in assistant, question set (questions.json)', () => {
  const assistant = contentAssistant();

  it('holds at least 40 realistic questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    // Follow-ups, typos and openers are part of it, not only clean questions.
    expect(questions.filter((question) => question.messages.length > 1).length).toBeGreaterThanOrEqual(5);
    expect(questions.filter((question) => question.opener).length).toBeGreaterThanOrEqual(5);
  });

  it(`answers at least ${TARGET * 100} % of them right`, () => {
    const failures: string[] = [];
    for (const question of questions) {
      const reply = assistant.answer(requestOf(question, assistant.answer));
      const problems = problemsOf(question, reply);
      if (problems.length) failures.push(`${nameOf(question)}\n    ${problems.join('\n    ')}\n    answer: ${reply.message.replace(/\n/g, ' / ')}`);
    }
    const score = (questions.length - failures.length) / questions.length;
    console.log(`assistant question set: ${questions.length - failures.length}/${questions.length} right (${Math.round(score * 100)} %)`);
    if (failures.length) console.log(`wrong answers:\n  ${failures.join('\n  ')}`);
    expect(score).toBeGreaterThanOrEqual(TARGET);
  });

  it('answers each in the format of SPEC.md, in correct French typography', () => {
    const faults: string[] = [];
    for (const question of questions) {
      const reply = assistant.answer(requestOf(question, assistant.answer));
      checkFormat(reply);
      const text = [reply.message.replace(/\*\*/g, ''), ...reply.buttons.map((button) => button.text), ...reply.quick_replies].join('\n');
      faults.push(...typographyFaults(text).map((fault) => `${nameOf(question)}: ${fault}`));
    }
    expect(faults).toEqual([]);
  });
});

describe('built-in assistant, held-out set (held-out.json, never tuned on)', () => {
  const assistant = contentAssistant();

  it('holds 60 questions, follow-ups among them', () => {
    expect(heldOut).toHaveLength(60);
    expect(heldOut.filter((question) => question.messages.length > 1).length).toBeGreaterThanOrEqual(5);
  });

  it(`answers at least ${TARGET * 100} % of them right (only the score is printed: nobody tunes on them)`, () => {
    const wrong = failuresOf(assistant, heldOut).length;
    const score = (heldOut.length - wrong) / heldOut.length;
    console.log(`assistant held-out set: ${heldOut.length - wrong}/${heldOut.length} right (${Math.round(score * 100)} %)`);
    expect(score).toBeGreaterThanOrEqual(TARGET);
  });
});
