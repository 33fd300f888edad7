import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import { of, throwError } from 'rxjs';
import { provideFieldTypes } from '../../../base/field-type-registry';
import { NgaDataService } from '../../../data/data-service';
import { Entry } from '../../../data/entry';
import { builtInFieldTypes } from '../../../fields/built-in-field-types';
import { isFailedDownload } from '../../../base/failed-download';
import { errorText } from '../../../data/error-text';
import { NGA_PAPAPARSE } from '../../../export/csv';
import { NgaIntl } from '../../../i18n/intl';
import { NgaCsvImport } from './csv-import';
import { failedRowsTable, guessMapping } from './import-plan';

describe('CSV import', () => {
  const admin = createAdmin();
  const posts = admin.entity('posts');
  posts
    .creationView()
    .fields(
      admin.field('title').validation({ required: true, minlength: 3 }),
      admin.field('published_at', 'date').label('Published'),
      admin.field('views', 'number'),
      admin.field('published', 'boolean'),
    );
  const view = posts.creationView();
  let created: Record<string, unknown>[];

  function setUp(failOn?: string): NgaCsvImport {
    created = [];
    const data: Partial<NgaDataService> = {
      create: (_view, values) => {
        if (values['title'] === failOn) return throwError(() => new Error('Refused'));
        created.push(values);
        return of(new Entry('posts', values, created.length));
      },
    };
    TestBed.configureTestingModule({
      providers: [
        NgaCsvImport,
        provideFieldTypes(...builtInFieldTypes),
        { provide: NgaDataService, useValue: data },
      ],
    });
    return TestBed.inject(NgaCsvImport);
  }

  it('rejects a read with the failed download when papaparse did not download', async () => {
    TestBed.overrideProvider(NGA_PAPAPARSE, {
      useValue: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: papaparse.js')),
    });
    const importer = setUp();
    const failure = await importer.read(new Blob(['Title\r\nOne'])).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isFailedDownload(failure)).toBeTrue();
    expect(errorText(failure, new NgaIntl())).toBe(new NgaIntl().codeDownloadFailed);
  });

  it('guesses columns from field names and labels, each field once', () => {
    expect(
      guessMapping(['Title', 'published', 'PUBLISHED_AT', 'title', 'other'], view.fields()),
    ).toEqual(['title', 'published', 'published_at', null, null]);
  });

  it('reads a file with papaparse, checks rows with the creation validators, creates the valid', async () => {
    const importer = setUp('Refused one');
    const file = new Blob(
      [
        'Title,Published,Views,Published?\r\n',
        'First post,2024-01-02,12,true\r\n',
        '\r\n',
        'No,2024-01-03,x,false\r\n',
        '"Refused one","2024-01-04",,1\r\n',
      ],
      { type: 'text/csv' },
    );
    const table = await importer.read(file);
    expect(table.headers).toEqual(['Title', 'Published', 'Views', 'Published?']);
    expect(table.rows.length).toBe(3);

    const mapping = ['title', 'published_at', 'views', 'published'];
    const rows = await importer.check(table, mapping, view);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(rows[0]!.values).toEqual(
      jasmine.objectContaining({ title: 'First post', views: 12, published: true }),
    );
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[1]!.errors).toEqual([
      'Title: Enter at least 3 characters.',
      'Views: Invalid value.',
    ]);
    expect(rows[2]!.values['views']).toBeNull();

    const valid = rows.filter((row) => row.errors.length === 0);
    const outcome = await importer.create(
      valid,
      view,
      () => false,
      () => undefined,
    );
    expect(outcome.created).toBe(1);
    expect(created.map((values) => values['title'])).toEqual(['First post']);
    expect(outcome.failed.map((row) => row.line)).toEqual([4]);
    expect(outcome.failed[0]!.errors.length).toBe(1);

    const failed = failedRowsTable(table, [rows[1]!, ...outcome.failed], 'Errors');
    expect(failed.header).toEqual(['Title', 'Published', 'Views', 'Published?', 'Errors']);
    expect(failed.rows[0]).toEqual([
      'No',
      '2024-01-03',
      'x',
      'false',
      'Title: Enter at least 3 characters.; Views: Invalid value.',
    ]);
  });

  it('keeps the rows not sent after Stop, as failed', async () => {
    const importer = setUp();
    const table = { headers: ['title'], rows: [['One'], ['Two'], ['Three']] };
    const rows = await importer.check(table, ['title'], view);
    const outcome = await importer.create(
      rows,
      view,
      () => true,
      () => undefined,
    );
    expect(outcome.created).toBe(0);
    expect(outcome.failed.map((row) => row.errors[0])).toEqual([
      'Not sent: the import was stopped',
      'Not sent: the import was stopped',
      'Not sent: the import was stopped',
    ]);
  });
});
