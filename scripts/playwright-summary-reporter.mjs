// Appends the e2e counts to the file named by NGA_TEST_SUMMARY (see scripts/test.mjs).
// A test that passed on retry counts as passed; a flaky one is still reported by `list`.
// The fault and XSS matrices (tests tagged @faults and @xss) also get a line of their own.
import { appendFileSync } from 'node:fs';

const passed = (test) => ['expected', 'flaky'].includes(test.outcome());

/** The annotations a test declared, statically or while it ran. */
function annotationsOf(test) {
  const results = test.results.flatMap((result) => result.annotations ?? []);
  return [...test.annotations, ...results];
}

/**
 * `faults: N scenarios, N passed` and `xss: N vectors x M renderers, N passed`, the XSS tests
 * declaring through annotations the renderers they check and with how many vectors each.
 */
export function matrixLines(allTests) {
  const lines = [];
  // Only the tests that ran (`--list` runs none).
  const tests = allTests.filter((test) => test.results.length > 0);
  const faults = tests.filter((test) => test.tags.includes('@faults'));
  if (faults.length > 0) {
    lines.push(`faults: ${faults.length} scenarios, ${faults.filter(passed).length} passed`);
  }
  const xss = tests.filter((test) => test.tags.includes('@xss'));
  if (xss.length > 0) {
    let vectors = 0;
    const renderers = new Set();
    let checks = 0;
    let passedChecks = 0;
    for (const test of xss) {
      const declared = new Map();
      for (const { type, description = '' } of annotationsOf(test)) {
        if (type === 'xss-vectors') vectors = Math.max(vectors, Number(description));
        if (type === 'xss') {
          const at = description.lastIndexOf('=');
          declared.set(description.slice(0, at), Number(description.slice(at + 1)));
        }
      }
      for (const [renderer, count] of declared) {
        renderers.add(renderer);
        checks += count;
        if (passed(test)) passedChecks += count;
      }
    }
    lines.push(
      `xss: ${vectors} vectors x ${renderers.size} renderers, ${passedChecks} passed` +
        ` (of ${checks} vector-renderer checks in ${xss.length} tests)`,
    );
  }
  return lines;
}

export default class SummaryReporter {
  onBegin(_config, suite) {
    this.suite = suite;
  }

  onEnd(result) {
    const tests = this.suite.allTests();
    const notes = matrixLines(tests);
    if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
    const file = process.env.NGA_TEST_SUMMARY;
    if (!file) return;
    let passedCount = 0;
    let failed = 0;
    for (const test of tests) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passedCount++;
      else if (outcome === 'unexpected') failed++;
    }
    if (result.status !== 'passed' && failed === 0) failed = 1;
    appendFileSync(
      file,
      JSON.stringify({ suite: 'playwright', passed: passedCount, failed, notes }) + '\n',
    );
  }
}
