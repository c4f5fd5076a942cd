import { useMemo, useState } from 'react';
import type { QuizItem, SolutionCategory } from '../../content/types.ts';
import { drawQuestion, seededRandom, type QuizQuestion } from './quiz-draw.ts';
import type { QuizLabels } from '../../content/interface.ts';
import { accentOf } from '../ui/accent.ts';
import { fill } from '../../content/template.ts';

export interface QuizProps {
  items: QuizItem[];
  /** Seed of the first question, so that server and browser render the same one. */
  seed: number;
  labels: QuizLabels;
}

/** Guess which solution a client chose. Each new round draws a question and resets the answer. */
export default function Quiz({ items, seed, labels }: QuizProps) {
  const first = useMemo(() => drawQuestion(items, seededRandom(seed)), [items, seed]);
  const [round, setRound] = useState(0);
  const [question, setQuestion] = useState<QuizQuestion>(first);
  const [choice, setChoice] = useState<SolutionCategory | null>(null);
  const [score, setScore] = useState(0);

  const answer = (option: SolutionCategory) => {
    if (choice) return;
    setChoice(option);
    if (option === question.item.answer) setScore(score + 1);
  };
  const next = () => {
    setRound(round + 1);
    setQuestion(drawQuestion(items, Math.random, question.item));
    setChoice(null);
  };

  const right = choice === question.item.answer;
  return (
    <div className="quiz" data-accent={accentOf(question.item.gradient)}>
      <p className="quiz__round">{fill(labels.round, { round: round + 1, score, answered: round + (choice ? 1 : 0) })}</p>
      <h3 className="quiz__brand">{question.item.brand}</h3>
      <p className="quiz__clue">{question.item.clue}</p>
      <ul className="quiz__options" aria-label={labels.options}>
        {question.options.map((option) => {
          const state = !choice ? '' : option === question.item.answer ? ' is-right' : option === choice ? ' is-wrong' : '';
          return (
            <li key={option}>
              <button
                type="button"
                className={`quiz__option${state}`}
                aria-pressed={choice === option}
                disabled={choice !== null && choice !== option}
                onClick={() => answer(option)}
              >
                {option}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="quiz__feedback" aria-live="polite">
        {choice && (
          <p className={right ? 'quiz__result is-right' : 'quiz__result is-wrong'}>
            {right ? labels.right : fill(labels.wrong, { answer: question.item.answer })}
          </p>
        )}
      </div>
      {choice && (
        <button type="button" className="button button--secondary" onClick={next}>
          {labels.next}
        </button>
      )}
    </div>
  );
}
