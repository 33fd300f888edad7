import { TestBed } from '@angular/core/testing';
import { provideRouter, Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { NGA_VIEW_ROUTE } from '../base/links';
import { NgaNotFound } from './not-found';

describe('NgaNotFound', () => {
  const notFound = { path: '**', component: NgaNotFound, data: { [NGA_VIEW_ROUTE]: 'notFound' } };

  async function backHomeHref(routes: Routes, url: string): Promise<string | null> {
    TestBed.configureTestingModule({ providers: [provideRouter(routes)] });
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl(url, NgaNotFound);
    return harness.routeNativeElement!.querySelector('a')!.getAttribute('href');
  }

  it('leads back to the dashboard under the path the admin is mounted at', async () => {
    // Opened directly, as a reload or a shared link would: no admin page was shown before.
    const href = await backHomeHref(
      [{ path: 'admin', children: [notFound] }],
      '/admin/no-such-page',
    );
    expect(href).toBe('/admin');
  });

  it('leads back to the root when the admin is the whole application', async () => {
    expect(await backHomeHref([notFound], '/no-such-page')).toBe('/');
  });
});
