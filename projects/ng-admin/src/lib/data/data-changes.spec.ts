import { TestBed } from '@angular/core/testing';
import { NgaDataChanges, type NgaDataChange } from './data-changes';

describe('NgaDataChanges', () => {
  let changes: NgaDataChanges;
  let seen: NgaDataChange[];

  beforeEach(() => {
    changes = TestBed.inject(NgaDataChanges);
    seen = [];
    changes.changes.subscribe((change) => seen.push(change));
  });

  it('announces each change to its subscribers, in order', () => {
    changes.notify({ entityName: 'posts', id: 3, kind: 'update' });
    changes.notify({ entityName: 'posts', id: 4, kind: 'delete' });
    expect(seen).toEqual([
      { entityName: 'posts', id: 3, kind: 'update' },
      { entityName: 'posts', id: 4, kind: 'delete' },
    ]);
  });

  it('announces a refresh of an entity, or of one of its records', () => {
    changes.refresh('comments');
    changes.refresh('comments', 12);
    expect(seen).toEqual([
      { entityName: 'comments', id: undefined, kind: 'refresh' },
      { entityName: 'comments', id: 12, kind: 'refresh' },
    ]);
  });

  it('is one stream for the whole application, and replays nothing to late subscribers', () => {
    changes.refresh('posts');
    const late: NgaDataChange[] = [];
    TestBed.inject(NgaDataChanges).changes.subscribe((change) => late.push(change));
    expect(TestBed.inject(NgaDataChanges)).toBe(changes);
    expect(late).toEqual([]);
    changes.refresh('tags');
    expect(late.map((change) => change.entityName)).toEqual(['tags']);
  });
});
