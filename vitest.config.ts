import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './tests/summary-reporter.ts'],
    globalSetup: ['./tests/global-setup.ts'],
    // Two files at once on two cores: most files wait on processes, sockets and Chromium rather than
    // compute (vitest's default, one core fewer than the machine, ran the suite one file at a time).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A browser under load (Lighthouse and axe run beside the other files) can take more than the
    // default second to finish a smooth scroll or a render: a wait that failed once in CI.
    expect: { poll: { timeout: 10_000 } },
  },
});
