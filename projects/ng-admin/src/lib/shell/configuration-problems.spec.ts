import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { ApplicationInitStatus } from '@angular/core';
import { DeferBlockBehavior, DeferBlockState, TestBed } from '@angular/core/testing';
import { Title } from '@angular/platform-browser';
import { Router } from '@angular/router';
import { admin, type Application } from '@ng-admin/core/config';
import { NgaIntl } from '../i18n/intl';
import { NgaFrenchIntl } from '../i18n/intl-fr';
import { NgaConfigure, provideNgAdmin } from '../provide-ng-admin';
import { NgAdminComponent } from './ng-admin';

/** A refused configuration is shown on the page, instead of a blank one. */
describe('a configuration provideNgAdmin refuses', () => {
  let errors: jasmine.Spy;
  beforeEach(() => (errors = spyOn(console, 'error')));

  async function render(configure: NgaConfigure, french = false): Promise<HTMLElement> {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideNgAdmin(configure),
        french ? { provide: NgaIntl, useClass: NgaFrenchIntl } : [],
      ],
    });
    // As bootstrapApplication does: the configuration's templates are checked before it starts.
    await TestBed.inject(ApplicationInitStatus).donePromise;
    const fixture = TestBed.createComponent(NgAdminComponent);
    await TestBed.inject(Router).navigateByUrl('/');
    await fixture.whenStable();
    return fixture.nativeElement;
  }

  const texts = (element: HTMLElement, selector: string) =>
    Array.from(element.querySelectorAll(selector), (node) => node.textContent?.trim());

  // ng-admin 1.0's header toggle assigns to a scope name, and a filter binds another model.
  function refusedTwice(): Application {
    const comments = admin.entity('comments');
    comments
      .listView()
      .fields(admin.field('body'))
      .filters(admin.field('q').template('<input ng-model="entry.values.q">'));
    return admin
      .application('Blog')
      .addEntity(comments)
      .header('<button ng-click="entry = null">Menu</button>');
  }

  it('lists every problem with where it is written, instead of the admin, and logs them', async () => {
    const element = await render(refusedTwice);
    expect(element.querySelector('.nga-toolbar, nav, main')).toBeNull();
    const panel = element.querySelector('nga-configuration-problems [role="alert"]');
    expect(panel?.querySelector('h1')?.textContent?.trim()).toBe(
      'This admin cannot start: its configuration has problems',
    );
    expect(texts(element, '.nga-config-count')).toEqual(['2 problems']);
    expect(texts(element, '.nga-config-where')).toEqual([
      'Application header',
      'Entity "comments", view "list", filter "q"',
    ]);
    const what = texts(element, '.nga-config-what');
    expect(what[0]).toMatch(/^ng-click cannot assign to entry/);
    expect(what[1]).toMatch(/^ng-model binds only "value"/);
    expect(texts(element, '.nga-config-guide code')).toEqual([
      'docs/migrating-from-ng-admin.md',
      'docs/templates.md',
    ]);
    expect(TestBed.inject(Title).getTitle()).toBe(
      'This admin cannot start: its configuration has problems',
    );
    const [message, error] = errors.calls
      .allArgs()
      .find(([text]) => String(text).startsWith('[ng-admin] provideNgAdmin')) as [string, Error];
    expect(message).toBe('[ng-admin] provideNgAdmin refused the configuration:');
    expect(error.name).toBe('ConfigError');
    expect(error.message).toContain('Application header: ng-click cannot assign');
  });

  it('shows what a configure function threw, and the string tokens of an ng-admin hook', async () => {
    let element = await render(() => {
      const nga = admin;
      const tags = nga.entity('tags');
      tags.listView().prepare(['Restangular', 'entries', () => undefined]);
      nga.configure(nga.application('Blog').addEntity(tags));
    });
    expect(texts(element, '.nga-config-where')).toEqual([
      'Entity "tags", view "list"',
      'Entity "tags", view "list"',
    ]);
    expect(texts(element, '.nga-config-what')[0]).toMatch(
      /^prepare\(\) lists the string "Restangular" as an injectable token: Restangular is an AngularJS service: inject HttpClient/,
    );

    TestBed.resetTestingModule();
    element = await render(() => {
      throw new TypeError('nga.entitty is not a function');
    });
    expect(texts(element, '.nga-config-count')).toEqual([
      'The configuration function threw an error',
    ]);
    expect(texts(element, '.nga-config-where')).toEqual(['TypeError']);
    expect(texts(element, '.nga-config-what')).toEqual(['nga.entitty is not a function']);
  });

  it('says that the code did not download, and offers to reload the page', async () => {
    // How Chromium, Firefox and Safari word a module that did not download.
    const messages = [
      'Failed to fetch dynamically imported module: https://admin.example/chunk-AB12.js',
      'error loading dynamically imported module: https://admin.example/chunk-AB12.js',
      'Importing a module script failed.',
    ];
    for (const message of messages) {
      TestBed.resetTestingModule();
      const element = await render(() => Promise.reject(new TypeError(message)));
      expect(element.querySelector('h1')?.textContent?.trim())
        .withContext(message)
        .toBe('This admin cannot start: part of its code did not download');
      expect(texts(element, '.nga-config-what')).toEqual([message]);
      expect(element.querySelector('.nga-config-guide')).toBeNull();
      expect(texts(element, 'button')).toEqual(['Reload the page']);
    }
    // Any other error of a lazy configuration is a configuration problem.
    TestBed.resetTestingModule();
    const element = await render(() => Promise.reject(new TypeError('x is not a function')));
    expect(element.querySelector('h1')?.textContent?.trim()).toBe(
      'This admin cannot start: its configuration has problems',
    );
    expect(element.querySelector('button')).toBeNull();
  });

  it("says that the page did not download when the panel's own code does not either", async () => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting(), provideNgAdmin(refusedTwice)],
      deferBlockBehavior: DeferBlockBehavior.Manual,
    });
    await TestBed.inject(ApplicationInitStatus).donePromise;
    const fixture = TestBed.createComponent(NgAdminComponent);
    await TestBed.inject(Router).navigateByUrl('/');
    await fixture.whenStable();
    const [panel] = await fixture.getDeferBlocks();
    await panel!.render(DeferBlockState.Error);
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('nga-download-failed h1')?.textContent?.trim()).toBe(
      'This page did not download',
    );
    expect(element.querySelector('nga-configuration-problems')).toBeNull();
  });

  it('speaks French with NgaFrenchIntl', async () => {
    const element = await render(refusedTwice, true);
    expect(element.querySelector('h1')?.textContent?.trim()).toBe(
      'Cette administration ne peut pas démarrer\u202F: sa configuration comporte des erreurs',
    );
    expect(texts(element, '.nga-config-count')).toEqual(['2 erreurs']);
  });

  it('runs the admin when the configuration gives its application to admin.configure()', async () => {
    const element = await render(() => {
      admin.configure(admin.application('Configured blog'));
    });
    expect(element.querySelector('nga-configuration-problems')).toBeNull();
    expect(element.querySelector('.nga-app-title')?.textContent?.trim()).toBe('Configured blog');
  });
});
