import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ApplicationInitStatus, inject, InjectionToken } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Title } from '@angular/platform-browser';
import { Router } from '@angular/router';
import { admin, Field, NumberField, type Application } from '@ng-admin/core/config';
import { NGA_DSL_LOADER } from './base/dsl';
import { NGA_APPLICATION, NGA_CONFIGURATION } from './base/tokens';
import { provideFieldTypes, withFieldTypes } from './base/field-type-registry';
import { NgaConfigurationLoader } from './configuration-loader';
import { NgaConfigure, provideNgAdmin, withAuth } from './provide-ng-admin';
import { NgaBearerAuth } from './data/auth/built-in-auth';
import { NgaIntl } from './i18n/intl';
import { NgAdminComponent } from './shell/ng-admin';

const API_URL = new InjectionToken<string>('API_URL');

/** A configuration module as a dynamic import gives it: its build function, later. */
function lazily<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 5));
}

class StarsField extends Field {
  maxStars = 5;
}

describe('provideNgAdmin with a lazy configuration', () => {
  function setUp(configure: NgaConfigure, ...providers: unknown[]) {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: API_URL, useValue: 'https://api.example/' },
        provideNgAdmin(
          configure,
          withFieldTypes({ name: 'stars', extends: 'number', fieldClass: StarsField }),
        ),
        ...(providers as []),
      ],
    });
  }

  function blog(): Application {
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'), admin.field('rating', 'stars'));
    return admin.application('Lazy blog').baseApiUrl(inject(API_URL)).addEntity(posts);
  }

  it('starts once the build function has loaded, runs it in an injection context, with the registered types', async () => {
    setUp(() => lazily(blog));
    await TestBed.inject(ApplicationInitStatus).donePromise;
    const application = TestBed.inject(NGA_APPLICATION);
    expect(application.title()).toBe('Lazy blog');
    expect(application.baseApiUrl()).toBe('https://api.example/');
    const rating = application.getEntity('posts').listView().getField('rating');
    expect(rating instanceof StarsField).toBeTrue();
  });

  it('says at once that a configuration given directly has its code', () => {
    setUp(blog);
    let arrived = false;
    TestBed.inject(NgaConfigurationLoader).whenCodeLoaded(() => (arrived = true));
    expect(arrived).toBeTrue();
  });

  it("says when a lazy configuration's code has arrived, just before it is read", async () => {
    await expectCodeBeforeReading();
  });

  /**
   * What waits for a lazy configuration's code (the first page's code) runs once its chunk has
   * arrived, and before the configuration is read, which holds the main thread for a while.
   */
  async function expectCodeBeforeReading() {
    const events: string[] = [];
    let resolveChunk: (build: typeof blog) => void = () => undefined;
    setUp(() => new Promise<typeof blog>((resolve) => (resolveChunk = resolve)));
    TestBed.inject(NgaConfigurationLoader).whenCodeLoaded(() => events.push('code arrived'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).withContext('before the chunk').toEqual([]);
    resolveChunk(() => {
      events.push('read');
      return blog();
    });
    await TestBed.inject(ApplicationInitStatus).donePromise;
    expect(events).toEqual(['code arrived', 'read']);
    expect(TestBed.inject(NGA_APPLICATION).title()).toBe('Lazy blog');
  }

  it('takes an application resolved as is', async () => {
    setUp(() => lazily(admin.application('Built in its chunk')));
    await TestBed.inject(ApplicationInitStatus).donePromise;
    expect(TestBed.inject(NGA_APPLICATION).title()).toBe('Built in its chunk');
  });

  it('shows the problems of a lazy configuration on the page', async () => {
    const errors = spyOn(console, 'error');
    setUp(() =>
      lazily(() => {
        const posts = admin.entity('posts');
        posts.listView().fields(admin.field('x', 'no-such-type' as 'string'));
        return admin.application('Broken').addEntity(posts);
      }),
    );
    await TestBed.inject(ApplicationInitStatus).donePromise;
    const fixture = TestBed.createComponent(NgAdminComponent);
    await TestBed.inject(Router).navigateByUrl('/');
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('nga-configuration-problems')?.textContent).toContain(
      'no-such-type',
    );
    expect(errors).toHaveBeenCalled();
  });

  it('reports a chunk that does not load as the reason the admin cannot start', async () => {
    spyOn(console, 'error');
    setUp(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await TestBed.inject(ApplicationInitStatus).donePromise;
    const configuration = TestBed.inject(NGA_CONFIGURATION);
    expect(configuration.problems).toEqual([
      'TypeError: Failed to fetch dynamically imported module',
    ]);
  });

  it('says so when the configuration is read before it has loaded', () => {
    setUp(() => lazily(blog));
    expect(() => TestBed.inject(NGA_CONFIGURATION)).toThrowError(/still loading/);
  });

  it('keeps a configure that returns the application synchronous', () => {
    setUp(blog);
    expect(TestBed.inject(NGA_APPLICATION).title()).toBe('Lazy blog');
  });

  it("gives a type without a class of its own the DSL's class of the type it extends", () => {
    setUp(
      () => {
        const posts = admin.entity('posts');
        posts.listView().fields(admin.field('views', 'counter' as 'number'));
        return admin.application('Counted').addEntity(posts);
      },
      provideFieldTypes({ name: 'counter', extends: 'number' }),
    );
    const views = TestBed.inject(NGA_APPLICATION).getEntity('posts').listView().getField('views');
    expect(views instanceof NumberField).toBeTrue();
    expect(views?.type()).toBe('counter');
  });

  it('keeps the class a configuration registered with the DSL for a type that extends another', () => {
    class GaugeField extends NumberField {}
    admin.registerFieldType('loader-spec-gauge', GaugeField);
    setUp(
      () => {
        const posts = admin.entity('posts');
        posts.listView().fields(admin.field('level', 'loader-spec-gauge' as 'number'));
        return admin.application('Gauged').addEntity(posts);
      },
      provideFieldTypes({ name: 'loader-spec-gauge', extends: 'number' }),
    );
    const level = TestBed.inject(NGA_APPLICATION).getEntity('posts').listView().getField('level');
    expect(level instanceof GaugeField).toBeTrue();
  });

  describe('before anything has loaded the DSL (an application whose configuration is lazy)', () => {
    // The DSL announces itself when its module runs; the specs have run it already.
    const announcement = Symbol.for('@ng-admin/core/config');
    const globals = globalThis as Record<symbol, unknown>;
    let announced: unknown;
    beforeEach(() => {
      announced = globals[announcement];
      delete globals[announcement];
    });
    afterEach(() => (globals[announcement] = announced));

    it('loads the DSL beside the configuration and reads it with the registered types', async () => {
      setUp(() => lazily(blog));
      await TestBed.inject(ApplicationInitStatus).donePromise;
      const application = TestBed.inject(NGA_APPLICATION);
      expect(application.title()).toBe('Lazy blog');
      const rating = application.getEntity('posts').listView().getField('rating');
      expect(rating instanceof StarsField).toBeTrue();
    });

    it("says when the configuration's code has arrived, just before it is read", async () => {
      await expectCodeBeforeReading();
    });

    it("reports a configuration chunk that does not load, with the DSL's empty application to route with", async () => {
      spyOn(console, 'error');
      setUp(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      await TestBed.inject(ApplicationInitStatus).donePromise;
      expect(TestBed.inject(NGA_CONFIGURATION).problems).toEqual([
        'TypeError: Failed to fetch dynamically imported module',
      ]);
      expect(TestBed.inject(NGA_APPLICATION).entities).toEqual([]);
      const fixture = TestBed.createComponent(NgAdminComponent);
      await TestBed.inject(Router).navigateByUrl('/');
      await fixture.whenStable();
      expect(
        (fixture.nativeElement as HTMLElement).querySelector('nga-configuration-problems')
          ?.textContent,
      ).toContain('Failed to fetch dynamically imported module');
    });

    it('shows why when the DSL does not download either, instead of failing to start', async () => {
      spyOn(console, 'error');
      const failed = (file: string) =>
        Promise.reject(
          new TypeError(
            `Failed to fetch dynamically imported module: https://admin.example/${file}`,
          ),
        );
      TestBed.configureTestingModule({
        providers: [
          provideHttpClient(),
          provideHttpClientTesting(),
          provideNgAdmin(() => failed('chunk-configuration.js'), withAuth(NgaBearerAuth)),
          { provide: NGA_DSL_LOADER, useValue: () => failed('chunk-dsl.js') },
        ],
      });
      await TestBed.inject(ApplicationInitStatus).donePromise;
      const fixture = TestBed.createComponent(NgAdminComponent);
      expect(await TestBed.inject(Router).navigateByUrl('/posts/list')).toBeTrue();
      await fixture.whenStable();
      const panel = (fixture.nativeElement as HTMLElement).querySelector(
        'nga-configuration-problems',
      );
      expect(panel?.textContent).toContain('chunk-configuration.js');
      expect(TestBed.inject(Title).getTitle()).toBe(TestBed.inject(NgaIntl).downloadFailed);
      // Nothing asked the API: no session restore, no list.
      TestBed.inject(HttpTestingController).verify();
    });

    it('shows what a configure that throws threw, with an empty application to route with', async () => {
      spyOn(console, 'error');
      setUp(() => {
        throw new Error('no configuration here');
      });
      await TestBed.inject(ApplicationInitStatus).donePromise;
      expect(TestBed.inject(NGA_CONFIGURATION).problems).toEqual(['Error: no configuration here']);
      expect(TestBed.inject(NGA_APPLICATION).entities).toEqual([]);
    });
  });
});
