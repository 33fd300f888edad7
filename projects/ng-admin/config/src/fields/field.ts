import {
  ConfigError,
  ensureBoolean,
  ensureFunction,
  ensureNumber,
  ensureOneOf,
  ensurePlainObject,
  ensureString,
  invalidArgument,
} from '../config-errors';
import type { EntryLike } from '../hooks';
import { humanize } from '../humanize';
import type { CssClasses, FieldMapper, FieldTemplate } from '../types';

/**
 * Validation rules of a field (spec 2.4). `validator` signals an invalid value by
 * throwing an error whose message becomes the validation message.
 *
 * @usageNotes
 * ```ts
 * const rules: FieldValidation = { required: true, minlength: 3, maxlength: 100,
 *   pattern: '[A-Z].*', validator: null };
 * ```
 */
export interface FieldValidation {
  required: boolean;
  minlength: number | null;
  maxlength: number | null;
  pattern: string | RegExp | null;
  validator: ((value: any, entry?: Record<string, any>) => unknown) | null;
}

/**
 * Target of a detail link: the edition view or the show view.
 *
 * @usageNotes
 * ```ts
 * field.detailLinkRoute('show' satisfies DetailLinkRoute);
 * ```
 */
export type DetailLinkRoute = 'edit' | 'show';

const VALIDATION_KEYS: readonly (keyof FieldValidation)[] = [
  'required',
  'minlength',
  'maxlength',
  'pattern',
  'validator',
];

/**
 * Base class of every field type: the general settings of spec 2.3. Each setting is a
 * getter without argument and a chainable setter with one.
 *
 * @usageNotes
 * ```ts
 * admin.field('published_at', 'date').label('Published').sortable(false).pinned(true);
 * ```
 */
export class Field {
  private readonly _name: string;
  private readonly _type: string;
  private _label: string | null = null;
  private _editable = true;
  private _sortable = true;
  private _order: number | null = null;
  private _detailLinkRoute: DetailLinkRoute = 'edit';
  private readonly _maps: FieldMapper[] = [];
  private readonly _transforms: FieldMapper[] = [];
  private _attributes: Record<string, unknown> = {};
  private _validation: FieldValidation = {
    required: false,
    minlength: null,
    maxlength: null,
    pattern: null,
    validator: null,
  };
  private _cssClasses: CssClasses | null = null;
  private _template: FieldTemplate | null = null;
  private _templateIncludesLabel = false;
  private _defaultValue: unknown = undefined;
  private _pinned = false;
  /** Subclasses (reference fields) change the default in their constructor. */
  protected _isDetailLink: boolean;

  constructor(name: string, type = 'string') {
    if (typeof name !== 'string' || name === '') {
      throw new ConfigError(`A field needs a non-empty string name, got ${JSON.stringify(name)}`);
    }
    this._name = name;
    this._type = type;
    this._isDetailLink = name === 'id';
  }

  /** `Field "title" (string)`: how error messages name this field. */
  toString(): string {
    return `Field "${this._name}" (${this._type})`;
  }

  /** The field name; a dot notation reads a nested property of the API response. */
  name(): string {
    return this._name;
  }

  /** The type name this field was created with (`admin.field(name, type)`). */
  type(): string {
    return this._type;
  }

  label(): string;
  label(label: string): this;
  label(...args: [label?: string]): string | this {
    if (args.length === 0) return this._label ?? humanize(this._name);
    this._label = ensureString(this, 'label', args[0]);
    return this;
  }

  editable(): boolean;
  editable(editable: boolean): this;
  editable(...args: [editable?: boolean]): boolean | this {
    if (args.length === 0) return this._editable;
    this._editable = ensureBoolean(this, 'editable', args[0]);
    return this;
  }

  sortable(): boolean;
  sortable(sortable: boolean): this;
  sortable(...args: [sortable?: boolean]): boolean | this {
    if (args.length === 0) return this._sortable;
    this._sortable = ensureBoolean(this, 'sortable', args[0]);
    return this;
  }

  /** Position in a view; `null` keeps the position the field was given in. */
  order(): number | null;
  order(order: number | null): this;
  order(...args: [order?: number | null]): number | null | this {
    if (args.length === 0) return this._order;
    this._order = args[0] === null ? null : ensureNumber(this, 'order', args[0]);
    return this;
  }

  isDetailLink(): boolean;
  isDetailLink(isDetailLink: boolean): this;
  isDetailLink(...args: [isDetailLink?: boolean]): boolean | this {
    if (args.length === 0) return this._isDetailLink;
    this._isDetailLink = ensureBoolean(this, 'isDetailLink', args[0]);
    return this;
  }

  detailLinkRoute(): DetailLinkRoute;
  detailLinkRoute(route: DetailLinkRoute): this;
  detailLinkRoute(...args: [route?: DetailLinkRoute]): DetailLinkRoute | this {
    if (args.length === 0) return this._detailLinkRoute;
    this._detailLinkRoute = ensureOneOf(this, 'detailLinkRoute', ['edit', 'show'], args[0]);
    return this;
  }

  /** Appends a function applied to the API value; without argument, all of them in order. */
  map(): readonly FieldMapper[];
  map(fn: FieldMapper): this;
  map(...args: [fn?: FieldMapper]): readonly FieldMapper[] | this {
    if (args.length === 0) return [...this._maps];
    this._maps.push(ensureFunction<FieldMapper>(this, 'map', args[0]));
    return this;
  }

  /** Appends a function applied before sending to the API; the inverse of `map`. */
  transform(): readonly FieldMapper[];
  transform(fn: FieldMapper): this;
  transform(...args: [fn?: FieldMapper]): readonly FieldMapper[] | this {
    if (args.length === 0) return [...this._transforms];
    this._transforms.push(ensureFunction<FieldMapper>(this, 'transform', args[0]));
    return this;
  }

  /** Attributes of the rendered control, such as `placeholder`. Replaces previous ones. */
  attributes(): Record<string, unknown>;
  attributes(attributes: Record<string, unknown>): this;
  attributes(...args: [attributes?: Record<string, unknown>]): Record<string, unknown> | this {
    if (args.length === 0) return this._attributes;
    this._attributes = { ...ensurePlainObject(this, 'attributes', args[0]) };
    return this;
  }

  /** Validation rules, merged into the current ones. */
  validation(): FieldValidation;
  validation(validation: Partial<FieldValidation>): this;
  validation(...args: [validation?: Partial<FieldValidation>]): FieldValidation | this {
    if (args.length === 0) return this._validation;
    const given = ensurePlainObject<Partial<FieldValidation>>(this, 'validation', args[0]);
    const unknownKeys = Object.keys(given).filter(
      (key) => !VALIDATION_KEYS.includes(key as keyof FieldValidation),
    );
    if (unknownKeys.length > 0) {
      throw new ConfigError(
        `${this}: validation() got unknown key(s) ${unknownKeys.join(', ')}. ` +
          `Known keys: ${VALIDATION_KEYS.join(', ')}`,
      );
    }
    if (given.validator != null) ensureFunction(this, 'validation.validator', given.validator);
    this._validation = { ...this._validation, ...given };
    return this;
  }

  cssClasses(): CssClasses | null;
  cssClasses(classes: CssClasses | null): this;
  cssClasses(...args: [classes?: CssClasses | null]): CssClasses | null | this {
    if (args.length === 0) return this._cssClasses;
    this._cssClasses = ensureCssClasses(this, 'cssClasses', args[0]);
    return this;
  }

  /**
   * The classes for one entry (or for the table header when called without one), as a
   * space-separated string.
   */
  getCssClasses(entry?: EntryLike): string {
    return resolveCssClasses(this._cssClasses, entry);
  }

  /**
   * Replaces the rendering of the field. With `includesLabel` true, the template also
   * replaces the label in show and form views.
   */
  template(): FieldTemplate | null;
  template(template: FieldTemplate | null, includesLabel?: boolean): this;
  template(
    ...args: [template?: FieldTemplate | null, includesLabel?: boolean]
  ): FieldTemplate | null | this {
    if (args.length === 0) return this._template;
    const [template, includesLabel = false] = args;
    this._template =
      template === null ? null : ensureTemplate(this, template as FieldTemplate | undefined);
    this._templateIncludesLabel = ensureBoolean(this, 'template', includesLabel);
    return this;
  }

  /** Whether the template also replaces the label (the second argument of `template`). */
  templateIncludesLabel(): boolean;
  templateIncludesLabel(includesLabel: boolean): this;
  templateIncludesLabel(...args: [includesLabel?: boolean]): boolean | this {
    if (args.length === 0) return this._templateIncludesLabel;
    this._templateIncludesLabel = ensureBoolean(this, 'templateIncludesLabel', args[0]);
    return this;
  }

  hasTemplate(): boolean {
    return this._template !== null;
  }

  /** Initial value in the creation form; for a filter, applied as soon as it is added. */
  defaultValue(): unknown;
  defaultValue(value: unknown): this;
  defaultValue(...args: [value?: unknown]): unknown {
    if (args.length === 0) return this._defaultValue;
    this._defaultValue = args[0];
    return this;
  }

  /** A pinned filter is always visible. */
  pinned(): boolean;
  pinned(pinned: boolean): this;
  pinned(...args: [pinned?: boolean]): boolean | this {
    if (args.length === 0) return this._pinned;
    this._pinned = ensureBoolean(this, 'pinned', args[0]);
    return this;
  }

  /**
   * Problems that setters cannot see, because they depend on settings made later
   * (such as a reference without target). `Application.validate()` collects them.
   */
  configProblems(): string[] {
    return [];
  }
}

export function ensureCssClasses(owner: object, method: string, value: unknown): CssClasses | null {
  const valid =
    value === null ||
    typeof value === 'string' ||
    typeof value === 'function' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'));
  if (!valid) {
    throw invalidArgument(owner, method, 'a string, an array of strings or a function', value);
  }
  return Array.isArray(value) ? [...value] : (value as CssClasses | null);
}

export function resolveCssClasses(classes: CssClasses | null, entry?: EntryLike): string {
  const resolved = typeof classes === 'function' ? classes(entry) : classes;
  if (resolved == null) return '';
  return typeof resolved === 'string' ? resolved : resolved.join(' ');
}

function ensureTemplate(owner: Field, value: FieldTemplate | undefined): FieldTemplate {
  if (typeof value !== 'string' && typeof value !== 'function') {
    throw invalidArgument(owner, 'template', 'a string, a function or a component class', value);
  }
  return value;
}
