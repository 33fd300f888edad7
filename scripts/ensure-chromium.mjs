// Unit and e2e tests run in Debian's Chromium; no tool downloads a browser of its own.
import { accessSync, constants } from 'node:fs';
import { chromiumPath as chromium } from './chromium.mjs';
import { ensureDebianPackages } from './ensure-debian-packages.mjs';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

ensureDebianPackages({
  name: 'Chromium',
  packages: ['chromium'],
  isInstalled: () => isExecutable(chromium),
  installable: chromium === '/usr/bin/chromium',
  missingHelp:
    `The tests need Chromium at ${chromium}, and it is not there.\n` +
    'Install it with "sudo apt-get install -y chromium" (Debian/Ubuntu),\n' +
    'or point CHROME_BIN at an existing Chromium or Chrome binary.',
});
