// Part of `npm run build:lib`: compiles the prebuilt themes projects/ng-admin/themes/<palette>.scss
// into dist/ng-admin/themes/<palette>.css, and ships the theme mixin (_theme.scss) beside them
// for applications that build their own theme with Sass.
import { cpSync, globSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as sass from 'sass';

const source = 'projects/ng-admin/themes';
const out = 'dist/ng-admin/themes';

mkdirSync(out, { recursive: true });
const palettes = globSync(`${source}/[!_]*.scss`).sort();
for (const file of palettes) {
  const { css } = sass.compile(file, { loadPaths: ['node_modules'], style: 'expanded' });
  writeFileSync(join(out, basename(file, '.scss') + '.css'), css + '\n');
}
cpSync(join(source, '_theme.scss'), join(out, '_theme.scss'));
console.log(`Themes: ${palettes.length} written to ${out}`);
