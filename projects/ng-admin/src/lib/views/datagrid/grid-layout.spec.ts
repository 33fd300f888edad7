import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { createAdmin, type EntryLike, type Field } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../../base/field-type-registry';
import { NgaLinks } from '../../base/links';
import { NgaDatastore } from '../../data/datastore';
import { builtInFieldTypes } from '../../fields/built-in-field-types';
import { NgaIntl } from '../../i18n/intl';
import {
  cardsNeeded,
  columnTracks,
  minimumWidth,
  readableWidth,
  type GridExtras,
} from './grid-layout';
import { gridColumns, gridRows, type GridColumn, type GridRow } from './grid-model';

/**
 * Widths measured in the sample admin: the frame of a list at 1280 px (beside the 240 px side
 * menu and the page's padding), and the frame of a dashboard panel at half a desktop screen
 * and on a 390 px phone.
 */
const DESKTOP_LIST = 989;
const HALF_DESKTOP_PANEL = 486;
const PHONE_PANEL = 372;

describe('grid layout', () => {
  const admin = createAdmin();
  const tags = admin.entity('tags');
  tags.editionView().fields(admin.field('name'));
  const posts = admin.entity('posts');
  posts.editionView().fields(admin.field('title'));
  const comments = admin.entity('comments');

  const id = () => admin.field('id').label('ID');
  const title = () => admin.field('title');
  const published = () => admin.field('published_at', 'date').label('Published');
  const views = () => admin.field('views', 'number').format('0,0');
  const postTags = () =>
    admin.field('tags', 'reference_many').targetEntity(tags).targetField(admin.field('name'));
  const readingTime = () => admin.field('reading_time').label('Reading time').sortable(false);

  /** The sample's posts list: its six shown columns, with selection and three actions. */
  const postsList = () => [id(), title(), published(), views(), postTags(), readingTime()];
  const listExtras: GridExtras = { selectable: true, actions: 3, ownColumns: 0 };
  const panelExtras: GridExtras = { selectable: false, actions: 0, ownColumns: 0 };
  const post: EntryLike = {
    entityName: 'posts',
    identifierValue: 40,
    values: {
      id: 40,
      title: 'The Tiny Travel Router That Saved My Trip',
      published_at: '2023-11-12',
      views: 2714,
      tags: [1, 2],
      reading_time: '1 min',
      author: { name: 'Ann' },
      post_id: 40,
    },
  };

  let registry: NgaFieldTypeRegistry;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideFieldTypes(...builtInFieldTypes), NgaDatastore],
    });
    registry = TestBed.inject(NgaFieldTypeRegistry);
  });

  /** The columns of `fields` and their first row, as the datagrid builds them. */
  function grid(fields: Field[], entity = posts, entry = post): [GridColumn[], GridRow] {
    const columns = gridColumns(fields, registry, true, entity);
    const [row] = gridRows({
      entity,
      entries: [entry],
      columns,
      actions: ['show', 'edit', 'delete'],
      entryCssClasses: null,
      references: TestBed.inject(NgaDatastore),
      links: TestBed.inject(NgaLinks),
      intl: TestBed.inject(NgaIntl),
      registry,
    });
    return [columns, row!];
  }

  /** The minimum of each track of a `grid-template-columns`. */
  function minimums(template: string): number[] {
    return [...template.matchAll(/(?:minmax\()?(\d+)px/g)].map((match) => Number(match[1]));
  }

  /** The widths a real CSS grid of this width gives the tracks. */
  function laidOut(template: string, width: number): number[] {
    const element = document.createElement('div');
    element.style.cssText = `display: grid; width: ${width}px; grid-template-columns: ${template}`;
    element.append(...minimums(template).map(() => document.createElement('div')));
    document.body.appendChild(element);
    const widths = [...element.children].map((child) => child.getBoundingClientRect().width);
    element.remove();
    return widths;
  }

  describe('the tracks of a desktop list', () => {
    it('fit the posts list of seven columns in a 1280 px screen beside the side menu', () => {
      const [columns, row] = grid(postsList());
      const total = minimums(columnTracks(columns, row, listExtras)).reduce((a, b) => a + b);
      expect(total).toBeLessThanOrEqual(DESKTOP_LIST);
      expect(minimumWidth(columns, row, listExtras)).toBe(total);
    });

    it('give the room left to the text columns: the title and the reading time', () => {
      const [columns, row] = grid(postsList());
      const template = columnTracks(columns, row, listExtras);
      const widths = laidOut(template, DESKTOP_LIST);
      const grown = widths.map((width, index) => width > minimums(template)[index]!);
      expect(grown).toEqual([false, false, true, false, false, false, true, false]);
      // 152 px before, and the list scrolled sideways.
      expect(widths[2]).toBeGreaterThanOrEqual(165);
      // On a wider screen (1440 px), the text columns are the widest.
      const wider = laidOut(template, DESKTOP_LIST + 160);
      const others = wider.filter((_, index) => index !== 2 && index !== 6);
      expect(Math.max(...others)).toBeLessThan(Math.min(wider[2]!, wider[6]!));
    });

    it('draw an identifier narrower than a text, as narrow as its label and a short number', () => {
      const [columns, row] = grid(postsList());
      const [, ident, titled] = minimums(columnTracks(columns, row, listExtras));
      expect(ident).toBeLessThan(titled!);
      expect(ident).toBeLessThanOrEqual(72);
    });

    it('give a date the width of its formatted day and the actions exactly their buttons', () => {
      const [columns, row] = grid(postsList());
      const tracks = minimums(columnTracks(columns, row, listExtras));
      // "2023-11-12" or "Nov 12, 2023": about 75 to 85 px, and the cell's padding.
      expect(tracks[3]).toBeLessThanOrEqual(120);
      // Three 40 px icon buttons, and the cell's padding of 8 px each side.
      expect(tracks.at(-1)).toBe(3 * 40 + 16);
    });

    it('make a date column as wide as its format: a time with seconds widens it', () => {
      const created = admin.field('created_at', 'datetime').label('Created');
      const entry = { ...post, values: { ...post.values, created_at: '2023-11-12T14:05:09' } };
      const [columns, row] = grid([created], posts, entry);
      expect(row.cells[0]!.text!.text).toBe('2023-11-12 14:05:09');
      // 135 px in Roboto 14 px, and the cell's padding.
      const [datetime] = minimums(columnTracks(columns, row, panelExtras));
      expect(datetime).toBeGreaterThanOrEqual(135 + 32);
    });

    it('do not depend on what the first row holds, only on what kind of value it shows', () => {
      const fields = postsList();
      const [columns, row] = grid(fields);
      const longer: EntryLike = {
        ...post,
        identifierValue: 123456789,
        values: { ...post.values, id: 123456789, title: 'A title'.repeat(20), views: 1e9 },
      };
      const [, other] = grid(fields, posts, longer);
      expect(columnTracks(columns, other, listExtras)).toBe(columnTracks(columns, row, listExtras));
    });
  });

  describe('cards or table', () => {
    const panels = () => ({
      recent: [published(), title().isDetailLink(true), views()],
      popular: [id(), title(), views()],
      comments: [
        admin.field('created_at', 'date').label('Posted'),
        admin.field('author.name').label('Author'),
        admin
          .field('post_id', 'reference')
          .label('Post')
          .targetEntity(posts)
          .targetField(admin.field('title')),
      ],
    });

    it('shows a three-column dashboard panel as a table at half a desktop screen, as cards on a 390 px phone', () => {
      for (const [name, fields] of Object.entries(panels())) {
        const [columns, row] = grid(fields, name === 'comments' ? comments : posts);
        const needed = readableWidth(columns, row, panelExtras);
        expect(cardsNeeded(HALF_DESKTOP_PANEL, needed)).withContext(`${name}, desktop`).toBeFalse();
        expect(cardsNeeded(PHONE_PANEL, needed)).withContext(`${name}, phone`).toBeTrue();
      }
    });

    it('shows the posts list as cards on a phone and as a table on a desktop', () => {
      const [columns, row] = grid(postsList());
      const needed = readableWidth(columns, row, listExtras);
      expect(cardsNeeded(374, needed)).toBeTrue();
      expect(cardsNeeded(DESKTOP_LIST, needed)).toBeFalse();
    });
  });
});
