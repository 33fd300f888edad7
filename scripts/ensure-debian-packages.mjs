// The test commands use real third-party programs from Debian (Chromium, Django REST framework)
// and install them when they are missing, where apt-get can run; elsewhere they say how to.
import { execSync } from 'node:child_process';

/**
 * Installs Debian packages when what they provide is missing, or exits with a message that says
 * how to install them. apt-get runs only as root and only when `installable` holds (callers set
 * it to false when an environment variable points at a program of the user's own).
 *
 * @example
 * ensureDebianPackages({
 *   name: 'Chromium',
 *   packages: ['chromium'],
 *   isInstalled: () => existsSync('/usr/bin/chromium'),
 *   missingHelp: 'The tests need Chromium at /usr/bin/chromium, and it is not there.',
 * });
 *
 * @param {object} options
 * @param {string} options.name what the packages provide, for the messages
 * @param {string[]} options.packages the Debian packages to install
 * @param {() => boolean} options.isInstalled whether what they provide is usable now
 * @param {boolean} [options.installable] false to never install, only explain
 * @param {string} options.missingHelp printed when they are missing and cannot be installed
 */
export function ensureDebianPackages({
  name,
  packages,
  isInstalled,
  installable = true,
  missingHelp,
}) {
  if (isInstalled()) return;
  if (!installable || !canUseAptGet()) {
    console.error(missingHelp);
    process.exit(1);
  }
  console.log(`${name} is missing: installing ${packages.join(' ')}...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
  if (!isInstalled()) {
    console.error(`${name} is still missing after installing ${packages.join(' ')}.`);
    process.exit(1);
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
