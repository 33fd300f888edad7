import type { Type } from '@angular/core';

/**
 * A component, or a function that loads one: heavy widgets (rich text, JSON editor) pass a
 * loader so that views which never show them never download them.
 */
export type NgaComponentLoader = Type<unknown> | (() => Promise<Type<unknown>>);

/** Where a field type renders: a list cell, a show value, a form input or a list filter. */
export type NgaFieldRole = 'cell' | 'value' | 'input' | 'filter';

/**
 * The components of one field type. Every built-in type is declared with this shape and
 * registered with `withFieldTypes`, exactly as an application registers its own.
 *
 * Inputs each role receives (a component declares the ones it needs; others are not set):
 * - `cell` and `value`: `field` (the DSL field), `value` (the entry's value for the field),
 *   `entry` (the `Entry`), `view` (the DSL view).
 * - `input`: `field`, `control` (the field's `FormControl`), `form` (the view's `FormGroup`),
 *   `entry`, `view`.
 * - `filter`: `field`, `control` (the filter's `FormControl`), `view` (the list view).
 *
 * @usageNotes
 * ```ts
 * const ratingType: NgaFieldType = {
 *   name: 'rating',
 *   cell: RatingCell,
 *   value: RatingCell,
 *   input: () => import('./rating-input').then((m) => m.RatingInput),
 *   filter: RatingInput,
 * };
 * ```
 */
export interface NgaFieldType {
  /** The type name used in `admin.field(name, type)`. */
  readonly name: string;
  readonly cell: NgaComponentLoader;
  readonly value: NgaComponentLoader;
  readonly input: NgaComponentLoader;
  /** Defaults to the input component. */
  readonly filter?: NgaComponentLoader;
  /**
   * The configuration class that `admin.field(name, type)` creates for this type. Without
   * it, a type that the DSL does not know yet gets the plain `Field` class.
   */
  readonly fieldClass?: new (name: string) => unknown;
}
