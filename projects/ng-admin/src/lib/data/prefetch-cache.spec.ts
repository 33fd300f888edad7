import { Observable, of, Subject, throwError } from 'rxjs';
import { PrefetchCache } from './prefetch-cache';

/** Collects what an observable emits and whether it errored, synchronously. */
function read<T>(answer: Observable<T> | undefined): { values: T[]; error: unknown } {
  const result: { values: T[]; error: unknown } = { values: [], error: undefined };
  answer?.subscribe({
    next: (value) => result.values.push(value),
    error: (error: unknown) => (result.error = error),
  });
  return result;
}

describe('PrefetchCache', () => {
  let now: number;
  let cache: PrefetchCache;

  beforeEach(() => {
    now = 1_000;
    cache = new PrefetchCache(() => now);
  });

  it('starts loading at once and serves the answer once', () => {
    let subscriptions = 0;
    const load = new Observable<string>((subscriber) => {
      subscriptions++;
      subscriber.next('page 1');
      subscriber.complete();
    });
    cache.put('posts?page=1', load);
    expect(subscriptions).toBe(1);
    expect(read(cache.take<string>('posts?page=1')).values).toEqual(['page 1']);
    expect(cache.take('posts?page=1')).toBeUndefined();
    expect(subscriptions).toBe(1);
  });

  it('serves an answer that arrives after the view asked for it', () => {
    const response = new Subject<string>();
    cache.put('posts', response);
    const taken = read(cache.take<string>('posts'));
    expect(taken.values).toEqual([]);
    response.next('late');
    expect(taken.values).toEqual(['late']);
  });

  it('serves an error as the answer', () => {
    cache.put(
      'posts',
      throwError(() => new Error('offline')),
    );
    expect(read(cache.take('posts')).error).toEqual(new Error('offline'));
  });

  it('answers nothing for a key nobody prefetched', () => {
    expect(cache.take('comments')).toBeUndefined();
  });

  it('drops an answer nobody took within ten seconds, and stops its request', () => {
    const response = new Subject<string>();
    cache.put('posts', response);
    now += 10_001;
    expect(cache.take('posts')).toBeUndefined();
    expect(response.observed).toBeFalse();
  });

  it('still serves an answer taken within ten seconds', () => {
    cache.put('posts', of('fresh'));
    now += 10_000;
    expect(read(cache.take('posts')).values).toEqual(['fresh']);
  });

  it('replaces a waiting answer of the same key, stopping the older request', () => {
    const first = new Subject<string>();
    cache.put('posts', first);
    cache.put('posts', of('second'));
    expect(first.observed).toBeFalse();
    expect(read(cache.take('posts')).values).toEqual(['second']);
  });

  it('forgets every waiting answer when cleared, stopping their requests', () => {
    const pending = new Subject<string>();
    cache.put('posts', pending);
    cache.put('comments', of('x'));
    cache.clear();
    expect(pending.observed).toBeFalse();
    expect(cache.take('posts')).toBeUndefined();
    expect(cache.take('comments')).toBeUndefined();
  });
});
