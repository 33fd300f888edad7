import { flattenFields } from '../field-list';
import type { Field } from './field';

/**
 * The rule of `targetFields()`: the fields of a nested datagrid or form, given like a
 * view's fields; a new call replaces the previous list, and the getter returns a copy.
 */
export function targetFieldsRule() {
  return {
    initial: (): Field[] => [],
    acceptArgs: (owner: Field, method: string, inputs: readonly unknown[]) =>
      flattenFields(owner, method, inputs),
    read: (fields: Field[]) => [...fields],
  };
}

/** Problems of nested fields, prefixed so that the message names the nested field. */
export function targetFieldProblems(fields: readonly Field[]): string[] {
  return fields.flatMap((field) =>
    field.configProblems().map((problem) => `target field "${field.name()}": ${problem}`),
  );
}
