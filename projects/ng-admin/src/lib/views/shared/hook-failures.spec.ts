import { Injectable } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { createAdmin, type Application } from '@ng-admin/core/config';
import {
  NgaFormHarness,
  NgaListHarness,
  NgaShowHarness,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';
import { NgaIntl } from '../../i18n/intl';
import { NgaFrenchIntl } from '../../i18n/intl-fr';

// Never provided: what an ng-admin hook's 'Restangular' becomes once given as a class.
@Injectable()
class Restangular {}

/** What a failing hook says on each page, and in the console, as that hook's failure. */
describe('hooks that fail', () => {
  let prepareCalls = 0;
  let failPrepare = true;

  function application(): Application {
    const admin = createAdmin();
    const tags = admin.entity('tags');
    tags
      .listView()
      .fields(admin.field('name').label('Name'))
      .prepare(({ entries }) => {
        prepareCalls++;
        if (failPrepare) throw new TypeError('nbPostsByTag is not defined');
        for (const entry of entries ?? []) entry.values['name'] = `#${entry.values['name']}`;
      });
    tags
      .showView()
      .fields(admin.field('name').label('Name'))
      .prepare([Restangular, () => undefined]);
    tags
      .editionView()
      .fields(admin.field('name').label('Name'))
      .onSubmitSuccess(() => Promise.reject(new Error('the mail server is down')));
    return admin.application('Blog').baseApiUrl('/api/').addEntity(tags);
  }

  let errors: jasmine.Spy;
  beforeEach(() => {
    prepareCalls = 0;
    failPrepare = true;
    errors = spyOn(console, 'error');
  });

  function configure(french = false): void {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, { data: { tags: [{ id: 1, name: 'angular' }] } }),
        french ? { provide: NgaIntl, useClass: NgaFrenchIntl } : [],
      ],
    });
  }

  it('a list whose prepare throws says it could not be prepared, logs why, and retries', async () => {
    configure();
    const admin = await openNgAdmin('/tags/list');
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getProblem()).toBe(
      'This list could not be prepared\nIts prepare hook failed: nbPostsByTag is not defined. ' +
        'The browser console has the details.',
    );
    const logged = errors.calls.all().find((call) => /prepare hook/.test(String(call.args[0])));
    expect(logged?.args[0]).toBe(
      '[ng-admin] Entity "tags", view "list": the prepare hook failed: nbPostsByTag is not defined',
    );
    expect(logged?.args[1]).toEqual(jasmine.any(TypeError));

    failPrepare = false;
    await list.retry();
    expect(await list.getProblem()).toBeNull();
    expect(await list.getRowTexts()).toEqual([{ Name: '#angular' }]);
    expect(prepareCalls).toBe(2);
  });

  it('says so in French with NgaFrenchIntl', async () => {
    configure(true);
    const admin = await openNgAdmin('/tags/list');
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getProblem()).toBe(
      'Cette liste n’a pas pu être préparée\nSon hook prepare a échoué\u202F: nbPostsByTag is not ' +
        'defined. La console du navigateur donne le détail.',
    );
  });

  it('a show view whose prepare token cannot be injected names the token, not the network', async () => {
    configure();
    const admin = await openNgAdmin('/tags/show/1');
    const show = await admin.loader.getHarness(NgaShowHarness);
    const problem = await show.getProblem();
    expect(problem).toMatch(
      // Test builds rename decorated classes (_Restangular).
      /^This entry could not be prepared\nIts prepare hook needs _?Restangular, which cannot be injected: .*Restangular.*\. The browser console has the details\.$/,
    );
    expect(problem).not.toMatch(/server|connection/i);
    expect(
      errors.calls
        .allArgs()
        .some(([message]) =>
          /^\[ng-admin\] Entity "tags", view "show": the prepare hook's token _?Restangular cannot be injected/.test(
            String(message),
          ),
        ),
    ).toBeTrue();
  });

  it('a failing onSubmitSuccess says the entry was saved and that the hook failed', async () => {
    configure();
    const admin = await openNgAdmin('/tags/edit/1');
    const form = await admin.loader.getHarness(NgaFormHarness);
    await form.setValue('Name', 'rxjs');
    await form.save();
    expect(await form.getErrorMessage()).toBe(
      'Saved, but the onSubmitSuccess hook failed: the mail server is down. The browser console ' +
        'has the details.',
    );
    expect(admin.api.collection('tags')).toEqual([{ id: 1, name: 'rxjs' }]);
  });
});
