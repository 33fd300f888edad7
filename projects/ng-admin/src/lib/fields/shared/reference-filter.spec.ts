import { HttpTestingController } from '@angular/common/http/testing';
import { FormControl } from '@angular/forms';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { MatAutocompleteHarness } from '@angular/material/autocomplete/testing';
import { MatSelectHarness } from '@angular/material/select/testing';
import { createAdmin, ReferenceField } from '@ng-admin/core/config';
import { NgaReferenceFilter } from './reference-filter';
import { createWidget, settle, setUpReferenceWidgets } from './widget-testing.spec';

describe('NgaReferenceFilter', () => {
  const admin = createAdmin();
  const posts = admin.entity('posts');
  const application = admin.application('Test').baseApiUrl('/api/').addEntity(posts);
  const postField = () =>
    admin
      .field('post_id', 'reference')
      .label('Post')
      .targetEntity(posts)
      .targetField(admin.field('title'))
      .validation({ required: true });

  let http: HttpTestingController;

  beforeEach(() => (http = setUpReferenceWidgets(application)));

  afterEach(() => http.verify());

  const render = async (field: ReferenceField, control: FormControl<unknown>) =>
    (await createWidget(NgaReferenceFilter, { field, control })).fixture;

  it('is a compact dropdown with an "Any" option, even for a required field', async () => {
    const control = new FormControl<unknown>('2');
    const fixture = await render(postField(), control);
    http.expectOne('/api/posts?_perPage=30&_sortField=id&_sortDir=DESC').flush([
      { id: 1, title: 'First' },
      { id: 2, title: 'Second' },
    ]);
    await settle(fixture);

    const select = await TestbedHarnessEnvironment.loader(fixture).getHarness(MatSelectHarness);
    expect(await select.getValueText()).toBe('Second');
    expect(await select.isRequired()).toBeFalse();
    await select.open();
    await select.clickOptions({ text: 'Any' });
    expect(control.value).toBeNull();
    expect(
      fixture.nativeElement.querySelector('.mat-mdc-form-field-subscript-dynamic-size'),
    ).not.toBeNull();
  });

  it('is a remote autocomplete showing the label of the filtered identifier', async () => {
    const fixture = await render(postField().remoteComplete(true), new FormControl<unknown>(3));
    http.expectOne('/api/posts/3').flush({ id: 3, title: 'Third' });
    await settle(fixture);
    const autocomplete =
      await TestbedHarnessEnvironment.loader(fixture).getHarness(MatAutocompleteHarness);
    expect(await autocomplete.getValue()).toBe('Third');
  });
});
