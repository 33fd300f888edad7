import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { createAdmin, type EntryLike, type Field } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../../base/field-type-registry';
import { NgaLinks } from '../../base/links';
import { NgaDatastore } from '../../data/datastore';
import { ReferenceLookup } from '../../data/reference-lookup';
import { builtInFieldTypes } from '../../fields/built-in-field-types';
import { NgaIntl } from '../../i18n/intl';
import { gridColumns, gridRows, rowKeys, type GridRowsInput } from './grid-model';

describe('datagrid model', () => {
  const admin = createAdmin();
  const users = admin.entity('users');
  users.editionView().fields(admin.field('name'));
  const posts = admin.entity('posts');
  posts.editionView().fields(admin.field('title'));
  const id = () => admin.field('id');
  const title = () => admin.field('title');
  const author = () =>
    admin.field('author_id', 'reference').targetEntity(users).targetField(admin.field('name'));

  let registry: NgaFieldTypeRegistry;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideFieldTypes(...builtInFieldTypes), NgaDatastore],
    });
    registry = TestBed.inject(NgaFieldTypeRegistry);
  });

  function entry(values: Record<string, unknown>, identifierValue = values['id']): EntryLike {
    return { entityName: 'posts', identifierValue, values };
  }

  /** What the grid computes its rows from, for `fields` and `entries` of the posts. */
  function rowsInput(fields: Field[], entries: EntryLike[]): GridRowsInput {
    return {
      entity: posts,
      entries,
      columns: gridColumns(fields, registry, true),
      actions: [],
      entryCssClasses: null,
      references: TestBed.inject(NgaDatastore),
      links: TestBed.inject(NgaLinks),
      intl: TestBed.inject(NgaIntl),
      registry,
    };
  }

  function rows(fields: Field[], entries: EntryLike[], overrides: Partial<GridRowsInput> = {}) {
    return gridRows({ ...rowsInput(fields, entries), ...overrides });
  }

  describe('gridColumns', () => {
    it('renders display types inline, templated fields as templates, cell types as components', () => {
      const columns = gridColumns(
        [
          title(),
          admin.field('views', 'number').template('{{ value }}'),
          admin.field('body', 'wysiwyg'),
        ],
        registry,
        true,
      );
      expect(columns.map((column) => column.mode)).toEqual(['display', 'template', 'component']);
    });

    it('sorts only with a sort, sortable fields and sortable types', () => {
      const fields = [
        title(),
        admin.field('body').sortable(false),
        admin.field('summary', 'template'),
      ];
      expect(gridColumns(fields, registry, true).map((column) => column.sortable)).toEqual([
        true,
        false,
        false,
      ]);
      expect(gridColumns(fields, registry, false).some((column) => column.sortable)).toBeFalse();
    });

    it('gives headers the type and the field classes', () => {
      const [column] = gridColumns([title().cssClasses('wide')], registry, true);
      expect(column.headerClasses).toBe('nga-header nga-column-title nga-type-string wide');
      expect(column.label).toBe('Title');
    });

    it('adds no detail link to types that link themselves, unless a template renders them', () => {
      const linked = [id(), author().isDetailLink(true), author().isDetailLink(true).template('x')];
      expect(gridColumns(linked, registry, true).map((column) => column.detailLink)).toEqual([
        true,
        false,
        true,
      ]);
    });
  });

  describe('gridRows', () => {
    it('lets a text cell take the detail link itself: one anchor per cell', () => {
      const [row] = rows([id(), title()], [entry({ id: 7, title: 'Hello' })]);
      const [idCell, titleCell] = row.cells;
      expect(idCell.text?.text).toBe('7');
      expect(idCell.text?.detail).toBeTrue();
      expect(idCell.text?.anchor).toEqual({ url: '/posts/edit/7', href: '/posts/edit/7' });
      expect(idCell.detail).toBeNull();
      expect(titleCell.text?.anchor).toBeNull();
      expect(titleCell.detail).toBeNull();
    });

    it('keeps the link of a display that has one instead of the detail link', () => {
      const email = admin.field('email', 'email').isDetailLink(true);
      const [row] = rows([email], [entry({ id: 1, email: 'ada@example.com' })]);
      expect(row.cells[0].text?.href).toBe('mailto:ada@example.com');
      expect(row.cells[0].text?.anchor).toBeNull();
      expect(row.cells[0].detail).toEqual({ url: '/posts/edit/1', href: '/posts/edit/1' });
    });

    it('links references to their own entries, never to the row', () => {
      const lookup = new ReferenceLookup();
      lookup.add(users, 3, { id: 3, name: 'Ann' });
      TestBed.inject(NgaDatastore).setLookup(lookup);
      const [row] = rows([author()], [entry({ id: 1, author_id: 3 })]);
      expect(row.cells[0].text?.text).toBe('Ann');
      expect(row.cells[0].text?.anchor?.url).toBe('/users/edit/3');
      expect(row.cells[0].text?.detail).toBeUndefined();
      expect(row.cells[0].detail).toBeNull();
    });

    it('puts the detail link around templated and component cells', () => {
      const templated = id().template('#{{ value }}');
      const [row] = rows([templated], [entry({ id: 4 })]);
      expect(row.cells[0].text).toBeNull();
      expect(row.cells[0].detail?.url).toBe('/posts/edit/4');
      expect(row.cells[0].scope).toEqual(
        jasmine.objectContaining({ value: 4, entity: posts, entry: row.entry }),
      );
    });

    it('gives other displays (items, icons) apart from text', () => {
      const [row] = rows(
        [admin.field('published', 'boolean')],
        [entry({ id: 1, published: true })],
      );
      expect(row.cells[0].text).toBeNull();
      expect(row.cells[0].display).toEqual({
        kind: 'icon',
        icon: 'check',
        text: 'true',
        tone: 'positive',
      });
    });

    it('keys rows uniquely, even for duplicate or missing identifiers', () => {
      const list = rows(
        [title()],
        [
          entry({ id: 1, title: 'a' }),
          entry({ id: 1, title: 'b' }),
          entry({ title: 'c' }, null),
          entry({ id: '1', title: 'd' }),
        ],
      );
      const keys = list.map((row) => row.key);
      expect(new Set(keys).size).toBe(4);
      expect(keys[0]).toBe('1');
    });

    it('computes a range of the rows alone, with the keys and text of the whole page', () => {
      const entries = [
        entry({ id: 1, title: 'a' }),
        entry({ id: 2, title: 'b' }),
        entry({ id: 1, title: 'c' }),
        entry({ title: 'd' }, null),
      ];
      const input = rowsInput([title()], entries);
      const whole = gridRows(input);
      const keys = rowKeys(entries);
      const sliced = [...gridRows(input, 0, 2, keys), ...gridRows(input, 2, 4, keys)];
      expect(sliced.map((row) => row.key)).toEqual(whole.map((row) => row.key));
      expect(sliced.map((row) => row.key)).toEqual(['1', '2', '1#2', '#3']);
      expect(sliced.map((row) => row.cells[0].text?.text)).toEqual(['a', 'b', 'c', 'd']);
    });

    it('builds the row actions of enabled views, named for assistive technologies', () => {
      posts.showView().fields(title());
      const [row] = rows([title()], [entry({ id: 5, title: 'x' })], {
        actions: ['show', 'edit', 'delete', 'unknown'],
      });
      expect(row.actions.map((action) => [action.name, action.icon, action.label])).toEqual([
        ['show', 'visibility', 'Show #5'],
        ['edit', 'edit', 'Edit #5'],
        ['delete', 'delete', 'Delete #5'],
      ]);
      expect(row.actions[0].anchor.url).toBe('/posts/show/5');
    });

    it('adds no link and no action without an entity', () => {
      const [row] = rows([id()], [entry({ id: 5 })], { entity: null, actions: ['edit'] });
      expect(row.cells[0].text?.anchor).toBeNull();
      expect(row.actions).toEqual([]);
    });

    it('adds the classes of the entry and of each field', () => {
      const [row] = rows(
        [title().cssClasses((current?: EntryLike) => `status-${current?.values['status']}`)],
        [entry({ id: 1, title: 'x', status: 'draft' })],
        { entryCssClasses: (current: EntryLike) => [`row-${current.values['status']}`, 'x'] },
      );
      expect(row.classes).toBe('row-draft x');
      expect(row.cells[0].classes).toBe('nga-cell nga-column-title nga-type-string status-draft');
    });
  });
});
