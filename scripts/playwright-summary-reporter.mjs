// Appends the e2e counts to the file named by NGA_TEST_SUMMARY (see scripts/test.mjs).
// A test that passed on retry counts as passed; a flaky one is still reported by `list`.
import { appendFileSync } from 'node:fs';

export default class SummaryReporter {
  onBegin(_config, suite) {
    this.suite = suite;
  }

  onEnd(result) {
    const file = process.env.NGA_TEST_SUMMARY;
    if (!file) return;
    let passed = 0;
    let failed = 0;
    for (const test of this.suite.allTests()) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'unexpected') failed++;
    }
    if (result.status !== 'passed' && failed === 0) failed = 1;
    appendFileSync(file, JSON.stringify({ suite: 'playwright', passed, failed }) + '\n');
  }
}
