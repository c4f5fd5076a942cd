/**
 * 200 hostile answers in the exchange (markup, SQL, formula cells, 10,000 characters, control
 * characters) against the built server: stored as text, escaped in the e-mail and the CSV, never
 * executed, never a 500.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadJson } from '../../server/leads/lead-json.ts';
import { chatClient, leadsCommand, startSite, type SiteProcess } from '../helpers/site-process.ts';
import { parseCsv } from '../helpers/csv.ts';
import { freePort } from '../../tools/free-port.ts';
import { startSmtp, type Smtp } from '../helpers/smtp.ts';

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(document.cookie)>',
  "'; DROP TABLE leads; --",
  "1' OR '1'='1",
  'Robert"); DELETE FROM outbox; --',
  'SELECT * FROM leads',
  '=HYPERLINK("http://evil.example","clic")',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  'x'.repeat(10_000),
  'é'.repeat(1_999),
  'ligne un\nligne deux\r\nligne trois',
  'nul\u0000 bip\u0007 fin',
  'droite\u202egauche',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  '{{7*7}} ${process.exit(1)}',
  '__proto__',
  'constructor',
  '[lien](javascript:alert(1))',
  '**gras** et _italique_',
  '%s%s%n%d',
  '../../../etc/passwd',
  '😀🚀 émoji et accents àéîõü',
  '<b>Camille</b> &amp; &lt;Cie&gt;',
  'NULL',
  'undefined',
  '   ',
  'A'.repeat(121),
  '<iframe src="https://evil.example">',
  '"quoted; with; semicolons"',
  'Dupont; Durand',
  'O’Brien & fils',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\\x3cscript\\x3e',
  'onmouseover="alert(1)"',
  '<style>*{display:none}</style>',
];

let site: SiteProcess;
let mail: Smtp;
const dataDir = mkdtempSync(join(tmpdir(), 'leads-hostile-'));

beforeAll(async () => {
  mail = await startSmtp();
  site = await startSite({
    PORT: String(await freePort()),
    TRUST_PROXY: 'loopback',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    LEADS_NOTIFY_TO: 'ventes@exemple.fr',
  });
});
afterAll(async () => {
  await site?.stop();
  await mail?.close();
});

interface Sent {
  status: number;
  reply: string;
}

/**
 * A conversation as the widget holds it. Each comes from its own visitor (behind the proxy
 * TRUST_PROXY names), as 40 visitors would: one client alone would meet the chat's rate limit and
 * the limit of requests per address.
 */
function conversation(sessionId: string, visitor: number) {
  const client = chatClient(sessionId, { 'X-Forwarded-For': `203.0.113.${visitor}` });
  const sent: Sent[] = [];
  return {
    sent,
    async say(message: string): Promise<Sent> {
      const { status, message: reply } = await client.say(site.url, message);
      const result = { status, reply: reply.replace(/[\u00a0\u202f]/g, ' ') };
      sent.push(result);
      return result;
    },
  };
}

const plainText = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('hostile answers in the exchange', () => {
  it('stores them as text, escapes them in the e-mail and the CSV, and never answers 500', async () => {
    const hostile: Sent[] = [];
    const references: string[] = [];
    for (const [i, text] of HOSTILE.entries()) {
      const chat = conversation(`session-1700000000000-hostile${String(i).padStart(2, '0')}`, i + 1);
      // Each step gets the hostile text first; when it is not taken, a plain answer moves on.
      const step = async (fallback: string, next: RegExp) => {
        const answer = await chat.say(text);
        hostile.push(answer);
        if (!next.test(answer.reply)) await chat.say(fallback);
      };
      await chat.say('Je veux un devis');
      await step('Tables tactiles', /À quel nom/);
      await step('Camille Martin', /Pour quelle entreprise/);
      await step('Passer', /Comment vous joindre/);
      const contact = await chat.say(text);
      hostile.push(contact);
      // Each visitor its own number: one number for all would be one person, updating one lead.
      if (!/Quel moment|Voici votre demande/.test(contact.reply)) await chat.say(`06 12 34 56 ${String(10 + i)}`);
      await step('Peu importe', /Voici votre demande/);
      const done = await chat.say('J’accepte');
      const reference = /\*\*([A-HJKMNP-Z2-9]{6})\*\*/.exec(done.reply)?.[1];
      expect(reference, `${JSON.stringify(text.slice(0, 40))}: ${done.reply}`).toBeDefined();
      references.push(reference!);
      for (const answer of chat.sent) expect([200, 400], answer.reply).toContain(answer.status);
    }
    expect(hostile.length).toBe(5 * HOSTILE.length);
    // Only what the protocol refuses is a 400, with a French message: over 2,000 characters, or blank.
    const refused = hostile.filter((answer) => answer.status === 400).map((answer) => answer.reply);
    expect(refused.sort()).toEqual([...Array(5).fill('Le message dépasse 2000 caractères.'), ...Array(5).fill('Le message est vide.')].sort());
    expect(site.logs().filter((entry) => entry.status === 500 || entry.level === 'error')).toEqual([]);

    const exported = await leadsCommand(['export', '--format', 'json'], { DATA_DIR: dataDir });
    expect(exported.code, exported.stderr).toBe(0);
    const leads = JSON.parse(exported.stdout) as LeadJson[];
    expect(leads.map((lead) => lead.reference).sort()).toEqual([...references].sort());
    // Stored as the visitor wrote it (control characters as spaces): the need, the company, the moment.
    let kept = 0;
    for (const [i, text] of HOSTILE.entries()) {
      const lead = leads.find((item) => item.sessionId.endsWith(`hostile${String(i).padStart(2, '0')}`))!;
      const expected = plainText(text);
      for (const field of [lead.need, lead.company, lead.callbackTime]) if (field === expected) kept++;
    }
    expect(kept).toBeGreaterThan(60);
    expect(leads.some((lead) => lead.company === "'; DROP TABLE leads; --")).toBe(true);

    const csv = (await leadsCommand(['export', '--format', 'csv'], { DATA_DIR: dataDir })).stdout;
    expect(csv.startsWith('\ufeff')).toBe(true);
    const cells = parseCsv(csv.slice(1)).flat();
    for (const cell of cells) expect(cell, cell).not.toMatch(/^\s*[=+\-@\t\r]/);
    expect(cells).toContain("'; DROP TABLE leads; --");
    expect(csv).toContain(`'=HYPERLINK(""http://evil.example"",""clic"")`);

    await expect.poll(() => mail.received.length, { timeout: 30_000 }).toBe(HOSTILE.length);
    for (const message of mail.received) {
      // The visitor's markup is text in the e-mail, never a tag nor a link.
      expect(message.html).not.toMatch(/<script>alert|<img src=x|<svg onload|<iframe src="https:\/\/evil|<style>\*\{|<b>Camille/);
      expect(message.html).not.toMatch(/href="(javascript|data):/);
    }
    const all = mail.received.map((message) => message.text).join('\n');
    expect(all).toContain('<script>alert(1)</script>');
    expect(mail.received.map((message) => message.html).join('\n')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  }, 120_000);
});
