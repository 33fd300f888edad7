// The e2e-backends suite runs a real Django REST framework, from Debian's packages. The test
// command installs them when they are missing, as ensure-chromium.mjs does for Chromium.
import { execFileSync, execSync } from 'node:child_process';

const python = process.env.DJANGO_PYTHON || '/usr/bin/python3';
const PACKAGES = [
  'python3-djangorestframework',
  'python3-django-filters',
  'python3-django-cors-headers',
  'python3-uritemplate',
  'python3-yaml',
];
const MODULES = 'import django, rest_framework, django_filters, corsheaders, uritemplate, yaml';

function hasModules() {
  try {
    execFileSync(python, ['-c', MODULES], { stdio: 'ignore' });
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

if (!hasModules()) {
  if (python === '/usr/bin/python3' && canUseAptGet()) {
    console.log(`Django REST framework is missing: installing ${PACKAGES.join(' ')}...`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES.join(' ')}`,
      { stdio: 'inherit', shell: '/bin/bash' },
    );
  } else {
    console.error(
      `The backend tests need Django REST framework for ${python}, and it is not there.\n` +
        `Install it with "sudo apt-get install -y ${PACKAGES.join(' ')}" (Debian/Ubuntu),\n` +
        'or point DJANGO_PYTHON at a Python that has django, djangorestframework,\n' +
        'django-filter, django-cors-headers, uritemplate and PyYAML.',
    );
    process.exit(1);
  }
  if (!hasModules()) {
    console.error(`${python} still cannot import Django REST framework after the install.`);
    process.exit(1);
  }
}
