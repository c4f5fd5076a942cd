import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with one plain line, "Tests: N passed, N failed, N skipped", that CI can read. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed' || state === 'skipped') count[state]++;
      }
      // A file that failed to load holds no test but must count as a failure.
      if (module.state() === 'failed' && ![...module.children.allTests()].length) count.failed++;
    }
    process.stdout.write(`\nTests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
