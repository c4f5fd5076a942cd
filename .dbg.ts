import { answerOf, contentAssistant, languagesOf } from './tools/assistant/question-set.ts';
import { Glossary } from './server/assistant/translate.ts';
import { glossaryEn } from './content/assistant-en.ts';
const a = contentAssistant();
const g = new Glossary(glossaryEn);
const cases: string[][] = JSON.parse(process.argv[2]!);
for (const messages of cases) {
  const r = answerOf(a, { messages, expect: [] });
  console.log(messages.join(' → '), languagesOf(messages), '\n  fr:', messages.map((m) => g.toFrench(m)).join(' → '), '\n  ', r.message.replace(/\n/g, ' / ').slice(0, 260), '\n  ', r.buttons.map((b) => b.url.replace('https://www.exemple.fr', '')).join(' '), '|', r.quick_replies.join(' | '));
}
