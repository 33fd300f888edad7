import { TestBed } from '@angular/core/testing';
import { createAdmin, type EntryLike } from '@ng-admin/core/config';
import {
  NgaFormHarness,
  NgaOpenedAdmin,
  NgaShowHarness,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'published', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
];
const CATEGORIES = [
  { value: 'tech', label: 'Tech' },
  { value: 'lifestyle', label: 'Lifestyle' },
];
const SUBCATEGORIES: Record<string, { value: string; label: string }[]> = {
  tech: [
    { value: 'computers', label: 'Computers' },
    { value: 'gadgets', label: 'Gadgets' },
  ],
  lifestyle: [{ value: 'health', label: 'Health' }],
};

describe('Dependent fields', () => {
  let throwing = false;

  function application() {
    const admin = createAdmin();
    const comments = admin.entity('comments');
    comments.listView().fields(admin.field('body'));
    const fields = [
      admin.field('body').label('Body').validation({ required: true }),
      admin.field('status', 'choice').label('Status').choices(STATUSES),
      admin
        .field('reason', 'text')
        .label('Reason')
        .showWhen({ status: 'rejected' })
        .requiredWhen({ status: 'rejected' }),
      admin.field('category', 'choice').label('Category').choices(CATEGORIES),
      // ng-admin's way of dependent choices: a function of the entry.
      admin
        .field('subcategory', 'choice')
        .label('Subcategory')
        .choices(function (entry: EntryLike) {
          return SUBCATEGORIES[String(entry.values['category'])] ?? [];
        })
        .showWhen('category')
        .resetWhen('category'),
      admin
        .field('notify', 'boolean')
        .label('Notify')
        .disabledWhen((values) => {
          if (throwing) throw new Error('no values');
          return values['status'] === 'pending';
        }),
    ];
    comments.creationView().fields(fields);
    comments.editionView().fields(fields);
    comments.showView().fields(fields);
    return admin.application('Blog').baseApiUrl('/api/').addEntity(comments);
  }

  let admin: NgaOpenedAdmin;
  let form: NgaFormHarness;

  beforeEach(async () => {
    throwing = false;
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: {
            comments: [
              { id: 1, body: 'Spam', status: 'rejected', reason: 'Advertising', category: null },
              { id: 2, body: 'Nice', status: 'published', reason: 'Old reason', category: 'tech' },
            ],
          },
        }),
      ],
    });
  });

  async function openForm(url: string): Promise<void> {
    admin = await openNgAdmin(url);
    form = await admin.loader.getHarness(NgaFormHarness);
  }

  it('shows a field only while its condition holds, and requires it then', async () => {
    await openForm('/comments/create');
    expect(await form.getLabels()).toEqual(['Body', 'Status', 'Category', 'Notify']);

    await form.setValue('Status', 'Rejected');
    expect(await form.getLabels()).toEqual(['Body', 'Status', 'Reason', 'Category', 'Notify']);
    expect(await (await form.getField('Reason')).isRequired()).toBeTrue();
    await form.setValue('Body', 'Buy now');
    await form.save();
    expect(await form.getErrorMessage()).toBe('Invalid form');
    expect(await (await form.getField('Reason')).getErrors()).toEqual(['This field is required.']);
    expect(admin.api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    // Hidden again: not validated, and its value is not sent (sendWhenHidden is false).
    await form.setValue('Reason', 'Typed, then hidden');
    await form.setValue('Status', 'Published');
    expect(await form.getLabels()).not.toContain('Reason');
    await form.save();
    await admin.waitForNotification('Element successfully created.');
    const [created] = admin.api.collection('comments').filter((item) => item['body'] === 'Buy now');
    expect(created?.['status']).toBe('published');
    expect(created && 'reason' in created).toBeFalse();
  });

  it('keeps ng-admin choice functions: the choices follow the other field', async () => {
    await openForm('/comments/create');
    expect(await form.getLabels()).not.toContain('Subcategory');
    await form.setValue('Category', 'Tech');
    expect(await (await form.getField('Subcategory')).getOptions()).toEqual([
      'None',
      'Computers',
      'Gadgets',
    ]);
    await form.setValue('Subcategory', 'Gadgets');
    // resetWhen('category'): another category empties the subcategory.
    await form.setValue('Category', 'Lifestyle');
    expect(await (await form.getField('Subcategory')).getOptions()).toEqual(['None', 'Health']);
    expect(await form.getValue('Subcategory')).toBe('');
  });

  it('disables a field while its condition holds', async () => {
    await openForm('/comments/create');
    await form.setValue('Status', 'Pending');
    expect(await (await form.getField('Notify')).isDisabled()).toBeTrue();
    await form.setValue('Status', 'Published');
    expect(await (await form.getField('Notify')).isDisabled()).toBeFalse();
  });

  it('an edition form starts from the loaded values; a hidden value is not written', async () => {
    await openForm('/comments/edit/2');
    expect(await form.getLabels()).toContain('Subcategory');
    expect(await form.getLabels()).not.toContain('Reason');
    await form.setValue('Body', 'Nice one');
    await form.save();
    await admin.waitForNotification('Changes successfully saved.');
    // A PUT sends the loaded record with the form's values: the stored reason is kept as it was.
    expect(admin.api.collection('comments')[1]?.['reason']).toBe('Old reason');
  });

  it('says which rule threw, naming entity, view and field, and goes on as if it did not hold', async () => {
    throwing = true;
    const errors = spyOn(console, 'error');
    await openForm('/comments/create');
    expect(await (await form.getField('Notify')).isDisabled()).toBeFalse();
    expect(errors).toHaveBeenCalledWith(
      'Entity "comments", view "creation", field "notify": disabledWhen() threw: no values',
    );
  });

  it('a show view leaves out what showWhen hides for the entry', async () => {
    admin = await openNgAdmin('/comments/show/1');
    let show = await admin.loader.getHarness(NgaShowHarness);
    expect(await show.getLabels()).toEqual(['Body', 'Status', 'Reason', 'Category', 'Notify']);
    await admin.navigate('/comments/show/2');
    show = await admin.loader.getHarness(NgaShowHarness);
    expect(await show.getLabels()).toEqual(['Body', 'Status', 'Category', 'Subcategory', 'Notify']);
  });
});
