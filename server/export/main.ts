/** `npm run export`: the site as files in dist/static/ (or EXPORT_DIR), with PUBLIC_URL's links. */
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DIST } from '../paths.ts';
import { exportSite } from './static-site.ts';

try {
  const config = loadConfig();
  const dir = process.env.EXPORT_DIR || join(DIST, 'static');
  const result = await exportSite(config, dir);
  const bytes = result.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`export: ${result.files.length} files (${(bytes / 1024).toFixed(0)} KB, each with .br and .gz) in ${dir}, for ${result.day}; dynamic: ${result.dynamic.join(', ') || 'none'}`);
  process.exit(0);
} catch (error) {
  console.error(`export: ${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
