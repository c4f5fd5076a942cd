/**
 * The systemd units we ship (deploy/ondalys@.service, ondalys-export.service and .timer), as
 * systemd itself reads them: `systemd-analyze verify` with no warning, the sandbox's exposure, the
 * timer's hour in Paris, and what docs/operations.md's install relies on (an instance per port, a stop that
 * leaves the server time to finish). The units name /srv/ondalys/current and /usr/bin/node; the
 * copies checked here name this checkout (its dist/ is built by tests/global-setup.ts) and this node.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';

const ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((path) => existsSync(path));
// CI installs systemd's tools (.ci/run): there, a missing one is a failure, not a skip.
if (!ANALYZE && process.env.CI) throw new Error('systemd-analyze is required on CI (apt-get install systemd)');
if (!ANALYZE) console.warn('systemd.test.ts skipped: systemd-analyze is not installed (apt-get install systemd)');

const UNITS = ['ondalys@.service', 'ondalys-export.service', 'ondalys-export.timer'];
/** SHUTDOWN_TIMEOUT's default, in seconds: the server may take that long to stop after SIGTERM. */
const SHUTDOWN_TIMEOUT_S = 10;

const dir = mkdtempSync(join(tmpdir(), 'systemd-units-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const unit of UNITS) {
  const text = readFileSync(join(ROOT, 'deploy', unit), 'utf8');
  writeFileSync(join(dir, unit), text.replaceAll('/srv/ondalys/current', ROOT).replaceAll('/usr/bin/node', process.execPath));
}

const analyze = (...args: string[]) =>
  promisify(execFile)(ANALYZE!, [...args], { cwd: dir, env: { ...process.env, TZ: 'UTC', SYSTEMD_COLORS: '0' } }).catch(
    (error: { code: number; stdout: string; stderr: string }) => ({ ...error, failed: true }),
  );

/** A unit's `Key=value` lines in order (a key may come more than once). */
function directives(unit: string): [string, string][] {
  return readFileSync(join(ROOT, 'deploy', unit), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}

describe.skipIf(!ANALYZE)('deploy/ systemd units', () => {
  it('pass systemd-analyze verify without a warning (an instance, the export and its timer)', async () => {
    const result = await analyze('verify', '--man=no', './ondalys@3001.service', './ondalys-export.service', './ondalys-export.timer');
    expect(result.stderr).toBe('');
    expect(result).not.toHaveProperty('failed');
  });

  it('keep the server and the export in a sandbox: systemd rates both “OK” (exposure 3.0 or less)', async () => {
    for (const unit of ['./ondalys@3001.service', './ondalys-export.service']) {
      const result = await analyze('security', '--offline=true', '--threshold=30', '--no-pager', unit);
      expect(result, `${unit}:\n${result.stdout}`).not.toHaveProperty('failed');
      expect(result.stdout).toMatch(/✓ NoNewPrivileges=.*\n[\s\S]*✓ PrivateTmp=/);
    }
  });

  it('run each instance on the port that names it, with its data writable, and stop it gently', () => {
    const unit = directives('ondalys@.service');
    const last = (key: string) => unit.filter(([name]) => name === key).at(-1)?.[1];
    // On the command line: the environment file, which overrides Environment=, cannot change it.
    expect(last('ExecStart')).toMatch(/^\/usr\/bin\/env PORT=%i \/usr\/bin\/node \S+\/dist\/server\.js$/);
    expect(last('EnvironmentFile')).toBe('/etc/ondalys/ondalys.env');
    const dataDir = /DATA_DIR=(\S+)/.exec(
      unit
        .filter(([name]) => name === 'Environment')
        .map(([, value]) => value)
        .join(' '),
    )?.[1];
    expect(last('ReadWritePaths')?.split(' ')).toContain(dataDir);
    expect(last('ProtectSystem')).toBe('strict');
    expect(last('KillSignal')).toBe('SIGTERM');
    expect(Number(last('TimeoutStopSec'))).toBeGreaterThan(SHUTDOWN_TIMEOUT_S);
    expect(last('Restart')).toBe('on-failure');
  });

  it('export every night at 00:05 in Paris, into the directory nginx serves, whose parent it may write', async () => {
    const timer = directives('ondalys-export.timer');
    const calendar = timer.find(([name]) => name === 'OnCalendar')![1];
    const result = await analyze('calendar', '--iterations=3', calendar);
    const elapses = [...result.stdout.matchAll(/(?:Next elapse|Iter\. #\d):\s+\w+ (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC/g)].map(
      (match) => new Date(`${match[1]}Z`),
    );
    expect(elapses).toHaveLength(3);
    const paris = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
    expect(elapses.map((date) => paris.format(date))).toEqual(['00:05', '00:05', '00:05']);

    const service = directives('ondalys-export.service');
    const exportDir = service.map(([, value]) => /^EXPORT_DIR=(\S+)/.exec(value)?.[1]).find(Boolean)!;
    expect(service.find(([name]) => name === 'ReadWritePaths')?.[1].split(' ')).toContain(exportDir.slice(0, exportDir.lastIndexOf('/')));
    expect(service.find(([name]) => name === 'ExecStart')?.[1]).toMatch(/ \/srv\/ondalys\/current\/dist\/export\.js$/);
  });
});
