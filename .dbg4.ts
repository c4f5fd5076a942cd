import { contentAssistant } from './tools/assistant/question-set.ts';
import { playRequest } from './tools/assistant/request-set.ts';
import { solveProof } from './tests/helpers/proof.ts';
const script = JSON.parse(process.argv[2]!);
const played = await playRequest(script, contentAssistant(), solveProof);
for (const e of played.exchange) console.log('>', e.message, '\n<', `[${e.step}]`, e.reply.message.replace(/\n/g, ' / ').slice(0, 300), '|', e.reply.quick_replies.join(' | '), e.reply.proof ? '(proof)' : '');
console.log(played.problems, played.stored.map((l) => ({ kind: l.kind, need: l.need, name: l.name, company: l.company, email: l.email, phone: l.phone, callbackTime: l.callbackTime })));
