import {
  ensureBoolean,
  ensureInteger,
  ensureNumber,
  ensureOneOf,
  ensurePlainObject,
  ensureSortDir,
  ensureString,
  ensureStringOrFunction,
  type ConfigOwner,
} from './config-errors';
import type { ErrorMessage, MutationMode, SortDir } from './types';

// Rules shared by many settings. Each returns a fresh rule object, so that a class can
// spread one and change a part (`{ ...stringRule('id'), read: ... }`).

type Check<T> = (owner: ConfigOwner, method: string, value: unknown) => T;

/** A boolean setting. */
export function booleanRule(initial: boolean) {
  return { initial: () => initial, accept: ensureBoolean };
}

/** A string setting. */
export function stringRule<T extends string | undefined = string>(initial: T) {
  return { initial: () => initial, accept: ensureString as Check<T> };
}

/** A string setting whose value, until set, follows other settings. */
export function derivedStringRule<Owner, T extends string | undefined>(
  fallback: (owner: Owner) => T,
) {
  return { fallback, accept: ensureString as Check<T> };
}

/** A whole number of at least `min` (page sizes, delays). */
export function integerRule(initial: number, min = 1) {
  return {
    initial: () => initial,
    accept: (owner: ConfigOwner, method: string, value: unknown) =>
      ensureInteger(owner, method, value, min),
  };
}

/** A position among siblings: a finite number, or null for "where it was given". */
export function orderRule() {
  return { initial: (): number | null => null, accept: orNull(ensureNumber) };
}

/** One of a few names. */
export function oneOfRule<T extends string>(allowed: readonly T[], initial: T) {
  return {
    initial: () => initial,
    accept: (owner: ConfigOwner, method: string, value: unknown) =>
      ensureOneOf(owner, method, allowed, value),
  };
}

/** A sort direction, `'DESC'` by default. */
export function sortDirRule() {
  return { initial: (): SortDir => 'DESC', accept: ensureSortDir };
}

/** A plain object replaced on each call (a copy is kept), `{}` by default. */
export function recordRule<T extends object = Record<string, unknown>>() {
  return {
    initial: () => ({}) as T,
    accept: (owner: ConfigOwner, method: string, value: unknown): T => ({
      ...ensurePlainObject<T>(owner, method, value),
    }),
  };
}

/** Wraps a check so that it also accepts null (the setting's "none"). */
export function orNull<T>(check: Check<T>): Check<T | null> {
  return (owner, method, value) => (value === null ? null : check(owner, method, value));
}

/**
 * An entity's or a view's own failed-request message (ng-admin's `errorMessage`), none
 * by default: the application's applies (see `Application.getErrorMessageFor`).
 */
export function errorMessageRule() {
  return {
    initial: (): ErrorMessage | null => null,
    accept: ensureStringOrFunction<ErrorMessage>,
  };
}

/** The message of an `ErrorMessage` setting for one failed response. */
export function resolveErrorMessage(message: ErrorMessage, response: unknown): string;
export function resolveErrorMessage(message: ErrorMessage | null, response: unknown): string | null;
export function resolveErrorMessage(
  message: ErrorMessage | null,
  response: unknown,
): string | null {
  return typeof message === 'function' ? message(response) : message;
}

/** The three mutation modes, in the order the docs give them. */
export const MUTATION_MODES: readonly MutationMode[] = ['undoable', 'optimistic', 'pessimistic'];

/** A view's or the application's mutation mode; null (the default) leaves it to the next level. */
export function mutationModeRule() {
  return {
    initial: (): MutationMode | null => null,
    accept: orNull((owner: ConfigOwner, method: string, value: unknown) =>
      ensureOneOf(owner, method, MUTATION_MODES, value),
    ),
  };
}
