import { NgComponentOutlet } from '@angular/common';
import { Component, computed, input, reflectComponentType, Type } from '@angular/core';

const declaredInputs = new WeakMap<Type<unknown>, ReadonlySet<string>>();

/** The names of the inputs a component declares, read once per component class. */
function inputsOf(component: Type<unknown>): ReadonlySet<string> {
  let names = declaredInputs.get(component);
  if (!names) {
    names = new Set(reflectComponentType(component)?.inputs.map((item) => item.templateName) ?? []);
    declaredInputs.set(component, names);
  }
  return names;
}

/**
 * Renders a field type's component with the inputs of its role, passing only the inputs the
 * component declares, so a widget lists just what it needs.
 *
 * @usageNotes
 * ```html
 * <nga-field-outlet [component]="cellComponent" [inputs]="{ field, entry, value, view }" />
 * ```
 */
@Component({
  selector: 'nga-field-outlet',
  imports: [NgComponentOutlet],
  template: `<ng-container *ngComponentOutlet="component(); inputs: acceptedInputs()" />`,
  host: { style: 'display: contents' },
})
export class NgaFieldOutlet {
  readonly component = input.required<Type<unknown>>();
  readonly inputs = input<Record<string, unknown>>({});

  protected readonly acceptedInputs = computed(() => {
    const accepted = inputsOf(this.component());
    const given = this.inputs();
    const result: Record<string, unknown> = {};
    for (const name of Object.keys(given)) if (accepted.has(name)) result[name] = given[name];
    return result;
  });
}
