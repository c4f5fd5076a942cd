import { defineConfig } from 'vitest/config';

/**
 * Test files by what they start (`npx vitest run --project NAME`). A file not named below is a unit
 * test, so that a new file always runs somewhere: move it to a list here when it starts more than
 * functions, or takes seconds (`npm run test:unit` is the quick loop, under 30 s).
 */
// The app in-process, asked through supertest or a loopback socket.
const http = [
  'tests/http/**/*.test.ts',
  'tests/content/site-content.test.ts',
  'tests/assistant/router.test.ts',
  'tests/assistant/section7.test.ts',
  'tests/leads/forgery.test.ts',
];
// Child processes: the built server and commands, PostgreSQL clusters, SMTP servers and webhooks.
const processes = [
  'tests/http/check.test.ts',
  'tests/http/metrics-process.test.ts',
  'tests/http/process.test.ts',
  'tests/http/shutdown.test.ts',
  'tests/http/trust-proxy.test.ts',
  'tests/leads/backup.test.ts',
  'tests/leads/backup-postgres.test.ts',
  'tests/leads/cli.test.ts',
  'tests/leads/data-dir-permissions.test.ts',
  'tests/leads/hostile-exchange.test.ts',
  'tests/leads/lead-desk-process.test.ts',
  'tests/leads/outbox.test.ts',
  'tests/leads/readiness.test.ts',
  // The embedded PostgreSQL (PGlite) in a temporary data folder: seconds to open and migrate.
  'tests/leads/store.test.ts',
  'tests/leads/store-postgres.test.ts',
  'tests/leads/stuck-smtp-process.test.ts',
  'tests/leads/two-instances.test.ts',
];
// In-process but seconds of CPU each: the whole assistant over question sets, every sentence and
// thousands of generated messages, generated hostile input, the whole codebase read, images encoded.
const slow = [
  'tests/assistant/caches.test.ts',
  'tests/assistant/questions.test.ts',
  'tests/assistant/sentences.test.ts',
  'tests/codebase/structure.test.ts',
  'tests/leads/desk-question-sets.test.ts',
  'tests/leads/held-out-requests.test.ts',
  'tests/unit/hostile-input.test.ts',
  'tests/unit/images.test.ts',
];
// Chromium: playwright-core, axe, Lighthouse.
const browser = ['tests/browser/**/*.test.ts', 'tests/quality/**/*.test.ts'];
// nginx and systemd in front of the built server.
const deploy = ['tests/deploy/**/*.test.ts'];

// Builds dist/ when a source is newer (tests/global-setup.ts): only for projects that run the built
// server or read its manifest; the unit project never waits for a build.
const built = { globalSetup: ['./tests/global-setup.ts'] };

export default defineConfig({
  test: {
    environment: 'node',
    reporters: ['default', './tests/summary-reporter.ts'],
    // Two files at once on two cores: most files wait on processes, sockets and Chromium rather than
    // compute (vitest's default, one core fewer than the machine, ran the suite one file at a time).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A browser under load (Lighthouse and axe run beside the other files) can take more than the
    // default second to finish a smooth scroll or a render: a wait that failed once in CI.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...http, ...processes, ...slow, ...browser, ...deploy],
          // Modules imported once per worker, not once per file (the assistant's content and index are
          // most of the time): a third of the CPU. Unit files keep no state between them (globals are
          // unstubbed after each test).
          isolate: false,
          pool: 'threads',
        },
      },
      // http's globs take in tests/http's process files too: those belong to `process` only.
      { extends: true, test: { name: 'http', include: http, exclude: processes, ...built } },
      { extends: true, test: { name: 'process', include: processes, ...built } },
      { extends: true, test: { name: 'slow', include: slow } },
      { extends: true, test: { name: 'browser', include: browser, ...built } },
      { extends: true, test: { name: 'deploy', include: deploy, ...built } },
    ],
  },
});
