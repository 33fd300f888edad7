// The e2e-backends suite runs a real Django REST framework, from Debian's packages. The test
// command installs them when they are missing, as ensure-chromium.mjs does for Chromium.
import { execFileSync } from 'node:child_process';
import { ensureDebianPackages } from './ensure-debian-packages.mjs';

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

ensureDebianPackages({
  name: `Django REST framework for ${python}`,
  packages: PACKAGES,
  isInstalled: hasModules,
  installable: python === '/usr/bin/python3',
  missingHelp:
    `The backend tests need Django REST framework for ${python}, and it is not there.\n` +
    `Install it with "sudo apt-get install -y ${PACKAGES.join(' ')}" (Debian/Ubuntu),\n` +
    'or point DJANGO_PYTHON at a Python that has django, djangorestframework,\n' +
    'django-filter, django-cors-headers, uritemplate and PyYAML.',
});
