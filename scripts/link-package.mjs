// Makes the built library (dist/ng-admin) the package @ng-admin/core of this workspace, as an
// application would install it: the sample's production build then uses the package, so its
// bundles and budgets are what users get. Run after `ng build ng-admin`.
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';

const target = resolve('dist/ng-admin');
const link = resolve('node_modules/@ng-admin/core');
if (!existsSync(resolve(target, 'package.json'))) {
  console.error('link-package: dist/ng-admin has no package.json; run `ng build ng-admin` first.');
  process.exit(1);
}
mkdirSync(resolve('node_modules/@ng-admin'), { recursive: true });
if (existsSync(link) || lstatSync(link, { throwIfNoEntry: false }))
  rmSync(link, { recursive: true, force: true });
symlinkSync('../../dist/ng-admin', link, 'dir');
console.log('@ng-admin/core -> dist/ng-admin');
