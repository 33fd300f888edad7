import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router } from '@angular/router';
import { ChoiceField, createAdmin, Field } from '@ng-admin/core/config';
import { provideFieldTypes } from '../base/field-type-registry';
import { configureDisplayTesting, renderDisplay } from './shared/display-testing.spec';

@Component({ selector: 'nga-display-view-test-cell', template: 'component' })
class TestCell {}

describe('NgaDisplayView', () => {
  const admin = createAdmin();
  const users = admin.entity('users');
  users.editionView().fields(admin.field('name'));
  const author = () =>
    admin.field('author_id', 'reference').targetEntity(users).targetField(admin.field('name'));
  const readers = () =>
    admin
      .field('reader_ids', 'reference_many')
      .targetEntity(users)
      .targetField(admin.field('name'));
  const known = { records: [{ entity: users, records: [{ id: 3, name: 'Ann' }] }] };

  beforeEach(() => configureDisplayTesting(provideFieldTypes({ name: 'drawn', cell: TestCell })));

  /** Clicks an element; a guard on the window keeps the test page where it is. */
  function click(target: Element, init: MouseEventInit = {}): boolean {
    const guard = (event: Event) => event.preventDefault();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    let prevented = false;
    const record = () => (prevented = event.defaultPrevented);
    target.addEventListener('click', record);
    window.addEventListener('click', guard);
    try {
      target.dispatchEvent(event);
    } finally {
      window.removeEventListener('click', guard);
      target.removeEventListener('click', record);
    }
    // The view's own listener runs on the anchor itself, before `record`.
    return prevented;
  }

  it('shows the value as text for a type without a display function', async () => {
    const { element } = await renderDisplay(new Field('score', 'drawn'), 42);
    expect(element.querySelector('span')?.textContent).toBe('42');
  });

  it('gives the display an entry holding the value when none is given', async () => {
    const field = new ChoiceField('status').choices((entry) => [
      { value: 'x', label: `status is ${entry.values['status']}` },
    ]);
    const { element } = await renderDisplay(field, 'x');
    expect(element.textContent).toBe('status is x');
  });

  it('navigates inside the application on a plain click on a link, not with a modifier', async () => {
    const navigate = spyOn(TestBed.inject(Router), 'navigateByUrl').and.resolveTo(true);
    const { element } = await renderDisplay(author(), 3, known);
    const link = element.querySelector('a')!;
    expect(click(link, { ctrlKey: true })).toBeFalse();
    expect(navigate).not.toHaveBeenCalled();
    expect(click(link)).toBeTrue();
    expect(navigate).toHaveBeenCalledOnceWith('/users/edit/3');
  });

  it('navigates from the links of items too, and marks items whose label is unknown', async () => {
    const navigate = spyOn(TestBed.inject(Router), 'navigateByUrl').and.resolveTo(true);
    const { element } = await renderDisplay(readers().isDetailLink(true), [3, 4], known);
    const [ann, unknown] = Array.from(element.querySelectorAll('li'));
    expect(click(ann.querySelector('a')!)).toBeTrue();
    expect(navigate).toHaveBeenCalledOnceWith('/users/edit/3');
    expect(unknown.textContent?.trim()).toBe('4');
    expect(unknown.classList).not.toContain('nga-unresolved');
  });
});
