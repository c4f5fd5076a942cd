import { ConfigError, loadConfig } from './config.ts';
import { goLiveItems, goLiveReport } from './go-live.ts';

/**
 * `npm run check`: what is still an example or undecided before going live (go-live.ts), read from
 * content/ and from the environment the server would start with; exit 1 while anything is left.
 */
try {
  const items = goLiveItems(loadConfig(), process.env);
  process.stdout.write(goLiveReport(items));
  process.exitCode = items.length ? 1 : 0;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
