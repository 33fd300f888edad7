// The layer rule of eslint.config.mjs, proven: a deliberate upward import between the
// library's folders fails the lint, a downward one passes. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function restrictedImports(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

const LIB = 'projects/ng-admin/src/lib';
const upward = [
  ['base/links.ts', "import { NgaDataService } from '../data/data-service';"],
  ['templates/template.ts', "import { NgaDatastore } from '../data/datastore';"],
  ['data/data-service.ts', "import { NgaEntryForms } from '../fields/entry-form';"],
  ['fields/shared/display.ts', "import { NgaDatagrid } from '../../views/datagrid/datagrid';"],
  ['views/list/list-page.ts', "import { NgAdminComponent } from '../../shell/ng-admin';"],
  ['shell/dashboard.ts', "import { ngAdminRoutes } from '../routing/admin-routes';"],
  ['routing/prefetch.ts', "import { provideNgAdmin } from '../provide-ng-admin';"],
  ['fields/display-view.ts', "import { provideNgAdmin } from '@ng-admin/core';"],
];
const downward = [
  ['data/data-service.ts', "import { NgaLinks } from '../base/links';"],
  ['fields/display-view.ts', "import { NgaDatastore } from '../data/datastore';"],
  ['views/list/list-page.ts', "import { NgaDisplayView } from '../../fields/display-view';"],
  ['shell/dashboard-panel.ts', "import { NgaDatagrid } from '../views/datagrid/datagrid';"],
  ['routing/prefetch.ts', "import { listStateFromParams } from '../views/list/list-state';"],
];

for (const [file, code] of upward) {
  test(`an upward import in ${file} fails the lint`, async () => {
    const messages = await restrictedImports(`${LIB}/${file}`, `${code}\nexport {};\n`);
    assert.equal(messages.length, 1, JSON.stringify(messages));
  });
}

for (const [file, code] of downward) {
  test(`a downward import in ${file} passes the lint`, async () => {
    assert.deepEqual(await restrictedImports(`${LIB}/${file}`, `${code}\nexport {};\n`), []);
  });
}

test('specs may wire layers together', async () => {
  const code = "import { NgaDatagrid } from '../../views/datagrid/datagrid';\nexport {};\n";
  assert.deepEqual(await restrictedImports(`${LIB}/fields/shared/x.spec.ts`, code), []);
});

test('the testing entry point imports the library by package name only', async () => {
  const file = 'projects/ng-admin/testing/src/harnesses/x.ts';
  const relative = "import { NgaIntl } from '../../../src/lib/i18n/intl';\nexport {};\n";
  const packaged = "import { NgaIntl } from '@ng-admin/core';\nexport {};\n";
  assert.equal((await restrictedImports(file, relative)).length, 1);
  assert.deepEqual(await restrictedImports(file, packaged), []);
});
