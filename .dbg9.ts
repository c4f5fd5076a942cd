import { contentAssistant, failuresOf, questions, nameOf } from './tools/assistant/question-set.ts';
const a = contentAssistant();
const kind = process.argv[2];
for (const f of failuresOf(a, questions.filter((q) => (q.kind ?? 'question') === kind && (!process.argv[3] || (q.language ?? 'fr') === process.argv[3])))) console.log(nameOf(f.question), '\n   ', f.problems.join('; ').slice(0, 200), '\n   ', f.reply.message.replace(/\n/g, ' / ').slice(0, 160));
