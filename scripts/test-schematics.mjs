// `npm run test:schematics`: compiles the schematics with their specs into out-tsc/schematics,
// copies the JSON files the collection needs beside them, and runs the specs with node --test.
// The ts-resolve hook lets the specs import the DSL's TypeScript sources to run generated code.
import { spawnSync } from 'node:child_process';
import { cpSync, globSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const source = 'projects/ng-admin/schematics';
const out = 'out-tsc/schematics';

rmSync(out, { recursive: true, force: true });
run(process.execPath, [
  'node_modules/typescript/bin/tsc',
  '-p',
  'projects/ng-admin/tsconfig.schematics.spec.json',
]);
// The OpenAPI corpus is read where it is, not copied.
for (const file of globSync(`${source}/**/*.json`, { exclude: [`${source}/**/corpus/**`] })) {
  const target = join(out, relative(source, file));
  mkdirSync(dirname(target), { recursive: true });
  cpSync(file, target);
}
const specs = globSync(`${out}/**/*.spec.js`).sort();
run(process.execPath, ['--import', './scripts/ts-resolve.mjs', '--test', ...specs]);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
