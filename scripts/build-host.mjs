// `ng build host` with the Angular CLI's chunk optimizer on Rollup instead of Rolldown
// (NG_BUILD_CHUNKS_ROLLDOWN=false, `rollup` being a dev dependency). Rollup leaves out of a lazy
// chunk what the code importing it has loaded already, so the admin's eager code is one file
// instead of 22, of which the CLI preloads ten: the rest were found only once `main` had been
// parsed, a round later (docs/performance.md, "Production builds"). Extra arguments go to
// `ng build`, e.g. `node scripts/build-host.mjs --stats-json`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const ng = createRequire(import.meta.url).resolve('@angular/cli/bin/ng.js');
const run = spawnSync(process.execPath, [ng, 'build', 'host', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NG_BUILD_CHUNKS_ROLLDOWN: 'false' },
});
process.exit(run.status ?? 1);
