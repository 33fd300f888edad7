import { ConfigError, describeValue, type ConfigOwner } from './config-errors';
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

export function flattenFields(
  owner: ConfigOwner,
  method: string,
  inputs: readonly unknown[],
): Field[] {
  const result: Field[] = [];
  const visit = (input: unknown, path: string): void => {
    if (input instanceof Field) {
      result.push(input);
    } else if (Array.isArray(input)) {
      input.forEach((item, index) => visit(item, `${path}[${index}]`));
    } else {
      throw new ConfigError(
        `${owner}: ${method}() expects fields (created with admin.field()) or arrays of ` +
          `fields, got ${describeValue(input)} at argument ${path}`,
      );
    }
  };
  inputs.forEach((input, index) => visit(input, String(index)));
  return result;
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
