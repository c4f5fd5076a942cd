import { describe, expect, it } from 'vitest';
import { quizItems } from '../../content/quiz.ts';
import { drawQuestion, QUIZ_OPTIONS, seededRandom, SOLUTION_CATEGORIES } from '../../client/home/quiz-draw.ts';

describe('quiz questions', () => {
  it('has the 8 built-in items, each answered by a solution category', () => {
    expect(quizItems).toHaveLength(8);
    for (const item of quizItems) expect(SOLUTION_CATEGORIES).toContain(item.answer);
  });

  it('offers 3 distinct answers including the right one, in every draw', () => {
    const random = seededRandom(42);
    for (let round = 0; round < 200; round++) {
      const { item, options } = drawQuestion(quizItems, random);
      expect(options).toHaveLength(QUIZ_OPTIONS);
      expect(new Set(options).size).toBe(QUIZ_OPTIONS);
      expect(options).toContain(item.answer);
    }
  });

  it('shuffles: the right answer is not always in the same place', () => {
    const random = seededRandom(7);
    const positions = new Set(
      Array.from({ length: 60 }, () => {
        const { item, options } = drawQuestion(quizItems, random);
        return options.indexOf(item.answer);
      }),
    );
    expect(positions.size).toBe(QUIZ_OPTIONS);
  });

  it('never asks the same item twice in a row', () => {
    const random = seededRandom(3);
    let previous = drawQuestion(quizItems, random).item;
    for (let round = 0; round < 50; round++) {
      const next = drawQuestion(quizItems, random, previous).item;
      expect(next).not.toBe(previous);
      previous = next;
    }
  });

  it('draws the same first question from the same seed (server and browser agree)', () => {
    expect(drawQuestion(quizItems, seededRandom(1))).toEqual(drawQuestion(quizItems, seededRandom(1)));
  });
});
