// Unit and e2e tests run in Debian's Chromium; no tool downloads a browser of its own.
import { accessSync, constants } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROME_BIN || '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canUseAptGet() {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return typeof process.getuid === 'function' && process.getuid() === 0;
  } catch {
    return false;
  }
}

if (!isExecutable(chromium)) {
  if (chromium === '/usr/bin/chromium' && canUseAptGet()) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      },
    );
  } else {
    console.error(
      `The tests need Chromium at ${chromium}, and it is not there.\n` +
        'Install it with "sudo apt-get install -y chromium" (Debian/Ubuntu),\n' +
        'or point CHROME_BIN at an existing Chromium or Chrome binary.',
    );
    process.exit(1);
  }
}
