import { contentAssistant, failuresOf, type Question } from './tools/assistant/question-set.ts';
import q1 from './tools/assistant/questions.json';
import q2 from './tools/assistant/questions-24.json';
import q3 from './tools/assistant/questions-24b.json';
const a = contentAssistant();
for (const [n, f] of [['questions', q1], ['24', q2], ['24b', q3]] as const) { const set = f.questions as Question[]; const w = failuresOf(a, set).length; console.log(n, `${set.length - w}/${set.length}`, ((set.length - w) / set.length * 100).toFixed(1)); }
