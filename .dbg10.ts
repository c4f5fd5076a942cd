import { contentAssistant } from './tools/assistant/question-set.ts';
const a = contentAssistant();
for (const m of process.argv.slice(2)) { const r = a.read(m, 'en'); console.log(m, JSON.stringify({ i: r.intents, t: r.topics, rest: r.rest, terms: r.terms, d: r.duration, c: r.complaint, o: r.offTopic })); }
