import { invalidArgument, isPlainObject } from '../config-errors';
import type { ChoiceOption } from '../types';

function isChoiceOption(value: unknown): value is ChoiceOption {
  return isPlainObject(value) && 'value' in value && typeof value['label'] === 'string';
}

export function ensureChoiceOptions<T>(
  owner: object,
  method: string,
  value: unknown,
): ChoiceOption<T>[] {
  if (!Array.isArray(value) || !value.every(isChoiceOption)) {
    throw invalidArgument(owner, method, 'an array of { value, label } objects', value);
  }
  return value.map((option) => ({ ...option })) as ChoiceOption<T>[];
}
