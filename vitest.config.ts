import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './tests/summary-reporter.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
