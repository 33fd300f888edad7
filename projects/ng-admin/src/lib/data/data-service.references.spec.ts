import { TestBed } from '@angular/core/testing';
import { admin, ReferenceField } from '@ng-admin/core/config';
import { Subject } from 'rxjs';
import { AutocompleteResult, ListResult } from './reference-resolver';
import { expectRequest, useBlogData, useMockClock } from './testing.spec';
import { Entry } from './entry';
import { NgaDatastore } from './datastore';
import { ReferenceLookup } from './reference-lookup';

/** The labels a lookup gives, read the way views read them: through a datastore. */
function labels(lookup: ReferenceLookup | undefined): NgaDatastore {
  const datastore = TestBed.runInInjectionContext(() => new NgaDatastore());
  if (lookup) datastore.setLookup(lookup);
  return datastore;
}

describe('NgaDataService references (default dialect, spec 4.1)', () => {
  const bed = useBlogData();

  const rows = [
    new Entry('posts', { id: 1, author_id: 1, tags: [10, 11] }, 1),
    new Entry('posts', { id: 2, author_id: 2, tags: [11] }, 2),
    new Entry('posts', { id: 3, author_id: 1, tags: [] }, 3),
  ];

  function authorField(): ReferenceField {
    return bed.config.posts.listView().getField('author_id') as ReferenceField;
  }

  function tagsField(): ReferenceField {
    return bed.config.posts.listView().getField('tags') as ReferenceField;
  }

  describe('lookups of a list page', () => {
    it('without singleApiCall: one GET /<entities>/<id> per distinct identifier', () => {
      let lookup: ReferenceLookup | undefined;
      bed.data.resolveReferences(bed.config.posts.listView(), rows).subscribe((l) => (lookup = l));
      expectRequest(bed.http, 'GET', 'http://api.test/users/1').flush({ id: 1, name: 'Ann' });
      expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Bob' });
      expectRequest(bed.http, 'GET', 'http://api.test/tags/10').flush({ id: 10, name: 'news' });
      expectRequest(bed.http, 'GET', 'http://api.test/tags/11').flush({ id: 11, name: 'tech' });
      expect(labels(lookup).referenceLabel(authorField(), 2)).toBe('Bob');
      expect([10, 11].map((id) => labels(lookup).referenceLabel(tagsField(), id))).toEqual([
        'news',
        'tech',
      ]);
    });

    it('with singleApiCall: one request per field per page, <param>[]=<id> repeated', () => {
      authorField().singleApiCall((ids) => ({ id: ids }));
      tagsField().singleApiCall((ids) => ({ tag_id: ids }));
      let lookup: ReferenceLookup | undefined;
      bed.data.resolveReferences(bed.config.posts.listView(), rows).subscribe((l) => (lookup = l));
      expectRequest(bed.http, 'GET', 'http://api.test/users?id[]=1&id[]=2').flush([
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Bob' },
      ]);
      expectRequest(bed.http, 'GET', 'http://api.test/tags?tag_id[]=10&tag_id[]=11').flush([
        { id: 10, name: 'news' },
        { id: 11, name: 'tech' },
      ]);
      expect(labels(lookup).referenceLabel(authorField(), 1)).toBe('Ann');
      expect(labels(lookup).referenceLabel(tagsField(), 11)).toBe('tech');
    });

    it('with singleApiCall, asks again for the identifiers a paged answer left out', () => {
      authorField().singleApiCall((ids) => ({ id: ids }));
      const many = [1, 2, 3].map((id) => new Entry('posts', { id, author_id: id }, id));
      let lookup: ReferenceLookup | undefined;
      bed.data.resolveReferences([authorField()], many).subscribe((l) => (lookup = l));
      // An API that pages its answers sends part of the records...
      expectRequest(bed.http, 'GET', 'http://api.test/users?id[]=1&id[]=2&id[]=3').flush(
        [
          { id: 1, name: 'Ann' },
          { id: 2, name: 'Bob' },
        ],
        { headers: { 'X-Total-Count': '3' } },
      );
      // ...and says that 3 match: the missing one is asked for.
      expectRequest(bed.http, 'GET', 'http://api.test/users?id[]=3').flush([{ id: 3, name: 'Cy' }]);
      expect([1, 2, 3].map((id) => labels(lookup).referenceLabel(authorField(), id))).toEqual([
        'Ann',
        'Bob',
        'Cy',
      ]);
    });

    it('with singleApiCall, a record the API does not have costs no further request', () => {
      authorField().singleApiCall((ids) => ({ id: ids }));
      let lookup: ReferenceLookup | undefined;
      bed.data.resolveReferences([authorField()], rows).subscribe((l) => (lookup = l));
      expectRequest(bed.http, 'GET', 'http://api.test/users?id[]=1&id[]=2').flush(
        [{ id: 1, name: 'Ann' }],
        { headers: { 'X-Total-Count': '1' } },
      );
      expect(labels(lookup).referenceLabel(authorField(), 1)).toBe('Ann');
    });

    it('applies the target field map functions to the referenced entries', () => {
      authorField().targetField(admin.field('name').map((v: string) => v.toUpperCase()));
      let lookup: ReferenceLookup | undefined;
      bed.data.resolveReferences([authorField()], [rows[1]]).subscribe((l) => (lookup = l));
      expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Bob' });
      expect(labels(lookup).referenceLabel(authorField(), 2)).toBe('BOB');
    });

    it('keeps the other lookups when one fails, and lists the failure', () => {
      let lookup: ReferenceLookup | undefined;
      bed.data.resolveReferences([authorField()], rows).subscribe((l) => (lookup = l));
      expectRequest(bed.http, 'GET', 'http://api.test/users/1').flush({ id: 1, name: 'Ann' });
      expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush(null, {
        status: 404,
        statusText: 'Not Found',
      });
      expect(labels(lookup).referenceLabel(authorField(), 1)).toBe('Ann');
      expect(labels(lookup).referenceLabel(authorField(), 2)).toBeUndefined();
      expect(lookup?.errors.map((e) => e.status)).toEqual([404]);
    });
  });

  describe('no duplicate lookups', () => {
    it('fetches an id once when two fields target the same entity', () => {
      const editor = admin
        .field('editor_id', 'reference')
        .targetEntity(bed.config.users)
        .targetField(admin.field('name'));
      const entries = [
        new Entry('posts', { author_id: 1, editor_id: 1 }),
        new Entry('posts', { author_id: 2, editor_id: 1 }),
      ];
      bed.data.resolveReferences([authorField(), editor], entries).subscribe();
      expectRequest(bed.http, 'GET', 'http://api.test/users/1').flush({ id: 1, name: 'Ann' });
      expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Bob' });
    });

    it('shares one request between concurrent identical lookups', () => {
      const seen: unknown[] = [];
      bed.data
        .resolveReferences([authorField()], [rows[1]])
        .subscribe((l) => seen.push(labels(l).referenceLabel(authorField(), 2)));
      bed.data
        .resolveReferences([authorField()], [rows[1]])
        .subscribe((l) => seen.push(labels(l).referenceLabel(authorField(), 2)));
      expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Bob' });
      expect(seen).toEqual(['Bob', 'Bob']);
    });

    it('waits for an id that a different request already under way will bring', () => {
      const batched = admin
        .field('author_id', 'reference')
        .targetEntity(bed.config.users)
        .targetField(admin.field('name'))
        .singleApiCall((ids) => ({ id: ids }));
      const seen: unknown[] = [];
      bed.data
        .resolveReferences([batched], rows)
        .subscribe((l) => seen.push(labels(l).referenceLabel(batched, 2)));
      // A filter of the same view looks up one of those ids while the batch is in flight.
      bed.data
        .resolveReferences([authorField()], [rows[1]])
        .subscribe((l) => seen.push(labels(l).referenceLabel(authorField(), 2)));
      expectRequest(bed.http, 'GET', 'http://api.test/users?id[]=1&id[]=2').flush([
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Bob' },
      ]);
      bed.http.expectNone('http://api.test/users/2');
      expect(seen).toEqual(['Bob', 'Bob']);
    });

    describe('with a clock', () => {
      useMockClock();

      it('serves identical lookups within a few seconds from the cache, then asks again', () => {
        let lookup: ReferenceLookup | undefined;
        bed.data.resolveReferences([authorField()], [rows[1]]).subscribe();
        expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Bob' });

        jasmine.clock().tick(4000);
        bed.data.resolveReferences([authorField()], [rows[1]]).subscribe((l) => (lookup = l));
        bed.http.expectNone('http://api.test/users/2');
        expect(labels(lookup).referenceLabel(authorField(), 2)).toBe('Bob');

        jasmine.clock().tick(1000);
        bed.data.resolveReferences([authorField()], [rows[1]]).subscribe();
        expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Robert' });
      });

      it('reuses records that a singleApiCall request brought', () => {
        authorField().singleApiCall((ids) => ({ id: ids }));
        bed.data.resolveReferences([authorField()], rows).subscribe();
        expectRequest(bed.http, 'GET', 'http://api.test/users?id[]=1&id[]=2').flush([
          { id: 1, name: 'Ann' },
          { id: 2, name: 'Bob' },
        ]);
        bed.data.resolveReferences([authorField()], [rows[0]]).subscribe();
        bed.http.expectNone(() => true);
      });
    });
  });

  describe('possible values of a reference in write context', () => {
    it('asks for perPage entries, sorted as the field says', () => {
      let choices: Entry[] | undefined;
      bed.data.referenceChoices(authorField()).subscribe((c) => (choices = c));
      expectRequest(
        bed.http,
        'GET',
        'http://api.test/users?_perPage=30&_sortField=id&_sortDir=DESC',
      ).flush([{ id: 1, name: 'Ann' }]);
      expect(choices?.map((c) => c.values['name'])).toEqual(['Ann']);
    });

    it('sends the field perPage, sort and permanentFilters as _filters', () => {
      authorField().perPage(50).sortField('name').sortDir('ASC').permanentFilters({ active: true });
      bed.data.referenceChoices(authorField()).subscribe();
      expectRequest(
        bed.http,
        'GET',
        'http://api.test/users?_perPage=50&_sortField=name&_sortDir=ASC&_filters=%7B%22active%22%3Atrue%7D',
      ).flush([]);
    });
  });

  describe('remote autocomplete', () => {
    useMockClock();

    it('sends <targetFieldName>=<text> after refreshDelay of quiet', () => {
      authorField().remoteComplete(true);
      const texts = new Subject<string>();
      const results: AutocompleteResult[] = [];
      bed.data.autocomplete(authorField(), texts).subscribe((r) => results.push(r));
      texts.next('A');
      jasmine.clock().tick(300);
      texts.next('An');
      jasmine.clock().tick(499);
      bed.http.expectNone(() => true);
      jasmine.clock().tick(1);
      expectRequest(
        bed.http,
        'GET',
        'http://api.test/users?_perPage=30&_sortField=id&_sortDir=DESC&name=An',
      ).flush([{ id: 1, name: 'Ann' }]);
      expect(results.map((r) => [r.search, r.entries.length])).toEqual([['An', 1]]);
    });

    it('sends the searchQuery parameters, after the configured refreshDelay', () => {
      authorField().remoteComplete(true, {
        refreshDelay: 200,
        searchQuery: (text) => ({ q: text }),
      });
      const texts = new Subject<string>();
      bed.data.autocomplete(authorField(), texts).subscribe();
      texts.next('bo b');
      jasmine.clock().tick(200);
      expectRequest(
        bed.http,
        'GET',
        'http://api.test/users?_perPage=30&_sortField=id&_sortDir=DESC&q=bo%20b',
      ).flush([]);
    });

    it('cancels an older search when a newer one starts', () => {
      authorField().remoteComplete(true);
      const texts = new Subject<string>();
      const results: AutocompleteResult[] = [];
      bed.data.autocomplete(authorField(), texts).subscribe((r) => results.push(r));
      texts.next('A');
      jasmine.clock().tick(500);
      const older = bed.http.expectOne((r) => r.urlWithParams.endsWith('name=A'));
      texts.next('B');
      jasmine.clock().tick(500);
      const newer = bed.http.expectOne((r) => r.urlWithParams.endsWith('name=B'));
      newer.flush([{ id: 2, name: 'Bob' }]);
      expect(older.cancelled).toBeTrue();
      if (!older.cancelled) older.flush([{ id: 1, name: 'Ann' }]);
      expect(results.map((r) => r.search)).toEqual(['B']);
    });

    it('reports a failed search and keeps listening', () => {
      authorField().remoteComplete(true);
      const texts = new Subject<string>();
      const results: AutocompleteResult[] = [];
      bed.data.autocomplete(authorField(), texts).subscribe((r) => results.push(r));
      texts.next('A');
      jasmine.clock().tick(500);
      bed.http
        .expectOne(() => true)
        .flush({ message: 'Down' }, { status: 503, statusText: 'Unavailable' });
      texts.next('B');
      jasmine.clock().tick(500);
      bed.http.expectOne(() => true).flush([{ id: 2, name: 'Bob' }]);
      expect(results.map((r) => [r.search, r.error?.message, r.entries.length])).toEqual([
        ['A', 'Down', 0],
        ['B', undefined, 1],
      ]);
    });
  });

  describe('referenced_list rows', () => {
    it('fetches them in one request filtered by the main id and permanentFilters', () => {
      const field = admin
        .field('comments', 'referenced_list')
        .targetEntity(bed.config.comments)
        .targetReferenceField('post_id')
        .targetFields([admin.field('body')])
        .permanentFilters({ approved: true });
      let result: ListResult | undefined;
      bed.data.entries(bed.data.referencedListRequest(field, 12)).subscribe((r) => (result = r));
      expectRequest(
        bed.http,
        'GET',
        'http://api.test/comments?_page=1&_perPage=30&_sortField=id&_sortDir=DESC' +
          '&_filters=%7B%22post_id%22%3A12%2C%22approved%22%3Atrue%7D',
      ).flush([{ id: 5, body: 'Nice', post_id: 12 }], { headers: { 'X-Total-Count': '40' } });
      expect(result?.total).toBe(40);
      expect(result?.entries[0].values['body']).toBe('Nice');
    });

    it('uses the page, perPage and sort of the field', () => {
      const field = admin
        .field('comments', 'referenced_list')
        .targetEntity(bed.config.comments)
        .targetReferenceField('post_id')
        .perPage(5)
        .sortField('created_at')
        .sortDir('ASC');
      bed.data.entries(bed.data.referencedListRequest(field, 'p1', 2)).subscribe();
      expectRequest(
        bed.http,
        'GET',
        'http://api.test/comments?_page=2&_perPage=5&_sortField=created_at&_sortDir=ASC' +
          '&_filters=%7B%22post_id%22%3A%22p1%22%7D',
      ).flush([]);
    });
  });
});
