// Appends each Karma run's counts to the file named by NGA_TEST_SUMMARY, so that
// scripts/test.mjs can print one total for every suite.
const fs = require('node:fs');

function SummaryReporter() {
  this.onRunComplete = (_browsers, results) => {
    const file = process.env.NGA_TEST_SUMMARY;
    if (!file) return;
    const failed = results.failed + (results.error || results.disconnected ? 1 : 0);
    fs.appendFileSync(
      file,
      JSON.stringify({ suite: 'karma', passed: results.success, failed }) + '\n',
    );
  };
}
SummaryReporter.$inject = [];

module.exports = { 'reporter:summary': ['type', SummaryReporter] };
