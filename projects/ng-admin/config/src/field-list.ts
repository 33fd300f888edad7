import { ConfigError, describeValue, type ConfigOwner } from './config-errors';
import { Field } from './fields/field';

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

/**
 * Fields sorted by `order()`. A field without order keeps its position as its order,
 * and ties keep the given order (the sort is stable), as ng-admin did without changing
 * the field itself, which may be shared by several views.
 */
export function sortFields(fields: readonly Field[]): Field[] {
  return fields
    .map((field, index) => ({ field, index, order: field.order() ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ field }) => field);
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
