import {
  ConfigError,
  ensureBoolean,
  ensureFunction,
  ensurePlainObject,
  ensureString,
  ensureStringOrNames,
  invalidArgument,
} from '../config-errors';
import { FILTER_OPERATORS, type FilterOperator } from '../filter-operators';
import {
  conditionFieldNames,
  ensureCondition,
  ensureResetCondition,
  type FieldCondition,
  type FieldResetCondition,
} from '../conditions';
import type { EntryLike } from '../hooks';
import { humanize } from '../humanize';
import { defineUnsupported, fixedAtCreation } from '../ng-admin-compat';
import { defineSettings, type Setting } from '../setting';
import {
  booleanRule,
  derivedStringRule,
  oneOfRule,
  orderRule,
  orNull,
  recordRule,
} from '../setting-rules';
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

const DEFAULT_VALIDATION: FieldValidation = {
  required: false,
  minlength: null,
  maxlength: null,
  pattern: null,
  validator: null,
};

const VALIDATION_KEYS = Object.keys(DEFAULT_VALIDATION) as (keyof FieldValidation)[];

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
  private readonly _unnamed: boolean;

  /**
   * A field of that name and type. An empty name makes an unnamed column, as ng-admin's
   * `nga.field('')`: it gets a generated name (`_unnamed_1`, ...), an empty label, and is
   * neither editable nor sortable; it shows its `template()`, which it needs.
   */
  constructor(name: string, type = 'string') {
    if (typeof name !== 'string') {
      throw new ConfigError(
        `A field needs a string name ('' for an unnamed column), got ${JSON.stringify(name)}`,
      );
    }
    this._unnamed = name === '';
    this._name = this._unnamed ? `_unnamed_${++unnamedCount}` : name;
    this._type = type;
  }

  /** `Field "title" (string)`: how error messages name this field. */
  toString(): string {
    return `Field "${this._name}" (${this._type})`;
  }

  /** The field name; a dot notation reads a nested property of the API response. */
  name(): string;
  name(...args: unknown[]): string {
    if (args.length > 0) throw fixedAtCreation(this, 'name', "admin.field('name', type)");
    return this._name;
  }

  /** The type name this field was created with (`admin.field(name, type)`). */
  type(): string {
    return this._type;
  }

  /**
   * Whether the field was created without a name (`admin.field('')`): a template column
   * with no value of its own, which views neither read from nor send to the API.
   */
  isUnnamed(): boolean {
    return this._unnamed;
  }

  /**
   * Text of the column header and form label. Default: the humanized name
   * (`published_at` gives `Published At`); `''` for an unnamed field.
   */
  declare label: Setting<string, this>;

  /**
   * Whether write views show an input (otherwise the value, read-only). Default true,
   * false for an unnamed field.
   */
  declare editable: Setting<boolean, this>;

  /** Whether the list column header sorts the list. Default true, false for an unnamed field. */
  declare sortable: Setting<boolean, this>;

  /** Position in a view; `null` (the default) keeps the position the field was given in. */
  declare order: Setting<number | null, this>;

  /** Whether the value links to the entry's detail view. Default true for `id` and references. */
  declare isDetailLink: Setting<boolean, this>;

  /** Which view a detail link opens: `'edit'` (the default) or `'show'`. */
  declare detailLinkRoute: Setting<DetailLinkRoute, this>;

  /** Appends a function applied to the API value; without argument, all of them in order. */
  declare map: Setting<readonly FieldMapper[], this, [fn: FieldMapper]>;

  /** Appends a function applied before sending to the API; the inverse of `map`. */
  declare transform: Setting<readonly FieldMapper[], this, [fn: FieldMapper]>;

  /** Attributes of the rendered control, such as `placeholder`. Replaces previous ones. */
  declare attributes: Setting<Record<string, unknown>, this>;

  /** Validation rules, merged into the current ones. */
  declare validation: Setting<FieldValidation, this, [validation: Partial<FieldValidation>]>;

  /** CSS classes of the field's cells and inputs: a string, an array or a function. Default null. */
  declare cssClasses: Setting<CssClasses | null, this, [classes: CssClasses | null]>;

  /**
   * Replaces the rendering of the field. With `includesLabel` true, the template also
   * replaces the label in show and form views. Default null.
   */
  declare template: Setting<
    FieldTemplate | null,
    this,
    [template: FieldTemplate | null, includesLabel?: boolean]
  >;

  /** Whether the template also replaces the label (the second argument of `template`). */
  declare templateIncludesLabel: Setting<boolean, this, [includesLabel: boolean]>;

  /** Initial value in the creation form; for a filter, applied as soon as it is added. */
  declare defaultValue: Setting<unknown, this>;

  /** A pinned filter is always visible. Default false. */
  declare pinned: Setting<boolean, this>;

  /** A help text shown under the field's input in forms. Default null (none). */
  declare helpText: Setting<string | null, this>;

  /**
   * On a list filter: how it compares (see `FilterOperator`). Default `['eq']`. `['gte', 'lte']`
   * makes a date or number filter a range (from, to), `['contains']` a text search, `['in']` a
   * choice of several values. Which operators a type can take is `filterOperatorsOfType()`;
   * the list offers only those the REST dialect can send.
   *
   * @usageNotes
   * ```ts
   * listView.filters(
   *   admin.field('published_at', 'date').filterOperators(['gte', 'lte']),
   *   admin.field('title').filterOperators(['contains']),
   *   admin.field('category', 'choice').choices(categories).filterOperators(['in']),
   * );
   * ```
   */
  declare filterOperators: Setting<
    readonly FilterOperator[],
    this,
    [operators: FilterOperator | readonly FilterOperator[]]
  >;

  /**
   * In a list, the column starts hidden: the list's "Columns" menu shows it. The field stays
   * in `listView().fields()` (and in the export): `admin.field('views').hiddenByDefault(true)`.
   * Default false.
   */
  declare hiddenByDefault: Setting<boolean, this>;

  /**
   * Shows the field only while the condition holds on the values of the other fields (forms
   * and show views; lists ignore it). A hidden field is not validated, and its value is not
   * sent unless `sendWhenHidden(true)`. Default null: always shown.
   */
  declare showWhen: Setting<FieldCondition | null, this, [condition: FieldCondition | null]>;

  /**
   * Disables the field's input while the condition holds: its value shows and is sent, but
   * cannot change and is not validated. Default null.
   */
  declare disabledWhen: Setting<FieldCondition | null, this, [condition: FieldCondition | null]>;

  /** Makes the field required while the condition holds, as `validation({ required: true })`. Default null. */
  declare requiredWhen: Setting<FieldCondition | null, this, [condition: FieldCondition | null]>;

  /**
   * Empties the field (back to its `defaultValue()`, else null) each time the condition holds
   * after a change of the form: a field name (or names) resets it when that field changes.
   * Default null.
   */
  declare resetWhen: Setting<
    FieldResetCondition | null,
    this,
    [condition: FieldResetCondition | null]
  >;

  /**
   * Whether a save sends the value of the field while `showWhen` hides it. Default false: a
   * hidden value is not written (a `PUT` keeps the stored one, a creation leaves it out).
   */
  declare sendWhenHidden: Setting<boolean, this>;

  static {
    defineSettings<Field>(this.prototype, {
      label: derivedStringRule((field: Field) => (field.isUnnamed() ? '' : humanize(field.name()))),
      editable: { initial: (field) => !field.isUnnamed(), accept: ensureBoolean },
      sortable: { initial: (field) => !field.isUnnamed(), accept: ensureBoolean },
      order: orderRule(),
      isDetailLink: { initial: (field) => field.name() === 'id', accept: ensureBoolean },
      detailLinkRoute: oneOfRule<DetailLinkRoute>(['edit', 'show'], 'edit'),
      map: appendedFunctionRule(),
      transform: appendedFunctionRule(),
      attributes: recordRule(),
      validation: {
        initial: () => ({ ...DEFAULT_VALIDATION }),
        accept: (field, method, value, current) => ({
          ...current,
          ...ensureValidation(field, method, value),
        }),
      },
      cssClasses: { initial: () => null, accept: ensureCssClasses },
      template: {
        initial: () => null,
        acceptArgs: (field, method, [template, includesLabel = false]) => {
          const accepted = template === null ? null : ensureTemplate(field, method, template);
          field.templateIncludesLabel(ensureBoolean(field, method, includesLabel));
          return accepted;
        },
      },
      templateIncludesLabel: booleanRule(false),
      defaultValue: { initial: () => undefined, accept: (_field, _method, value) => value },
      pinned: booleanRule(false),
      helpText: { initial: () => null, accept: orNull(ensureString) },
      filterOperators: {
        initial: () => ['eq'],
        accept: (field, method, value) => {
          const list = ensureStringOrNames<string[]>(
            field,
            method,
            typeof value === 'string' ? [value] : value,
            FILTER_OPERATORS,
          );
          if (list.length === 0)
            throw invalidArgument(field, method, 'at least one operator', value);
          return [...new Set(list)] as FilterOperator[];
        },
        read: (operators) => [...operators],
      },
      hiddenByDefault: booleanRule(false),
      showWhen: { initial: () => null, accept: ensureCondition },
      disabledWhen: { initial: () => null, accept: ensureCondition },
      requiredWhen: { initial: () => null, accept: ensureCondition },
      resetWhen: { initial: () => null, accept: ensureResetCondition },
      sendWhenHidden: booleanRule(false),
    });
  }

  /**
   * The classes for one entry (or for the table header when called without one), as a
   * space-separated string.
   */
  getCssClasses(entry?: EntryLike): string {
    return resolveCssClasses(this.cssClasses(), entry);
  }

  hasTemplate(): boolean {
    return this.template() !== null;
  }

  /**
   * Problems that setters cannot see, because they depend on settings made later
   * (such as a reference without target). `Application.validate()` collects them.
   */
  configProblems(): string[] {
    return this._unnamed && !this.hasTemplate() ? ['an unnamed field needs template()'] : [];
  }

  /**
   * The filter operators this type can compare with: `eq` and `contains` for text; number,
   * date and choice types widen it. `Application.validate()` refuses a filter that asks for
   * others.
   */
  filterOperatorsOfType(): readonly FilterOperator[] {
    return ['eq', 'contains'];
  }

  /** The problem of a list filter whose `filterOperators()` this type cannot compare with. */
  filterProblems(): string[] {
    const allowed = this.filterOperatorsOfType();
    const refused = this.filterOperators().filter((operator) => !allowed.includes(operator));
    return refused.length === 0
      ? []
      : [
          `filterOperators() got ${refused.map((name) => `"${name}"`).join(', ')}, which a ` +
            `${this._type} filter cannot compare with; it can take ${allowed.join(', ')}`,
        ];
  }

  /** Whether a `showWhen`, `disabledWhen`, `requiredWhen` or `resetWhen` rule is set. */
  hasDependencies(): boolean {
    return (
      this.showWhen() !== null ||
      this.disabledWhen() !== null ||
      this.requiredWhen() !== null ||
      this.resetWhen() !== null
    );
  }

  /**
   * Problems of the dependent field rules in a view whose fields have `names`: a rule naming a
   * field the view does not have, a field depending on itself, a `requiredWhen` that
   * `validation({ required: true })` makes pointless. A show view (`'show'`) only follows
   * `showWhen`. `Application.validate()` reports them with the entity and the view.
   */
  dependencyProblems(names: ReadonlySet<string>, context: 'form' | 'show' = 'form'): string[] {
    const problems: string[] = [];
    const rules = [
      ['showWhen', this.showWhen()],
      ...(context === 'form'
        ? ([
            ['disabledWhen', this.disabledWhen()],
            ['requiredWhen', this.requiredWhen()],
            ['resetWhen', this.resetWhen()],
          ] as const)
        : []),
    ] as const;
    for (const [method, condition] of rules) {
      for (const name of conditionFieldNames(condition)) {
        if (name === this._name) {
          problems.push(`${method}() depends on the field itself`);
        } else if (!names.has(name)) {
          problems.push(`${method}() names "${name}", which is not a field of this view`);
        }
      }
    }
    if (context === 'form' && this.requiredWhen() !== null && this.validation().required) {
      problems.push('requiredWhen() has no effect: validation({ required: true }) always applies');
    }
    return problems;
  }
}

let unnamedCount = 0;

const NG_ADMIN_INTERNAL =
  "an internal of ng-admin's AngularJS views; the Angular view layer does it";

defineUnsupported(Field.prototype, 'Field', {
  hasMaps: 'use map().length > 0',
  getMappedValue: NG_ADMIN_INTERNAL,
  hasTranforms: 'use transform().length > 0',
  getTransformedValue: NG_ADMIN_INTERNAL,
  flattenable: NG_ADMIN_INTERNAL,
  getTemplateValue: NG_ADMIN_INTERNAL,
  getTemplateValueWithLabel: NG_ADMIN_INTERNAL,
});

/** `map` and `transform`: each call appends a function; the getter returns a copy. */
function appendedFunctionRule() {
  return {
    initial: (): readonly FieldMapper[] => [],
    accept: (owner: Field, method: string, value: unknown, current: readonly FieldMapper[]) => [
      ...current,
      ensureFunction<FieldMapper>(owner, method, value),
    ],
    read: (mappers: readonly FieldMapper[]) => [...mappers],
  };
}

function ensureValidation(owner: Field, method: string, value: unknown): Partial<FieldValidation> {
  const given = ensurePlainObject<Partial<FieldValidation>>(owner, method, value);
  const unknownKeys = Object.keys(given).filter(
    (key) => !VALIDATION_KEYS.includes(key as keyof FieldValidation),
  );
  if (unknownKeys.length > 0) {
    throw new ConfigError(
      `${owner}: ${method}() got unknown key(s) ${unknownKeys.join(', ')}. ` +
        `Known keys: ${VALIDATION_KEYS.join(', ')}`,
    );
  }
  if (given.validator != null) ensureFunction(owner, `${method}.validator`, given.validator);
  return given;
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

/**
 * The CSS classes of a `cssClasses`/`entryCssClasses` setting for an entry, as one string. A
 * function receives the entry, whose values also read directly (`entry.views` as in ng-admin
 * 1.0, or `entry.values.views`).
 *
 * @usageNotes
 * ```ts
 * resolveCssClasses((entry) => (entry.values['views'] > 300 ? 'is-popular' : ''), entry);
 * ```
 */
export function resolveCssClasses(classes: CssClasses | null, entry?: EntryLike): string {
  const resolved =
    typeof classes === 'function' ? classes(entry && cssClassesArgument(entry)) : classes;
  if (resolved == null) return '';
  return typeof resolved === 'string' ? resolved : resolved.join(' ');
}

/**
 * The entry a CSS class function receives: the entry itself (`entry.values.views`), whose
 * values also read directly (`entry.views`), as ng-admin 1.0 functions were written.
 */
function cssClassesArgument(entry: EntryLike): EntryLike {
  return Object.assign(Object.create(entry) as EntryLike, entry.values);
}

function ensureTemplate(owner: Field, method: string, value: unknown): FieldTemplate {
  if (typeof value !== 'string' && typeof value !== 'function') {
    throw invalidArgument(owner, method, 'a string, a function or a component class', value);
  }
  return value as FieldTemplate;
}
