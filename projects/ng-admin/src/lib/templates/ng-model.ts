import type { TemplateModel } from './render-context';

/** The elements `ng-model` binds. */
export const MODEL_ELEMENTS: ReadonlySet<string> = new Set(['input', 'textarea', 'select']);

/** The one expression `ng-model` takes: the field's or the filter's own value. */
export const MODEL_EXPRESSION = 'value';

// Input types whose value is no text the user types or picks.
const UNBOUND_TYPES = new Set(['file', 'button', 'submit', 'reset', 'image', 'hidden']);

type ModelElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Whether `ng-model="<written>"` on this element binds it: only `value` (an optional `::`
 * and blanks aside), on an input the user types in or picks from, a textarea or a select.
 */
export function bindsModel(element: Element, written: string): boolean {
  if (written.replace(/^\s*::/, '').trim() !== MODEL_EXPRESSION) return false;
  if (!MODEL_ELEMENTS.has(element.localName)) return false;
  const type = (element.getAttribute('type') ?? 'text').toLowerCase();
  return element.localName !== 'input' || !UNBOUND_TYPES.has(type);
}

/**
 * Binds an input, a textarea or a select to a template's model, as AngularJS's `ng-model`
 * did: what the user types or picks becomes the model's value (a checkbox gives true or
 * false, a number input a number or null, a multiple select an array), leaving it marks the
 * model touched, and `sync()` shows the model's value and state: its value when it differs
 * from the input's, and the classes `ng-valid`/`ng-invalid`, `ng-pristine`/`ng-dirty`,
 * `ng-untouched`/`ng-touched`, with `aria-invalid` once the user met an invalid value, and
 * `disabled` when the value cannot be edited.
 * `listen` adds a listener and returns its removal.
 */
export class ModelBinding {
  private readonly removals: (() => void)[];

  constructor(
    private readonly element: ModelElement,
    private readonly model: TemplateModel,
    listen: (element: Element, event: string, handler: (event: Event) => void) => () => void,
  ) {
    const changed = () => {
      const value = readInput(element);
      if (value !== NOT_CHOSEN) model.set(value);
    };
    this.removals = [
      listen(element, 'input', changed),
      listen(element, 'change', changed),
      listen(element, 'blur', () => model.touch()),
    ];
    const named = ['aria-label', 'aria-labelledby', 'placeholder', 'title'].some((name) =>
      element.hasAttribute(name),
    );
    if (model.label && !named) element.setAttribute('aria-label', model.label);
    this.sync();
  }

  /** Shows the model's value and state on the element. */
  sync(): void {
    const element = this.element;
    const value = this.model.value();
    if (!sameValue(readInput(element), value, element)) writeInput(element, value);
    const { valid, dirty, touched, disabled } = this.model.status();
    element.disabled = disabled;
    const classes = element.classList;
    classes.toggle('ng-valid', valid);
    classes.toggle('ng-invalid', !valid);
    classes.toggle('ng-pristine', !dirty);
    classes.toggle('ng-dirty', dirty);
    classes.toggle('ng-untouched', !touched);
    classes.toggle('ng-touched', touched);
    if (!valid && (dirty || touched)) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
  }

  release(): void {
    for (const remove of this.removals.splice(0)) remove();
  }
}

/** A radio button that is not the checked one has no value to give. */
const NOT_CHOSEN = Symbol('notChosen');

function inputType(element: ModelElement): string {
  return element instanceof HTMLInputElement ? element.type.toLowerCase() : element.localName;
}

function readInput(element: ModelElement): unknown {
  const type = inputType(element);
  if (element instanceof HTMLSelectElement && element.multiple) {
    return Array.from(element.selectedOptions, (option) => option.value);
  }
  if (!(element instanceof HTMLInputElement)) return element.value;
  if (type === 'checkbox') return element.checked;
  if (type === 'radio') return element.checked ? element.value : NOT_CHOSEN;
  if (type === 'number' || type === 'range') {
    return element.value === '' || Number.isNaN(element.valueAsNumber)
      ? null
      : element.valueAsNumber;
  }
  return element.value;
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function sameValue(shown: unknown, value: unknown, element: ModelElement): boolean {
  const type = inputType(element);
  if (type === 'checkbox') return shown === !!value;
  if (element instanceof HTMLInputElement && type === 'radio') {
    return element.checked === (textOf(value) === element.value);
  }
  if (Array.isArray(shown)) {
    const wanted = Array.isArray(value) ? value.map(textOf) : [];
    return shown.length === wanted.length && shown.every((item, index) => item === wanted[index]);
  }
  if (shown === null || typeof shown === 'number') {
    return (shown ?? null) === (value === '' || value === undefined ? null : Number(value));
  }
  return shown === textOf(value);
}

function writeInput(element: ModelElement, value: unknown): void {
  const type = inputType(element);
  if (element instanceof HTMLSelectElement && element.multiple) {
    const wanted = new Set(Array.isArray(value) ? value.map(textOf) : []);
    for (const option of Array.from(element.options)) option.selected = wanted.has(option.value);
  } else if (element instanceof HTMLInputElement && type === 'checkbox') {
    element.checked = !!value;
  } else if (element instanceof HTMLInputElement && type === 'radio') {
    element.checked = textOf(value) === element.value;
  } else {
    element.value = textOf(value);
  }
}
