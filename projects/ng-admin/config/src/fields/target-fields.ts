import { flattenFields, type FieldInput } from '../field-list';
import type { Field } from './field';

/** Fields of a nested datagrid or form; a new call replaces the previous list. */
export function ensureTargetFields(owner: Field, inputs: readonly FieldInput[]): Field[] {
  return flattenFields(owner, 'targetFields', inputs);
}

/** Problems of nested fields, prefixed so that the message names the nested field. */
export function targetFieldProblems(fields: readonly Field[]): string[] {
  return fields.flatMap((field) =>
    field.configProblems().map((problem) => `target field "${field.name()}": ${problem}`),
  );
}
