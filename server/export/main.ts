/** `npm run export`: the site as files in dist/static/ (or EXPORT_DIR), with PUBLIC_URL's links. */
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { LOCAL_HOST } from '../go-live.ts';
import { DIST } from '../paths.ts';
import { ExportError, exportSite } from './static-site.ts';

/**
 * Every canonical link, the sitemap and the feeds of the export say PUBLIC_URL: a production
 * export without it, or with a local one, would publish http://localhost:3000 everywhere, silently.
 * NODE_ENV=test (a look on one's own machine, the tests) may export for a local address; not
 * development, whose pages carry the dev loop's script.
 */
function refusePublicUrl(config: Config, env: NodeJS.ProcessEnv): void {
  if (config.env !== 'production') return;
  const fix = 'set PUBLIC_URL to the public address (PUBLIC_URL=https://www.example.fr), or NODE_ENV=test for an export to look at on this machine';
  if (!env.PUBLIC_URL?.trim())
    throw new ExportError(`PUBLIC_URL is not set: every canonical link, the sitemap and the feeds would say ${config.publicUrl}; ${fix}`);
  if (LOCAL_HOST.test(new URL(config.publicUrl).hostname)) throw new ExportError(`PUBLIC_URL ${config.publicUrl} is not a public address; ${fix}`);
}

try {
  const config = loadConfig();
  refusePublicUrl(config, process.env);
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
