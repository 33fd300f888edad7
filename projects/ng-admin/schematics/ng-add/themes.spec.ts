import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { compile } from 'sass';
import { THEME_PALETTES } from './options';

const themes = resolve(__dirname, '../../../projects/ng-admin/themes');
const workspace = resolve(__dirname, '../../..');

describe('prebuilt themes', () => {
  it('exist for every palette ng add offers, and for no other', () => {
    const files = readdirSync(themes)
      .filter((file) => !file.startsWith('_'))
      .map((file) => file.replace(/\.scss$/, ''))
      .sort();
    assert.deepEqual(files, [...THEME_PALETTES].sort());
    for (const schema of ['schema.json', 'setup-schema.json']) {
      const json = JSON.parse(readFileSync(join(__dirname, schema), 'utf8'));
      assert.deepEqual(json.properties.theme.enum, [...THEME_PALETTES], schema);
    }
  });

  it('compile to a Material 3 theme with light and dark, switchable by the admin', () => {
    const { css } = compile(join(themes, 'violet.scss'), {
      loadPaths: [join(workspace, 'node_modules')],
    });
    assert.match(
      css,
      /html \{[^}]*color-scheme: light dark;[^}]*--mat-sys-primary: light-dark\(#7d00fa, #d5baff\)/s,
    );
    assert.match(css, /--mat-sys-body-medium-font: Roboto/);
    assert.match(css, /html\.nga-theme-light \{\s*color-scheme: light;\s*\}/);
    assert.match(css, /html\.nga-theme-dark \{\s*color-scheme: dark;\s*\}/);
    assert.match(
      css,
      /body \{[^}]*background-color: var\(--mat-sys-surface\);[^}]*font: var\(--mat-sys-body-medium\);/s,
    );
    assert.doesNotMatch(css, /@import|fonts\.googleapis/);
  });
});
