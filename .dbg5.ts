import { contentAssistant } from './tools/assistant/question-set.ts';
import { requestOf } from './server/leads/exchange.ts';
const a = contentAssistant();
for (const m of process.argv.slice(2)) { const r = a.read(m, m.match(/\b(I|you|the)\b/) ? 'en' : 'fr'); console.log(m, '\n ', JSON.stringify({ intents: r.intents, topics: r.topics, asks: r.asks, q: r.question, social: r.social, cd: r.contactDetails }), JSON.stringify(requestOf(m, { ...r, social: r.social } as never))); }
