import type { Assistant } from '../../server/assistant/index.ts';
import { contentAssistant } from '../../tools/assistant/question-set.ts';

let built: Assistant | undefined;

/**
 * The assistant over the site's content, built once per module graph. The unit project shares
 * modules between files (vitest.config.ts), so its files share one assistant per worker instead of
 * indexing the content each: seconds of the quick loop. It keeps no state a test could see.
 */
export const sharedAssistant = (): Assistant => (built ??= contentAssistant());
