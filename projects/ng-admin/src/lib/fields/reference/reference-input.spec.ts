import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { FormControl } from '@angular/forms';
import { MatAutocompleteHarness } from '@angular/material/autocomplete/testing';
import { createAdmin, ReferenceField } from '@ng-admin/core/config';
import { ReferenceLookup } from '../../data/reference-lookup';
import { NgaDatastore } from '../../data/datastore';
import { NgaReferenceInput } from './reference-input';
import {
  createWidget,
  settle,
  setUpReferenceWidgets,
  useVirtualSearchClock,
} from '../shared/widget-testing.spec';

describe('NgaReferenceInput', () => {
  const admin = createAdmin();
  const posts = admin.entity('posts');
  const application = admin.application('Test').baseApiUrl('/api/').addEntity(posts);
  const CHOICES = '/api/posts?_perPage=30&_sortField=id&_sortDir=DESC';

  let http: HttpTestingController;

  beforeEach(() => (http = setUpReferenceWidgets(application)));

  afterEach(() => http.verify());

  const postField = () =>
    admin
      .field('post_id', 'reference')
      .label('Post')
      .targetEntity(posts)
      .targetField(admin.field('title'));

  const render = (field: ReferenceField, control: FormControl<unknown>) =>
    createWidget(NgaReferenceInput, { field, control });

  describe('as a dropdown', () => {
    it('loads the possible values once, sorted and paged as configured', async () => {
      const control = new FormControl<unknown>(null);
      const { fixture, input } = await render(postField(), control);
      http.expectOne(CHOICES).flush([
        { id: 2, title: 'Second' },
        { id: 1, title: 'First' },
      ]);
      await settle(fixture);

      expect(await input.getKind()).toBe('select');
      expect(await input.getLabel()).toBe('Post');
      expect(await input.getOptions()).toEqual(['None', 'Second', 'First']);
      await input.setValue('First');
      expect(control.value).toBe(1);
      expect(control.dirty).toBeTrue();
    });

    it('sends perPage, sort and permanentFilters of the field', async () => {
      const field = postField()
        .perPage(5)
        .sortField('title')
        .sortDir('ASC')
        .permanentFilters({ published: true });
      const { fixture } = await render(field, new FormControl<unknown>(null));
      const filters = encodeURIComponent(JSON.stringify({ published: true }));
      http
        .expectOne(`/api/posts?_perPage=5&_sortField=title&_sortDir=ASC&_filters=${filters}`)
        .flush([]);
      await settle(fixture);
    });

    it('fetches the current value when the choices miss it, and shows it', async () => {
      const control = new FormControl<unknown>(99);
      const { fixture, input } = await render(postField(), control);
      http.expectOne(CHOICES).flush([{ id: 2, title: 'Second' }]);
      await settle(fixture);
      http.expectOne('/api/posts/99').flush({ id: 99, title: 'Old post' });
      await settle(fixture);

      expect(await input.getValue()).toBe('Old post');
      expect(await input.getOptions()).toEqual(['None', 'Old post', 'Second']);
    });

    it('does not fetch a current value the view already knows', async () => {
      const lookup = new ReferenceLookup();
      lookup.add(posts, 99, { id: 99, title: 'Known post' });
      TestBed.inject(NgaDatastore).setLookup(lookup);
      const { fixture, input } = await render(postField(), new FormControl<unknown>(99));
      http.expectOne(CHOICES).flush([{ id: 2, title: 'Second' }]);
      await settle(fixture);

      http.expectNone('/api/posts/99');
      expect(await input.getValue()).toBe('Known post');
    });

    it('offers no empty option when the field is required', async () => {
      const { fixture, input } = await render(
        postField().validation({ required: true }),
        new FormControl<unknown>(null),
      );
      http.expectOne(CHOICES).flush([{ id: 1, title: 'First' }]);
      await settle(fixture);
      expect(await input.isRequired()).toBeTrue();
      expect(await input.getOptions()).toEqual(['First']);
    });
  });

  describe('with remoteComplete', () => {
    const scheduler = useVirtualSearchClock();

    const remoteField = () => postField().remoteComplete(true, { refreshDelay: 300 });

    it('searches the last text typed once refreshDelay has passed, and writes the chosen id', async () => {
      const control = new FormControl<unknown>(null);
      const { fixture, loader } = await render(remoteField(), control);
      const autocomplete = await loader.getHarness(MatAutocompleteHarness);

      await autocomplete.enterText('hel');
      http.expectNone(() => true);
      scheduler.flush();
      expect(scheduler.frame).toBe(300);
      http.expectOne('/api/posts?_perPage=30&_sortField=id&_sortDir=DESC&title=hel').flush([
        { id: 4, title: 'Hello' },
        { id: 5, title: 'Help' },
      ]);
      await settle(fixture);

      await autocomplete.selectOption({ text: 'Help' });
      expect(control.value).toBe(5);
      expect(await autocomplete.getValue()).toBe('Help');
    });

    it('cancels an older search when a newer one starts', async () => {
      const { fixture, loader } = await render(remoteField(), new FormControl<unknown>(null));
      const autocomplete = await loader.getHarness(MatAutocompleteHarness);
      await autocomplete.enterText('a');
      scheduler.flush();
      const older = http.expectOne((request) => request.urlWithParams.endsWith('title=a'));
      await autocomplete.enterText('b');
      scheduler.flush();
      const newer = http.expectOne((request) => request.urlWithParams.endsWith('title=ab'));
      expect(older.cancelled).toBeTrue();
      newer.flush([{ id: 1, title: 'About' }]);
      await settle(fixture);
      expect(await autocomplete.getOptions({ text: 'About' })).toHaveSize(1);
    });

    it('uses searchQuery and shows the label of the current value', async () => {
      const field = postField().remoteComplete(true, { searchQuery: (text) => ({ q: text }) });
      const { fixture, loader } = await render(field, new FormControl<unknown>(3));
      http.expectOne('/api/posts/3').flush({ id: 3, title: 'Third' });
      await settle(fixture);
      const autocomplete = await loader.getHarness(MatAutocompleteHarness);
      expect(await autocomplete.getValue()).toBe('Third');

      await autocomplete.clear();
      await autocomplete.enterText('x');
      scheduler.flush();
      http.expectOne('/api/posts?_perPage=30&_sortField=id&_sortDir=DESC&q=x').flush([]);
      await settle(fixture);
    });
  });
});
