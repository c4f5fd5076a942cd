import { SOLUTION_CATEGORIES } from '../../content/solution-categories.ts';
import type { QuizItem, SolutionCategory } from '../../content/types.ts';

export { SOLUTION_CATEGORIES };

export const QUIZ_OPTIONS = 3;

export interface QuizQuestion {
  item: QuizItem;
  options: SolutionCategory[];
}

type Random = () => number;

function shuffle<T>(list: T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A question: a random item, its right answer and two random wrong ones, shuffled. */
export function drawQuestion(items: QuizItem[], random: Random = Math.random, avoid?: QuizItem): QuizQuestion {
  const pool = items.length > 1 && avoid ? items.filter((item) => item !== avoid) : items;
  const item = pool[Math.floor(random() * pool.length)] ?? items[0];
  if (!item) throw new Error('drawQuestion: the quiz has no item');
  const wrong = shuffle(
    SOLUTION_CATEGORIES.filter((category) => category !== item.answer),
    random,
  ).slice(0, QUIZ_OPTIONS - 1);
  return { item, options: shuffle([item.answer, ...wrong], random) };
}

/** Deterministic generator (mulberry32), so the first question is the same on the server and in the browser. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
