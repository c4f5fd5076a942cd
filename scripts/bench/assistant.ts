// Section 5: the built-in assistant's answer time over its question sets (tuned and held-out, French
// and English), in-process (no HTTP), the time to build its index at start, and the share of the
// questions it answers right, on the tuned set and on the held-out sets (never tuned on; only their
// score is printed). Targets: p99 < 5 ms, >= 90 % right on the tuned set, >= 95 % on the held-out.
// The question set and the judge of an answer are shared with the tests (tools/assistant/question-set.ts and
// questions.json); this section imports that file when it runs.
import { fmtPct, heading, percentile, record, table, verdict } from './report.ts';

/** The question sets and their judge, shared with the tests. */
type QuestionSet = typeof import('../../tools/assistant/question-set.ts');

const ASSISTANT_P99_TARGET_MS = 5;
const ASSISTANT_SCORE_TARGET = 0.9;
const HELD_OUT_SCORE_TARGET = 0.95;
const ASSISTANT_ROUNDS = 50;

/**
 * Calls the assistant's answer function directly (no HTTP) on each question of
 * tools/assistant/questions.json, ASSISTANT_ROUNDS times after a warm-up. A question's time is the
 * median of its rounds, so that a pause of the machine does not count as the assistant's; p50 and p99
 * are taken over the questions. The p99 of every single call is reported too.
 */
export async function benchAssistant() {
  heading(
    '5. Built-in assistant — answer time over the question sets, French and English (in-process), index build time, share answered right (tuned and held-out sets)',
  );
  const section = 'built-in assistant';
  const set: QuestionSet = await import('../../tools/assistant/question-set.ts');
  const started = performance.now();
  const assistant = set.contentAssistant();
  const buildMs = performance.now() - started;
  // Each question's last message in its language, as the server reads it, with the history before it.
  const heldOutSets = [
    { name: 'held-out set', questions: set.heldOut },
    { name: 'held-out set 3 (written blind)', questions: set.heldOut3 },
  ];
  const timed = [...set.questions, ...heldOutSets.flatMap((heldOut) => heldOut.questions)];
  const requests = timed.map((question) => {
    const languages = set.languagesOf(question.messages);
    let i = 0;
    return { request: set.requestOf(question, (earlier) => assistant.answer(earlier, languages[i++])), language: languages.at(-1) };
  });
  const answer = ({ request, language }: (typeof requests)[number]) => assistant.answer(request, language);
  const wrong = set.questions.filter((question) => set.problemsOf(question, set.answerOf(assistant, question)).length > 0);
  // The held-out sets are scored, never shown question by question: nobody tunes on them.
  const heldOutScores = heldOutSets.map(({ name, questions }) => {
    const right = questions.length - set.failuresOf(assistant, questions).length;
    return { name, right, total: questions.length, score: right / questions.length };
  });
  for (let round = 0; round < 5; round++) for (const request of requests) answer(request);
  const times = requests.map((): number[] => []);
  for (let round = 0; round < ASSISTANT_ROUNDS; round++) {
    requests.forEach((request, i) => {
      const start = process.hrtime.bigint();
      answer(request);
      times[i]?.push(Number(process.hrtime.bigint() - start) / 1e6);
    });
  }
  const middle = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;
  const medians = times.map(middle).sort((a, b) => a - b);
  const calls = times.flat().sort((a, b) => a - b);
  const p50 = percentile(medians, 0.5);
  const p99 = percentile(medians, 0.99);
  const score = (set.questions.length - wrong.length) / set.questions.length;
  const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
  const slowest = timed
    .map((question, i) => ({
      name: i < set.questions.length ? set.nameOf(question) : `held-out question ${i - set.questions.length + 1}`,
      median: middle(times[i] ?? []),
    }))
    .sort((a, b) => b.median - a.median)
    .slice(0, 3);
  const english = timed.filter((question) => question.language === 'en').length;
  console.log(
    `${timed.length} questions (${english} English or mixed), ${ASSISTANT_ROUNDS} rounds after 5 of warm-up; index built in ${buildMs.toFixed(0)} ms (${assistant.size} documents)`,
  );
  table(
    ['measure', 'value'],
    [
      ['p50 (per question, median of its rounds)', fmt(p50)],
      ['p99 (per question, median of its rounds)', fmt(p99)],
      ['slowest question', fmt(medians.at(-1) ?? Number.NaN)],
      [`p99 of all ${calls.length} calls`, fmt(percentile(calls, 0.99))],
      ['max of all calls', fmt(calls.at(-1) ?? Number.NaN)],
    ],
  );
  console.log(`slowest: ${slowest.map((item) => `${item.name} (${fmt(item.median)})`).join('; ')}`);
  for (const question of wrong) console.log(`WRONG ${set.nameOf(question)}: ${set.problemsOf(question, set.answerOf(assistant, question)).join('; ')}`);
  const timePass = p99 < ASSISTANT_P99_TARGET_MS;
  const scorePass = score >= ASSISTANT_SCORE_TARGET;
  console.log(`\n${verdict(timePass)}  target: p99 < ${ASSISTANT_P99_TARGET_MS} ms (got ${fmt(p99)})`);
  console.log(
    `${verdict(scorePass)}  target: >= ${ASSISTANT_SCORE_TARGET * 100}% of the tuned set answered right (got ${set.questions.length - wrong.length}/${set.questions.length})`,
  );
  for (const { name, right, total, score: heldOutScore } of heldOutScores) {
    console.log(
      `${verdict(heldOutScore >= HELD_OUT_SCORE_TARGET)}  target: >= ${HELD_OUT_SCORE_TARGET * 100}% of the ${name} answered right (got ${right}/${total}; its questions are not listed: nobody tunes on them)`,
    );
  }
  record({ section, metric: 'answer time p50', value: fmt(p50) });
  record({ section, metric: 'answer time p99', value: fmt(p99), target: `< ${ASSISTANT_P99_TARGET_MS} ms`, status: verdict(timePass) });
  record({ section, metric: 'p99 of all calls (machine pauses included)', value: fmt(percentile(calls, 0.99)) });
  record({
    section,
    metric: 'tuned set answered right',
    value: `${set.questions.length - wrong.length}/${set.questions.length} (${fmtPct(score * 100)})`,
    target: `>= ${ASSISTANT_SCORE_TARGET * 100}%`,
    status: verdict(scorePass),
  });
  for (const { name, right, total, score: heldOutScore } of heldOutScores) {
    record({
      section,
      metric: `${name} answered right`,
      value: `${right}/${total} (${fmtPct(heldOutScore * 100)})`,
      target: `>= ${HELD_OUT_SCORE_TARGET * 100}%`,
      status: verdict(heldOutScore >= HELD_OUT_SCORE_TARGET),
    });
  }
  record({ section, metric: 'index build at start', value: `${buildMs.toFixed(0)} ms` });
}
