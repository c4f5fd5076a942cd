// Section 3: what the chat assistant weighs, from the built files (gzip -9): the loader every page
// gets before idle (target <= 5 KB), and the whole widget on a partner's page (target <= 85 KB;
// 80 before the proof of work and the checked storage of issue 23).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmtKB, heading, KB, record, table, verdict } from './report.ts';
import { ROOT } from './servers.ts';

/** What scripts/build.ts writes in dist/manifest.json, as far as this section reads it. */
interface Manifest {
  element: { file: string; imports: string[] };
}

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(ROOT, 'dist', 'manifest.json'), 'utf8'));
}

/** gzip -9 size of a built file, by its URL path. */
const gzipOf = (path: string) => gzipSync(readFileSync(join(ROOT, 'dist', 'public', path)), { level: 9 }).length;

const CHAT_CRITICAL_BUDGET = 5 * KB;
const CHAT_TOTAL_BUDGET = 85 * KB;

/** What the assistant weighs: on every page before idle (the loader), and in all on a partner's page. */
export async function benchWidgetWeight() {
  heading('3. Chat assistant weight (gzip -9 of the built files)');
  const manifest = readManifest();
  const loader = gzipOf('/widget/chat-assistant.js');
  const moduleFiles = [manifest.element.file, ...manifest.element.imports];
  const rows = [['/widget/chat-assistant.js (loader, critical path)', fmtKB(loader)], ...moduleFiles.map((file) => [file, fmtKB(gzipOf(file))])];
  const total = loader + moduleFiles.reduce((sum, file) => sum + gzipOf(file), 0);
  table(['file', 'gzip -9'], rows);
  const criticalPass = loader <= CHAT_CRITICAL_BUDGET;
  const totalPass = total <= CHAT_TOTAL_BUDGET;
  console.log(`\n${verdict(criticalPass)}  target: critical path <= ${fmtKB(CHAT_CRITICAL_BUDGET)} (got ${fmtKB(loader)})`);
  console.log(
    `${verdict(totalPass)}  target: whole widget on a partner's page <= ${fmtKB(CHAT_TOTAL_BUDGET)} (got ${fmtKB(total)}); for scale: n8n chat 609 KB, Typebot 196 KB, Botpress 252 KB`,
  );
  const section = 'chat widget weight';
  record({ section, metric: 'critical path (loader), gzip', value: fmtKB(loader), target: `<= ${fmtKB(CHAT_CRITICAL_BUDGET)}`, status: verdict(criticalPass) });
  record({ section, metric: 'whole widget (partner page), gzip', value: fmtKB(total), target: `<= ${fmtKB(CHAT_TOTAL_BUDGET)}`, status: verdict(totalPass) });
  record({ section, metric: 'on our pages, beyond the shared React', value: fmtKB(gzipOf(manifest.element.file)) });
}
