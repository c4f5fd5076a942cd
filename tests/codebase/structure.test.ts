import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';
import { frenchTexts } from '../helpers/french-strings.ts';

/**
 * French prose that may stay in code, and why: none of it is read by a visitor of the site or of
 * the chat. Everything a visitor reads lives in content/.
 */
const NOT_FOR_VISITORS: Record<string, string> = {
  'server/config.ts': 'messages to the operator when a variable is wrong, on stderr at start',
  'server/assets.ts': 'messages to the operator when the build is missing',
  'server/images.ts': 'the message to the operator when the built images are missing',
  'server/go-live.ts': "`npm run check`'s list of what is left before going live, for the operator",
  'server/articles/catalog.ts': 'messages to the editor about an article file, in the log',
  'server/articles/schema.ts': 'messages to the editor about a front matter field, in the log',
  'server/articles/front-matter.ts': 'messages to the editor about a front matter block, in the log',
  'server/chat/webhook.ts': 'why a webhook call failed, in the log',
  'client/islands/hydrate.ts': 'console errors for developers',
  'server/chat/router.ts': "the API's `error` field, for developers calling /api/chat; the widget shows its own message (content/chat-texts.ts)",
  'server/chat/validate.ts': "the API's `error` field, as above",
  'protocol/chat-schema.ts': "the API's `error` field for a malformed request, as above",
  'protocol/chat.ts': "the protocol's internal errors, logged in the console; the visitor reads content/chat-texts.ts's message",
  'server/leads/cli.ts': 'messages of `npm run leads` to the operator, on stderr',
  'server/leads/commands.ts': 'the usage and results of `npm run leads`, for the operator',
  'server/leads/control.ts': 'errors of the socket `npm run leads` talks to, for the operator',
  'server/leads/db.ts': 'why the embedded database cannot be opened, to the operator at start',
  'server/leads/export.ts': "the CSV's column headings, read by the team in a spreadsheet",
  'server/leads/fields.ts': "the lead's fields as the team reads them: the e-mail's labels and the CSV's headings",
  'server/leads/notify-email.ts': 'the e-mail that tells the team of a lead: read by the team, not by the visitor',
  'server/leads/service.ts': 'the start log line that says nobody is told of the leads, for the operator',
  'server/main.ts': 'the start log lines that warn that any page may call /api/chat and what is left before going live, for the operator',
  'protocol/chat-client.ts': "the protocol's internal errors (and a stream's), logged in the console; the visitor reads content/chat-texts.ts's message",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
}

/** The paths a file imports, and any other path it names in a string (a file it bundles or reads at run time). */
const pathsNamedIn = (file: string) => [...readFileSync(file, 'utf8').matchAll(/['"`]([^'"`\n]*\/[^'"`\n]*)['"`]/g)].map((match) => match[1]!);

describe('the codebase', () => {
  it('holds no French sentence a visitor reads outside content/', () => {
    const found = frenchTexts(ROOT, ['client', 'server', 'widget', 'protocol']).filter((text) => !(text.file in NOT_FOR_VISITORS));
    expect(found.map((text) => `${text.file}:${text.line} « ${text.text} »`)).toEqual([]);
  });

  it('keeps its allow-list of French in code short and true', () => {
    const found = new Set(frenchTexts(ROOT, ['client', 'server', 'widget', 'protocol']).map((text) => text.file));
    for (const file of Object.keys(NOT_FOR_VISITORS)) expect(found.has(file), `${file} holds no French any more: take it off the list`).toBe(true);
  });

  it('keeps scripts/ and tests/ apart: neither imports nor reads the other (tools/ serves both)', () => {
    const crossing = [
      ...sourceFiles(join(ROOT, 'scripts')).filter((file) => pathsNamedIn(file).some((path) => /(^|\/)tests\//.test(path))),
      ...sourceFiles(join(ROOT, 'tests')).filter((file) => pathsNamedIn(file).some((path) => /(^|\/)scripts\//.test(path))),
    ].map((file) => relative(ROOT, file));
    expect(crossing).toEqual([]);
  });
});
