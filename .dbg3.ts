import { detectLanguage } from './server/assistant/language.ts';
for (const t of process.argv.slice(2)) console.log(detectLanguage(t, 'fr'), detectLanguage(t, 'en'), t);
