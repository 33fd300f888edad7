import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MatAutocompleteHarness } from '@angular/material/autocomplete/testing';
import { MatChipGridHarness } from '@angular/material/chips/testing';
import { MatSelectHarness } from '@angular/material/select/testing';
import { createAdmin, ReferenceField } from '@ng-admin/core/config';
import { NgaDatastore } from '../../data/datastore';
import { configureDisplayTesting, displayOf, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { referenceManyFieldType } from './reference-many-field-type';
import { NgaReferenceManyInput } from './reference-many-input';
import {
  createWidget,
  settle,
  setUpReferenceWidgets,
  useVirtualSearchClock,
} from '../shared/widget-testing.spec';

describe('reference_many widgets', () => {
  beforeEach(() => configureDisplayTesting());

  const admin = createAdmin();
  const tags = admin.entity('tags');
  tags.editionView().fields(admin.field('name'));
  const application = admin.application('Test').baseApiUrl('/api/').addEntity(tags);
  const CHOICES = '/api/tags?_perPage=30&_sortField=id&_sortDir=DESC';
  const tagsField = () =>
    admin
      .field('tags', 'reference_many')
      .label('Tags')
      .targetEntity(tags)
      .targetField(admin.field('name'));

  let http: HttpTestingController;

  beforeEach(() => (http = setUpReferenceWidgets(application)));

  afterEach(() => http.verify());

  describe('display', () => {
    it('lists the labels from the datastore as tag links, raw ids while unknown', async () => {
      const { element } = await renderDisplay(tagsField(), [1, 3], {
        records: [{ entity: tags, records: [{ id: 1, name: 'Angular' }] }],
      });
      const list = element.querySelector('ul.nga-items')!;
      expect(list.classList).toContain('nga-items-tags');
      const items = Array.from(list.querySelectorAll('li'));
      expect(items.map((item) => item.textContent?.trim())).toEqual(['Angular', '3']);
      const link = items[0].querySelector('a')!;
      expect(link.getAttribute('href')).toBe('/tags/edit/1');
      expect(link.getAttribute('data-nga-url')).toBe('/tags/edit/1');
    });

    it('shows plain items when the field is not a detail link, and nothing without ids', async () => {
      const { element } = await renderDisplay(tagsField().isDetailLink(false), [1, null], {
        records: [{ entity: tags, records: [{ id: 1, name: 'Angular' }] }],
      });
      expect(element.querySelector('a')).toBeNull();
      expect(element.querySelector('li')?.textContent?.trim()).toBe('Angular');
      expect(displayOf(tagsField(), [])).toEqual({ kind: 'items', style: 'tags', items: [] });
    });
  });

  describe('NgaReferenceManyInput', () => {
    const render = (field: ReferenceField, control: FormControl<unknown>) =>
      createWidget(NgaReferenceManyInput, { field, control });

    it('is a multiple select writing an array of identifiers', async () => {
      const control = new FormControl<unknown>(null);
      const { fixture, loader } = await render(tagsField(), control);
      http.expectOne(CHOICES).flush([
        { id: 1, name: 'Angular' },
        { id: 2, name: 'Material' },
        { id: 3, name: 'RxJS' },
      ]);
      await settle(fixture);
      // The choices found are the view's referenced entries too.
      expect(TestBed.inject(NgaDatastore).referenceLabel(tagsField(), 2)).toBe('Material');

      const select = await loader.getHarness(MatSelectHarness);
      expect(await select.isMultiple()).toBeTrue();
      await select.open();
      await select.clickOptions({ text: 'Angular' });
      await select.clickOptions({ text: 'RxJS' });
      expect(control.value).toEqual([1, 3]);
      expect(control.dirty).toBeTrue();
    });

    it('looks up the current identifiers the choices miss in one singleApiCall request', async () => {
      const field = tagsField().singleApiCall((ids) => ({ id: ids }));
      const { fixture, loader } = await render(field, new FormControl<unknown>([1, 5, 6]));
      http.expectOne(CHOICES).flush([{ id: 1, name: 'Angular' }]);
      await settle(fixture);
      http.expectOne('/api/tags?id[]=5&id[]=6').flush([
        { id: 5, name: 'Signals' },
        { id: 6, name: 'Zoneless' },
      ]);
      await settle(fixture);

      const select = await loader.getHarness(MatSelectHarness);
      expect(await select.getValueText()).toBe('Signals, Zoneless, Angular');
    });

    it('looks up each missing identifier with its own GET without singleApiCall', async () => {
      const { fixture } = await render(tagsField(), new FormControl<unknown>([5, 6]));
      http.expectOne(CHOICES).flush([]);
      await settle(fixture);
      http.expectOne('/api/tags/5').flush({ id: 5, name: 'Signals' });
      http.expectOne('/api/tags/6').flush({ id: 6, name: 'Zoneless' });
      await settle(fixture);
      const datastore = TestBed.inject(NgaDatastore);
      expect(datastore.referenceLabel(tagsField(), 5)).toBe('Signals');
      expect(datastore.referenceLabel(tagsField(), 6)).toBe('Zoneless');
    });

    describe('with remoteComplete', () => {
      const scheduler = useVirtualSearchClock();

      it('shows removable chips and appends chosen results', async () => {
        const control = new FormControl<unknown>([1], Validators.required);
        const { fixture, loader } = await render(tagsField().remoteComplete(true), control);
        http.expectOne('/api/tags/1').flush({ id: 1, name: 'Angular' });
        await settle(fixture);

        const grid = await loader.getHarness(MatChipGridHarness);
        const rows = await grid.getRows();
        expect(await rows[0].getText()).toContain('Angular');
        const remove = await rows[0].getRemoveButton();
        expect(await (await remove.host()).getAttribute('aria-label')).toBe('Remove Angular');

        const autocomplete = await loader.getHarness(MatAutocompleteHarness);
        await autocomplete.enterText('ma');
        scheduler.flush();
        http
          .expectOne('/api/tags?_perPage=30&_sortField=id&_sortDir=DESC&name=ma')
          .flush([{ id: 2, name: 'Material' }]);
        await settle(fixture);
        await autocomplete.selectOption({ text: 'Material' });
        expect(control.value).toEqual([1, 2]);
        expect(await autocomplete.getValue()).toBe('');

        await remove.click();
        expect(control.value).toEqual([2]);
        expect((await grid.getRows()).length).toBe(1);
      });
    });
  });
});

describe('referenceManyFieldType', () => {
  it('keeps id arrays whole, displays its own links and has lazy input and filter components', async () => {
    expect(await fieldTypeSummary(referenceManyFieldType)).toBe(
      'reference_many: display=fn filter=nga-reference-filter input=nga-reference-many-input isEmpty=fn ownLinks=true valueShape=whole',
    );
    expect(referenceManyFieldType.isEmpty!([])).toBeTrue();
    expect(referenceManyFieldType.isEmpty!([null, ''])).toBeTrue();
    expect(referenceManyFieldType.isEmpty!([0])).toBeFalse();
  });
});
