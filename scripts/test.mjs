// Runs every suite in turn (lint, DSL specs in Node, demo API specs, schematics specs, the
// builds of the applications generated from the OpenAPI corpus, library and app unit tests in
// headless Chromium, e2e, the ng-admin 1.0 port's e2e, the json-server-auth example's e2e, the
// sample's CRUD scenarios against Django REST framework and json-graphql-server, the
// fresh-application run), then prints one "N passed, N failed" line for them all.
// `npm test -- api lib` runs some suites only; `npm test -- --skip fresh` runs all but some.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath } from './chromium.mjs';

const summaryFile = resolve('test-summary.jsonl');
rmSync(summaryFile, { force: true });
process.env.NGA_TEST_SUMMARY = summaryFile;
process.env.NG_CLI_ANALYTICS = 'false';
process.env.CHROME_BIN ||= chromiumPath;

const args = process.argv.slice(2);
const skipped = args.flatMap((arg, index) => (args[index - 1] === '--skip' ? [arg] : []));
const only = args.filter((arg, index) => arg !== '--skip' && args[index - 1] !== '--skip');
const suites = [
  { name: 'lint', script: 'lint', counts: 'exit-code' },
  { name: 'config', script: 'test:config', counts: 'node-test' },
  { name: 'api', script: 'test:api', counts: 'node-test' },
  { name: 'schematics', script: 'test:schematics', counts: 'node-test' },
  { name: 'corpus', script: 'test:corpus', counts: 'node-test' },
  { name: 'lib', script: 'test:lib', counts: 'karma' },
  { name: 'app', script: 'test:app', counts: 'karma' },
  { name: 'e2e', script: 'e2e', counts: 'playwright' },
  { name: 'port', script: 'e2e:port', counts: 'playwright' },
  { name: 'jsa', script: 'e2e:json-server-auth', counts: 'playwright' },
  { name: 'backends', script: 'e2e:backends', counts: 'playwright' },
  { name: 'fresh', script: 'test:fresh', counts: 'node-test' },
]
  .filter((suite) => only.length === 0 || only.includes(suite.name))
  .filter((suite) => !skipped.includes(suite.name));

const totals = { passed: 0, failed: 0 };
const lines = [];

for (const suite of suites) {
  console.log(`\n=== ${suite.name}: npm run ${suite.script}`);
  const before = readSummary().length;
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', suite.script], {
    stdio: suite.counts === 'node-test' ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  });
  if (run.stdout) process.stdout.write(run.stdout);
  const summaries = readSummary().slice(before);
  const counts = countsOf(suite, run, summaries);
  // Lines a suite adds under its count (the e2e fault and XSS matrices).
  const notes = summaries.flatMap((summary) => (summary.notes ?? []).map((note) => `  ${note}`));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  lines.push(
    `${suite.name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`,
    ...notes,
  );
}

console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

function readSummary() {
  if (!existsSync(summaryFile)) return [];
  return readFileSync(summaryFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** A suite whose runner crashed before counting anything still counts as one failure. */
function countsOf(suite, run, summaries) {
  const crashed = run.status !== 0;
  let counts = { passed: 0, failed: 0 };
  if (suite.counts === 'node-test') {
    const pass = /^ℹ pass (\d+)$/m.exec(run.stdout ?? '');
    const fail = /^ℹ fail (\d+)$/m.exec(run.stdout ?? '');
    counts = { passed: Number(pass?.[1] ?? 0), failed: Number(fail?.[1] ?? 0) };
  } else if (suite.counts === 'karma' || suite.counts === 'playwright') {
    for (const summary of summaries) {
      counts.passed += summary.passed;
      counts.failed += summary.failed;
    }
  } else {
    counts = crashed ? { passed: 0, failed: 1 } : { passed: 1, failed: 0 };
  }
  if (crashed && counts.failed === 0) counts.failed = 1;
  return counts;
}
