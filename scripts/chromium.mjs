// The Chromium every browser suite and the benchmark launch: Debian's, never a downloaded
// one, headless without the background services that would slow a shared machine down.

/** Debian's Chromium, or the binary CHROME_BIN names. */
export const chromiumPath = process.env.CHROME_BIN || '/usr/bin/chromium';

/** The flags of every launch (Karma adds --headless itself, Playwright its own headless). */
export const chromiumFlags = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);
