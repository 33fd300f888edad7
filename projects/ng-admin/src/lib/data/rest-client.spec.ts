import { TestBed } from '@angular/core/testing';
import { NgaProgression } from '../base/progression';
import { blog, expectRequest, setUpData } from './testing.spec';

describe('NgaRestClient', () => {
  it('shows the top progress bar while a request runs, whatever its outcome', () => {
    const { app, posts } = blog();
    const { data, http } = setUpData(app);
    const progression = TestBed.inject(NgaProgression);
    expect(progression.active()).toBeFalse();

    data.getEntry(posts, 1).subscribe();
    data.getEntry(posts, 2).subscribe({ error: () => undefined });
    expect(progression.active()).toBeTrue();

    expectRequest(http, 'GET', 'http://api.test/posts/1').flush({ id: 1 });
    expect(progression.active()).toBeTrue();
    expectRequest(http, 'GET', 'http://api.test/posts/2').flush(null, {
      status: 500,
      statusText: 'Error',
    });
    expect(progression.active()).toBeFalse();

    const cancelled = data.getEntry(posts, 3).subscribe();
    expect(progression.active()).toBeTrue();
    cancelled.unsubscribe();
    expect(progression.active()).toBeFalse();
    http.verify({ ignoreCancelled: true });
  });
});
