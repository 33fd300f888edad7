import { Subject } from 'rxjs';
import { LookupCache } from './lookup-cache';

describe('LookupCache', () => {
  let now = 0;
  const cache = () => new LookupCache({ ttlMs: 5000, now: () => now, maxRecords: 2 });

  beforeEach(() => (now = 1000));

  it('serves a record until the time to live has passed', () => {
    const lookups = cache();
    lookups.put('tags', 1, { id: 1 });
    now += 4999;
    expect(lookups.get('tags', '1')).toEqual({ id: 1 });
    now += 1;
    expect(lookups.get('tags', 1)).toBeUndefined();
  });

  it('forgets the oldest records beyond its size, and on invalidation', () => {
    const lookups = cache();
    lookups.put('tags', 1, { id: 1 });
    lookups.put('tags', 2, { id: 2 });
    lookups.put('users', 1, { id: 1 });
    expect(lookups.get('tags', 1)).toBeUndefined();
    expect(lookups.get('tags', 2)).toEqual({ id: 2 });
    lookups.invalidate('tags');
    expect(lookups.get('tags', 2)).toBeUndefined();
    lookups.invalidate('users', 1);
    expect(lookups.get('users', 1)).toBeUndefined();
  });

  it('shares one request between concurrent subscribers with the same key', () => {
    const lookups = cache();
    const answer = new Subject<string>();
    let started = 0;
    const request = () => {
      started++;
      return answer;
    };
    const seen: string[] = [];
    lookups.share('GET /tags/1', request).subscribe((value) => seen.push(`a:${value}`));
    lookups.share('GET /tags/1', request).subscribe((value) => seen.push(`b:${value}`));
    expect(started).toBe(1);
    answer.next('tag');
    answer.complete();
    expect(seen).toEqual(['a:tag', 'b:tag']);
    lookups.share('GET /tags/1', request).subscribe();
    expect(started).toBe(2);
  });
});
