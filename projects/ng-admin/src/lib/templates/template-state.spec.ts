import { FormControl, Validators } from '@angular/forms';
import type { TemplateModel } from './render-context';
import { renderTemplateView } from './template-dom';
import { mount } from './template-testing.spec';
import type { TemplateScope } from './template-types';

function render(template: string, scope: TemplateScope, model?: TemplateModel) {
  const view = renderTemplateView(template, scope, { model });
  return { view, container: mount(view) };
}

const hidden = (element: Element | null) => element?.classList.contains('nga-hide');

describe("template variables (ng-click's assignments)", () => {
  // ng-admin 1.0's default header: a toggle of its own variable.
  const TOGGLE =
    '<button ng-click="isCollapsed = !isCollapsed">Menu</button>' +
    '<nav ng-show="isCollapsed">links</nav><p ng-if="isCollapsed">{{ entry.values.title }}</p>';

  it('sets a variable of the template, which ng-show and ng-if then follow', () => {
    const entry = { entityName: 'posts', identifierValue: 1, values: { title: 'Hi' } };
    const scope = { entry };
    const { container } = render(TOGGLE, scope);
    const button = container.querySelector('button')!;
    expect(hidden(container.querySelector('nav'))).toBeTrue();
    expect(container.querySelector('p')).toBeNull();

    button.click();
    expect(hidden(container.querySelector('nav'))).toBeFalse();
    expect(container.querySelector('p')?.textContent).toBe('Hi');
    button.click();
    expect(hidden(container.querySelector('nav'))).toBeTrue();
    // Nothing of what the admin gave changed.
    expect(scope).toEqual({ entry });
    expect(entry.values).toEqual({ title: 'Hi' });
  });

  it('keeps the variables while the admin gives new scopes, and each rendering has its own', () => {
    const tabs =
      '<a ng-click="tab = \'b\'; $event.preventDefault()" href="#">B</a>' +
      '<span ng-class="{ active: tab === \'b\' }">{{ value }}</span>';
    const first = render(tabs, { value: 1 });
    const second = render(tabs, { value: 1 });
    first.container.querySelector('a')!.click();
    expect(first.container.querySelector('span')!.className).toBe('active');
    first.view.update({ value: 2 });
    expect(first.container.querySelector('span')!.outerHTML).toBe('<span class="active">2</span>');
    expect(second.container.querySelector('span')!.className).toBe('');
  });

  it('never assigns a property nor a name of the scope, and only in ng-click', () => {
    const errors = spyOn(console, 'error');
    const entry = { entityName: 'posts', identifierValue: 1, values: { title: 'Hi' } };
    const scope = { entry, value: 3, open: false };
    const { container } = render(
      '<a class="a" ng-click="entry.values.title = \'x\'">a</a>' +
        '<a class="b" ng-click="value = 4">b</a><a class="c" ng-click="copy = entry">c</a>' +
        '<a class="d" ng-click="copy.values.title = \'y\'">d</a>' +
        '<p ng-show="open = true">p</p>',
      scope,
    );
    for (const link of Array.from(container.querySelectorAll('a'))) link.click();
    expect(entry.values.title).toBe('Hi');
    expect(scope.value).toBe(3);
    expect(scope.open).toBeFalse();
    expect(hidden(container.querySelector('p'))).toBeTrue();
    const reported = errors.calls.allArgs().map(([message, error]) => `${message} ${error}`);
    expect(reported.some((text) => /Only a variable of the template can be assigned/.test(text)))
      .withContext(reported.join('\n'))
      .toBeTrue();
    expect(reported.some((text) => /value belongs to the scope/.test(text))).toBeTrue();
    expect(
      reported.some((text) => /only event directives \(ng-click\) assign/.test(text)),
    ).toBeTrue();
  });
});

describe('ng-model="value"', () => {
  function modelOf(control: FormControl<unknown>, label?: string): TemplateModel {
    return {
      value: () => control.value,
      set: (value) => {
        control.setValue(value);
        control.markAsDirty();
      },
      touch: () => control.markAsTouched(),
      status: () => ({
        valid: control.valid,
        dirty: control.dirty,
        touched: control.touched,
        disabled: control.disabled,
      }),
      label,
    };
  }

  function type(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
    input.value = text;
    input.dispatchEvent(new Event('input'));
  }

  it('binds a text input both ways, with the classes and aria-invalid of its state', () => {
    const control = new FormControl<unknown>('ab', Validators.minLength(3));
    const { view, container } = render(
      '<div class="input-group"><input type="text" ng-model="value" placeholder="Search" class="form-control"></div>',
      { value: control.value },
      modelOf(control, 'Query'),
    );
    const input = container.querySelector('input')!;
    expect(input.value).toBe('ab');
    expect(input.getAttribute('ng-model')).toBeNull();
    // Its placeholder names it: no aria-label over it.
    expect(input.hasAttribute('aria-label')).toBeFalse();
    expect(Array.from(input.classList)).toEqual([
      'form-control',
      'ng-invalid',
      'ng-pristine',
      'ng-untouched',
    ]);
    expect(input.hasAttribute('aria-invalid')).toBeFalse();

    type(input, 'a');
    expect(control.value).toBe('a');
    view.update({ value: control.value });
    expect(input.classList.contains('ng-dirty')).toBeTrue();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type(input, 'abcd');
    input.dispatchEvent(new Event('blur'));
    view.update({ value: control.value });
    expect([control.value, control.valid, control.touched]).toEqual(['abcd', true, true]);
    expect(input.classList.contains('ng-valid')).toBeTrue();
    expect(input.classList.contains('ng-touched')).toBeTrue();
    expect(input.hasAttribute('aria-invalid')).toBeFalse();

    control.setValue('from the url');
    view.update({ value: control.value });
    expect(input.value).toBe('from the url');
  });

  it('gives checkboxes booleans, number inputs numbers, selects their option, and names them', () => {
    const published = new FormControl<unknown>(true);
    const views = new FormControl<unknown>(3);
    const status = new FormControl<unknown>('draft');
    const checkbox = render(
      '<input type="checkbox" ng-model="value">',
      {},
      modelOf(published, 'Published'),
    ).container.querySelector('input')!;
    const number = render(
      '<input type="number" ng-model="value">',
      {},
      modelOf(views),
    ).container.querySelector('input')!;
    const select = render(
      '<select ng-model="value"><option value="draft">Draft</option><option value="live">Live</option></select>',
      {},
      modelOf(status),
    ).container.querySelector('select')!;
    expect([checkbox.checked, checkbox.getAttribute('aria-label')]).toEqual([true, 'Published']);
    expect(number.value).toBe('3');
    expect(select.value).toBe('draft');

    // What a click does (the container is detached, where a click fires no change).
    checkbox.checked = false;
    checkbox.dispatchEvent(new Event('change'));
    type(number, '12');
    select.value = 'live';
    select.dispatchEvent(new Event('change'));
    expect([published.value, views.value, status.value]).toEqual([false, 12, 'live']);
    type(number, '');
    expect(views.value).toBeNull();
  });

  it('disables the input of a value that cannot be edited', () => {
    const control = new FormControl<unknown>({ value: 'fixed', disabled: true });
    const input = render('<input ng-model="value">', {}, modelOf(control)).container.querySelector(
      'input',
    )!;
    expect(input.disabled).toBeTrue();
  });

  it('binds nothing without a model, and nothing but value', () => {
    spyOn(console, 'error');
    const control = new FormControl<unknown>('x');
    const { container } = render(
      '<input class="a" ng-model="value"><input class="b" ng-model="entry.values.title">',
      {},
      undefined,
    );
    expect(container.querySelector<HTMLInputElement>('.a')!.value).toBe('');
    const other = render('<input ng-model="entry.values.title">', {}, modelOf(control));
    const input = other.container.querySelector('input')!;
    expect(input.value).toBe('');
    type(input, 'y');
    expect(control.value).toBe('x');
  });
});
