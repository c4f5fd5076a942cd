import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';

/** `npm run check` as an operator runs it: the built dist/check.js (npm test builds it first), with only the given environment. */
async function check(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'dist', 'check.js')], { env: { PATH: process.env.PATH ?? '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run check', () => {
  it('lists what is still an example or undecided, each with its file or variable, and exits 1', async () => {
    const { code, stdout } = await check({});
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Avant d’ouvrir le site, il reste \d+ points :$/);
    expect(lines).toContain('- content/brand.ts, emails.contact : « bonjour@example.com » est une valeur d’exemple');
    expect(lines.some((line) => line.startsWith('- PUBLIC_URL : non définie'))).toBe(true);
    expect(lines.some((line) => line.startsWith('- SMTP_URL, LEADS_NOTIFY_TO ou LEADS_WEBHOOK_URL : '))).toBe(true);
  });

  it('no longer lists what the environment has settled', async () => {
    const { stdout } = await check({ PUBLIC_URL: 'https://www.ecrans-martin.fr', LEADS_WEBHOOK_URL: 'https://crm.ecrans-martin.fr/leads' });
    expect(stdout).not.toContain('PUBLIC_URL');
    expect(stdout).not.toContain('LEADS_WEBHOOK_URL');
  });

  it('names a bad variable and exits 1', async () => {
    const { code, stderr } = await check({ PUBLIC_URL: 'pas une adresse' });
    expect(code).toBe(1);
    expect(stderr).toContain('PUBLIC_URL');
  });
});
