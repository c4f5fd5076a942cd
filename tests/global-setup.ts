import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../server/paths.ts';

/**
 * Before any test file: dist/ as fresh as the sources (`npm test` has just built it; a bare `npx
 * vitest` after an edit has not). Tests run the built server, and the `npm run dev` test would
 * otherwise rebuild dist/ while other files read it.
 */
export default function buildIfStale(): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'build.ts'), '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
}
