// Shared by the library and the sample admin: headless Debian Chromium, no browser download.
const { chromiumFlags, chromiumPath } = require('./scripts/chromium.mjs');

process.env.CHROME_BIN ||= chromiumPath;

module.exports = function (config) {
  config.set({
    basePath: '',
    frameworks: ['jasmine'],
    plugins: [
      require('karma-jasmine'),
      require('karma-chrome-launcher'),
      require('karma-coverage'),
      require('./scripts/karma-summary-reporter.cjs'),
    ],
    reporters: ['dots', 'summary'],
    browsers: ['ChromeHeadlessCI'],
    customLaunchers: {
      ChromeHeadlessCI: {
        base: 'ChromeHeadless',
        flags: [...chromiumFlags],
      },
    },
    browserNoActivityTimeout: 120000,
    restartOnFileChange: true,
  });
};
