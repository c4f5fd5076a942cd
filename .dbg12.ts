import { contentAssistant, failuresOf, nameOf, type Question } from './tools/assistant/question-set.ts';
import q3 from './tools/assistant/questions-24b.json';
const a = contentAssistant();
for (const f of failuresOf(a, q3.questions as Question[])) console.log(nameOf(f.question).slice(0, 150), '\n   ', f.problems.join('; ').slice(0, 150), '\n   ', f.reply.message.replace(/\n/g, ' / ').slice(0, 110));
