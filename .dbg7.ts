import { contentAssistant } from './tools/assistant/question-set.ts';
import { contentTerms } from './server/assistant/normalize.ts';
const a = contentAssistant();
const r = a.read(process.argv[2]!);
console.log('rest', r.rest, 'terms', r.terms, 'topicTerms', r.topicTerms);
