// ng-admin 1.0 configuration methods: every one is either here or throws a ConfigError
// pointing to the migration guide, and the guide's tables say which, method by method.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { ConfigError } from './config-errors';
import {
  isUnsupportedNgAdminMethod,
  MIGRATION_GUIDE,
  unsupportedNgAdminMethods,
} from './ng-admin-compat';

const admin = createAdmin();
const entity = admin.entity('posts');

/** An object of each class that has a section in the guide. */
const INSTANCES: Record<string, () => object> = {
  Admin: () => admin,
  Application: () => admin.application('Blog'),
  Entity: () => admin.entity('posts'),
  View: () => entity.showView(),
  ListView: () => entity.listView(),
  FormView: () => entity.editionView(),
  DeletionView: () => entity.deletionView(),
  Field: () => admin.field('title'),
  NumberField: () => admin.field('views', 'number'),
  BooleanField: () => admin.field('published', 'boolean'),
  ReferenceField: () => admin.field('post_id', 'reference'),
  ReferencedListField: () => admin.field('comments', 'referenced_list'),
  EmbeddedListField: () => admin.field('links', 'embedded_list'),
  Menu: () => admin.menu(entity),
  Dashboard: () => admin.dashboard(),
  Collection: () => admin.collection(entity),
};

interface GuideRow {
  section: string;
  methods: string[];
  status: string;
}

/** The method rows of the guide's tables, by section (`## Entity`, `### NumberField`). */
function guideRows(): GuideRow[] {
  const guide = readFileSync(join(import.meta.dirname, '../../../..', MIGRATION_GUIDE), 'utf8');
  const rows: GuideRow[] = [];
  let section = '';
  for (const line of guide.split('\n')) {
    if (line.startsWith('#')) section = /^#{2,3} (\w+)\s*$/.exec(line)?.[1] ?? '';
    const cells = line.split('|').map((cell) => cell.trim());
    if (!line.startsWith('|') || cells.length < 4 || !(section in INSTANCES)) continue;
    const methods = [...cells[1]!.matchAll(/`(\w+)\(\)`/g)].map((match) => match[1]!);
    if (methods.length > 0) rows.push({ section, methods, status: cells[2]! });
  }
  return rows;
}

describe('ng-admin 1.0 configuration methods', () => {
  const rows = guideRows();
  const stubbed = unsupportedNgAdminMethods();

  it('the guide has a row for every throwing method, marked renamed or unsupported', () => {
    assert.ok(stubbed.size >= 10, `stubs registered for ${stubbed.size} classes`);
    for (const [className, methods] of stubbed) {
      for (const method of methods.keys()) {
        const row = rows.find((r) => r.section === className && r.methods.includes(method));
        assert.ok(row, `${MIGRATION_GUIDE} has no row for ${className}.${method}()`);
        assert.match(row.status, /^(renamed|unsupported)$/, `${className}.${method}()`);
      }
    }
  });

  it('every method the guide marks renamed or unsupported throws, and every other one works', () => {
    assert.ok(rows.length > 80, `read ${rows.length} rows`);
    for (const { section, methods, status } of rows) {
      const owner = INSTANCES[section]!() as Record<string, unknown>;
      for (const method of methods) {
        const where = `${section}.${method}() (${status})`;
        if (status === 'renamed' || status === 'unsupported') {
          assert.ok(stubbed.get(section)?.has(method), `${where} is not marked unsupported`);
        } else {
          assert.match(status, /^(same|added|differs)$/, where);
          assert.equal(typeof owner[method], 'function', `${where} does not exist`);
          assert.ok(!isUnsupportedNgAdminMethod(owner[method]), `${where} throws`);
        }
      }
    }
  });

  it('a throwing method names its owner, says why and points to the guide', () => {
    for (const [className, methods] of stubbed) {
      const owner = INSTANCES[className]!() as Record<string, (...args: unknown[]) => unknown>;
      for (const [method, reason] of methods) {
        assert.throws(
          () => owner[method]!(1),
          (error: unknown) =>
            error instanceof ConfigError &&
            error.message ===
              `${String(owner)}: ${method}() is ng-admin 1.0 configuration that does not work here: ` +
                `${reason}. See ${MIGRATION_GUIDE}`,
          `${className}.${method}()`,
        );
      }
    }
  });

  it('names the entity and the view for view methods', () => {
    assert.throws(
      () => (entity.listView() as unknown as { limit(n: number): void }).limit(10),
      /^ConfigError: Entity "posts", view "list": limit\(\) is ng-admin 1\.0 configuration that does not work here: renamed: use perPage\(\)\. See docs\/migrating-from-ng-admin\.md$/,
    );
  });
});
