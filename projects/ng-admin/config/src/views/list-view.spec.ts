import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import type { EntryLike } from '../hooks';
import { ListView } from './list-view';

const admin = createAdmin();
const list = () => admin.entity('posts').listView();

describe('ListView settings (spec 4.2)', () => {
  it('is the list view of its entity', () => {
    const view = list();
    assert.ok(view instanceof ListView);
    assert.equal(view.kind, 'list');
  });

  it('perPage defaults to 30', () => {
    const view = list();
    assert.equal(view.perPage(), 30);
    assert.equal(view.perPage(10), view);
    assert.equal(view.perPage(), 10);
    assert.throws(
      () => view.perPage(-1),
      /Entity "posts", view "list": perPage\(\) expects an integer >= 1/,
    );
  });

  it('sortField defaults to id and sortDir to DESC', () => {
    const view = list();
    assert.equal(view.sortField(), 'id');
    assert.equal(view.sortDir(), 'DESC');
    assert.equal(view.sortField('title').sortDir('ASC'), view);
    assert.equal(view.sortField(), 'title');
    assert.equal(view.sortDir(), 'ASC');
    assert.throws(() => view.sortDir('up' as never), /sortDir\(\) expects one of "ASC", "DESC"/);
    assert.throws(() => view.sortField(1 as never), /sortField\(\) expects a string/);
  });

  it('infinitePagination defaults to false', () => {
    const view = list();
    assert.equal(view.infinitePagination(), false);
    assert.equal(view.infinitePagination(true).infinitePagination(), true);
  });

  it('filters default to none and append like fields, pinned filters included', () => {
    const view = list();
    assert.deepEqual(view.filters(), []);
    const q = admin.field('q').label('Search').pinned(true);
    const published = admin.field('published', 'boolean').defaultValue(true);
    const postId = admin.field('post_id', 'reference');
    view.filters(q).filters([published, [postId]]);
    assert.deepEqual(view.filters(), [q, published, postId]);
    assert.equal(view.filters()[0]?.pinned(), true);
    assert.equal(view.isEnabled(), false, 'filters alone do not enable the list');
  });

  it('permanentFilters default to {} and can be set', () => {
    const view = list();
    assert.deepEqual(view.permanentFilters(), {});
    assert.deepEqual(view.permanentFilters({ published: true }).permanentFilters(), {
      published: true,
    });
    assert.throws(
      () => view.permanentFilters([] as never),
      /permanentFilters\(\) expects a plain object/,
    );
  });

  it('listActions default to none and take show, edit, delete or a template', () => {
    const view = list();
    assert.deepEqual(view.listActions(), []);
    assert.deepEqual(view.listActions(['show', 'edit', 'delete']).listActions(), [
      'show',
      'edit',
      'delete',
    ]);
    assert.equal(
      view.listActions('<my-approve [entry]="entry" />').listActions(),
      '<my-approve [entry]="entry" />',
    );
    assert.throws(
      () => view.listActions(['create'] as never),
      /listActions\(\) got unknown name\(s\) "create"/,
    );
  });

  it('batchActions default to delete; an empty array removes them', () => {
    const view = list();
    assert.deepEqual(view.batchActions(), ['delete']);
    assert.deepEqual(view.batchActions([]).batchActions(), []);
    const custom = ['delete', '<my-publish [selection]="selection" />'];
    assert.deepEqual(view.batchActions(custom).batchActions(), custom);
    assert.throws(
      () => view.batchActions([1] as never),
      /batchActions\(\) expects a string or an array of strings/,
    );
  });

  it('exportFields default to the datagrid fields', () => {
    const view = list();
    const title = admin.field('title');
    view.fields(admin.field('id'), title);
    assert.equal(view.exportFields(), null);
    assert.deepEqual(view.getExportFields(), view.fields());
    const body = admin.field('body', 'text');
    assert.equal(view.exportFields(title, [body]), view);
    assert.deepEqual(view.exportFields(), [title, body]);
    assert.deepEqual(view.getExportFields(), [title, body]);
  });

  it('exportOptions default to quotes false, comma and CRLF, merged with what is given', () => {
    const view = list();
    assert.deepEqual(view.exportOptions(), { quotes: false, delimiter: ',', newline: '\r\n' });
    view.exportOptions({ delimiter: ';' });
    assert.deepEqual(view.exportOptions(), { quotes: false, delimiter: ';', newline: '\r\n' });
    view.exportOptions({ quotes: true });
    assert.deepEqual(view.exportOptions(), { quotes: true, delimiter: ';', newline: '\r\n' });
    assert.throws(
      () => view.exportOptions({ quotes: 'yes' } as never),
      /exportOptions\.quotes\(\) expects a boolean/,
    );
    assert.throws(() => view.exportOptions({ separator: ';' } as never), /unknown key "separator"/);
  });

  it('entryCssClasses default to none and take a string, array or function of the entry', () => {
    const view = list();
    const entry: EntryLike = {
      entityName: 'posts',
      identifierValue: 1,
      values: { published: false },
    };
    assert.equal(view.entryCssClasses(), null);
    assert.equal(view.getEntryCssClasses(entry), '');
    assert.equal(view.entryCssClasses('row').getEntryCssClasses(entry), 'row');
    view.entryCssClasses((current) => (current?.values['published'] ? [] : ['draft', 'muted']));
    assert.equal(view.getEntryCssClasses(entry), 'draft muted');
  });

  it('importable defaults to false; hidden columns stay in fields()', () => {
    const view = list();
    assert.equal(view.importable(), false);
    assert.equal(view.importable(true).importable(), true);
    view.fields(admin.field('title'), admin.field('views', 'number').hiddenByDefault(true));
    assert.deepEqual(
      view.fields().map((field) => [field.name(), field.hiddenByDefault()]),
      [
        ['title', false],
        ['views', true],
      ],
    );
  });
});
