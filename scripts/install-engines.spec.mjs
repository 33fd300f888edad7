// What the README says of `npm install` on the oldest Node the workspace accepts, checked
// against the lockfile: npm warns EBADENGINE for the packages whose `engines` exclude that
// Node, none of them runs during the install, and all of them accept the pinned Node that
// runs every npm script. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import semver from 'semver';

const workspace = JSON.parse(readFileSync('package.json', 'utf8'));
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const readme = readFileSync('README.md', 'utf8');

/** The oldest Node the workspace accepts (`engines.node`), which runs npm itself. */
const oldestNode = semver.minVersion(workspace.engines.node).version;
/** The Node of the `node` devDependency, first in PATH for every npm script. */
const pinnedNode = workspace.devDependencies.node;

const packages = Object.entries(lockfile.packages)
  .filter(([path]) => path.startsWith('node_modules/'))
  .map(([path, entry]) => ({
    id: `${path.replace(/^(.*\/)?node_modules\//, '')}@${entry.version}`,
    ...entry,
  }));

const accepts = (entry, version) =>
  !entry.engines?.node ||
  semver.satisfies(version, entry.engines.node, { includePrerelease: true });

// npm checks the engines of what it installs on this platform; an optional package that does
// not fit is skipped without a word.
const warned = packages.filter((entry) => !entry.optional && !accepts(entry, oldestNode));

test(`npm on Node ${oldestNode} warns for some packages, and the README says why`, (t) => {
  t.diagnostic(`${warned.length} EBADENGINE warnings expected on Node ${oldestNode}`);
  if (warned.length > 0) {
    assert.ok(readme.includes('EBADENGINE'), 'the README says why npm warns EBADENGINE');
    const pinned = `Node ${semver.major(pinnedNode)}`;
    assert.ok(readme.includes(pinned), `the README names the pinned ${pinned}`);
  }
});

test('no package that warns has an install script: none of them runs during the install', () => {
  assert.deepEqual(
    warned.filter((entry) => entry.hasInstallScript).map((entry) => entry.id),
    [],
  );
});

test(`every package accepts the pinned Node ${pinnedNode}, which runs the npm scripts`, () => {
  assert.deepEqual(
    packages.filter((entry) => !accepts(entry, pinnedNode)).map((entry) => entry.id),
    [],
  );
});
