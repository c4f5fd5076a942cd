import { contentAssistant, failuresOf, questions, heldOut } from './tools/assistant/question-set.ts';
const a = contentAssistant();
const f = failuresOf(a, questions);
const by = (set: typeof questions, fails: typeof f) => { const m = new Map<string, [number, number]>(); for (const q of set) { const k = `${q.language ?? 'fr'}/${q.kind ?? 'question'}`; const e = m.get(k) ?? [0, 0]; e[1]++; if (fails.some((x) => x.question === q)) e[0]++; m.set(k, e); } return [...m].map(([k, [w, n]]) => `${k}: ${n - w}/${n}`).join('  '); };
console.log('tuned   ', by(questions, f));
const h: typeof f = [];

