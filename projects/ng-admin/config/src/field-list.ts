import { ConfigError, describeValue, type ConfigOwner } from './config-errors';
import { FieldGroup } from './field-group';
import { Field } from './fields/field';
import { sortByOrder } from './ordering';

/**
 * What `fields()`, `filters()`, `exportFields()` and `targetFields()` accept: fields,
 * arrays of fields and nested arrays, so that another view's `fields()` can be reused
 * inside a new list (`edit.fields([create.fields(), admin.field('x')])`).
 *
 * @usageNotes
 * ```ts
 * const common: FieldInput = [admin.field('title'), admin.field('body', 'text')];
 * edition.fields(common, admin.field('created_at', 'datetime'));
 * ```
 */
export type FieldInput = Field | readonly FieldInput[];

/**
 * What a view's `fields()` accepts: fields and arrays of fields as `FieldInput`, plus the tabs
 * and sections of `admin.tab()` and `admin.section()` in creation, edition and show views.
 *
 * @usageNotes
 * ```ts
 * const content: ViewFieldInput = admin.tab('Content', [admin.field('title')]);
 * posts.editionView().fields(content, admin.field('views', 'number'));
 * ```
 */
export type ViewFieldInput = Field | FieldGroup | readonly ViewFieldInput[];

export function flattenFields(
  owner: ConfigOwner,
  method: string,
  inputs: readonly unknown[],
): Field[] {
  const result: Field[] = [];
  const visit = (input: unknown, path: string): void => {
    if (input instanceof Field) {
      result.push(input);
    } else if (input instanceof FieldGroup) {
      throw new ConfigError(
        `${owner}: ${method}() takes fields, not ${input}: tabs and sections group the ` +
          `fields() of creation, edition and show views`,
      );
    } else if (Array.isArray(input)) {
      input.forEach((item, index) => visit(item, `${path}[${index}]`));
    } else {
      throw notAField(owner, method, input, path);
    }
  };
  inputs.forEach((input, index) => visit(input, String(index)));
  return result;
}

function notAField(owner: ConfigOwner, method: string, input: unknown, path: string) {
  return new ConfigError(
    `${owner}: ${method}() expects fields (created with admin.field()) or arrays of ` +
      `fields, got ${describeValue(input)} at argument ${path}`,
  );
}

/** Fields sorted by `order()` (see `sortByOrder`). */
export function sortFields(fields: readonly Field[]): Field[] {
  return sortByOrder(fields, (field) => field.order());
}

/**
 * The rule of `fields()` and the like: each call appends fields (given as `FieldInput`s),
 * and the getter returns them sorted by `order()`.
 */
export function appendedFieldsRule() {
  return {
    initial: (): Field[] => [],
    acceptArgs: (
      owner: ConfigOwner,
      method: string,
      inputs: readonly unknown[],
      current: Field[],
    ) => [...current, ...flattenFields(owner, method, inputs)],
    read: sortFields,
  };
}

/** The kinds of view whose `fields()` take tabs and sections. */
const GROUPED_VIEW_KINDS: readonly string[] = ['creation', 'edition', 'show'];

interface LaidOut extends ConfigOwner {
  readonly kind: string;
}

const layouts = new WeakMap<object, (Field | FieldGroup)[]>();

/**
 * The top-level items a view was given, fields and groups, in the order given (arrays
 * flattened). Not part of the public API: `View.layout()` reads it.
 */
export function layoutOf(owner: object): readonly (Field | FieldGroup)[] {
  return layouts.get(owner) ?? [];
}

/** Forgets a view's layout, with its fields (`View.removeFields()`). */
export function clearLayout(owner: object): void {
  layouts.delete(owner);
}

/**
 * The rule of a view's `fields()`: as `appendedFieldsRule`, plus tabs and sections in creation,
 * edition and show views, remembered as the view's layout. A tab key given twice is refused.
 */
export function viewFieldsRule() {
  return {
    initial: (): Field[] => [],
    acceptArgs: (owner: LaidOut, method: string, inputs: readonly unknown[], current: Field[]) => {
      const items: (Field | FieldGroup)[] = [];
      const visit = (input: unknown, path: string): void => {
        if (input instanceof FieldGroup) {
          if (!GROUPED_VIEW_KINDS.includes(owner.kind)) {
            throw new ConfigError(
              `${owner}: ${method}() got ${input}: tabs and sections group the fields of ` +
                `creation, edition and show views`,
            );
          }
          items.push(input);
        } else if (Array.isArray(input)) {
          input.forEach((item, index) => visit(item, `${path}[${index}]`));
        } else if (input instanceof Field) {
          items.push(input);
        } else {
          throw notAField(owner, method, input, path);
        }
      };
      inputs.forEach((input, index) => visit(input, String(index)));
      const layout = [...layoutOf(owner), ...items];
      const keys = new Map<string, FieldGroup>();
      for (const group of layout) {
        if (!(group instanceof FieldGroup) || group.kind !== 'tab') continue;
        const other = keys.get(group.key());
        if (other === group) throw new ConfigError(`${owner}: ${method}() got ${group} twice`);
        if (other) {
          throw new ConfigError(
            `${owner}: ${method}() got ${group} and ${other}, which have the same key ` +
              `"${group.key()}" in the page address: give them different labels`,
          );
        }
        keys.set(group.key(), group);
      }
      layouts.set(owner, layout);
      return [
        ...current,
        ...items.flatMap((item) => (item instanceof FieldGroup ? item.fields() : [item])),
      ];
    },
    read: sortFields,
  };
}
