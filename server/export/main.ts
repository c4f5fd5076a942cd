/** `npm run export`: the site as files in dist/static/ (or EXPORT_DIR), with PUBLIC_URL's links. */
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DIST } from '../paths.ts';
import { ExportError, exportSite } from './static-site.ts';

try {
  const config = loadConfig();
  const dir = process.env.EXPORT_DIR || join(DIST, 'static');
  const result = await exportSite(config, dir);
  const bytes = result.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `export: ${result.files.length} files, ${bytes} bytes (${result.written} bytes written with their .br and .gz) in ${dir}, for ${result.day}; dynamic: ${result.dynamic.join(', ') || 'none'}`,
  );
  process.exit(0);
} catch (error) {
  const expected = error instanceof ConfigError || error instanceof ExportError;
  console.error(`export: ${expected ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
