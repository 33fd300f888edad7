import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ICON_CLASS_NAMES, materialIconName } from './material-icon-name';

/** The Material icon names of the font the Angular part ships (material-icons). */
function materialIconNames(): Set<string> {
  const declarations = join(
    import.meta.dirname,
    '../../../../node_modules/material-icons/index.d.ts',
  );
  const names = [...readFileSync(declarations, 'utf8').matchAll(/^\s*"([a-z0-9_]+)",?$/gm)];
  return new Set(names.map((match) => match[1]!));
}

describe('materialIconName', () => {
  const cases: [string, string | undefined][] = [
    // plain Material names and the empty icon stay as they are
    ['article', 'article'],
    ['person_add', 'person_add'],
    ['', ''],
    // ng-admin HTML icons
    ['<span class="glyphicon glyphicon-user"></span>', 'person'],
    ['<span class="glyphicon glyphicon-tags"></span>', 'label'],
    ['<span class="glyphicon glyphicon-file"></span>', 'description'],
    ["<i class='fa fa-envelope-o'></i>", 'mail'],
    ['<i class="fa-solid fa-fw fa-gear"></i>', 'settings'],
    ['<i class="fas fa-lg fa-trash-can" aria-hidden="true"></i>', 'delete'],
    ['  <span   class = "glyphicon   glyphicon-list" ></span> ', 'list'],
    // icon classes without HTML
    ['fa fa-users', 'group'],
    ['glyphicon glyphicon-stats', 'bar_chart'],
    ['glyphicon-search', 'search'],
    ['<span class="glyphicon glyphicon-fire"></span>', 'local_fire_department'],
    ['fa fa-arrow-up', 'arrow_upward'],
    // Material ligatures written as HTML
    ['<span class="material-icons">home</span>', 'home'],
    ['<mat-icon>shopping_cart</mat-icon>', 'shopping_cart'],
    // no known Material counterpart
    ['<span class="glyphicon glyphicon-sunglasses"></span>', undefined],
    ['fa fa-not-an-icon', undefined],
    ['<strong style="font-size:1.3em">✉</strong>', undefined],
    ['<img src="/logo.png">', undefined],
    ['<span class="fa fa-lg"></span>', undefined],
  ];
  for (const [icon, expected] of cases) {
    it(`${JSON.stringify(icon)} -> ${String(expected)}`, () => {
      assert.equal(materialIconName(icon), expected);
    });
  }

  it('maps every table entry to a real Material icon name', () => {
    const known = materialIconNames();
    assert.ok(known.size > 1000, `read ${known.size} names`);
    const unknown = Object.entries(ICON_CLASS_NAMES).filter(([, name]) => !known.has(name));
    assert.deepEqual(unknown, []);
  });
});
