import type { ReferenceField } from '@ng-admin/core/config';
import { idKey } from '../../data/reference-plan';
import { detailLink } from '../../views/shared/view-links';
import { displayText } from './display-text';

/** One referenced entry as read views show it. */
export interface ReferenceDisplay {
  /** A stable key of the identifier, for `track`. */
  readonly key: string;
  readonly id: unknown;
  /** The target field's value, or the raw identifier while the entry is unknown. */
  readonly text: string;
  /** Router commands of the referenced entry's detail view, or null when not a link. */
  readonly link: readonly string[] | null;
}

/**
 * Whether a value can be a referenced identifier: `null`, `undefined` and `''` mean "none".
 *
 * @usageNotes
 * ```ts
 * isReferenceId(0); // true
 * isReferenceId(''); // false
 * ```
 */
export function isReferenceId(id: unknown): boolean {
  return id !== null && id !== undefined && id !== '';
}

/**
 * The identifiers a reference value holds: the items of an array (`reference_many`), the value
 * itself otherwise (`reference`), without empty ones.
 *
 * @usageNotes
 * ```ts
 * referenceIds([3, null, 4]); // [3, 4]
 * referenceIds(7); // [7]
 * ```
 */
export function referenceIds(value: unknown): unknown[] {
  return (Array.isArray(value) ? value : [value]).filter(isReferenceId);
}

/**
 * How a read view shows one reference: the label known for it (`undefined` while unknown, so
 * that the raw identifier shows), as a link to the referenced entry's detail view when the
 * field `isDetailLink()` and that view is enabled.
 *
 * @usageNotes
 * ```ts
 * const shown = referenceDisplay(field, 12, datastore.referenceLabel(field, 12));
 * // { key: '12', id: 12, text: 'Hello', link: ['/', 'posts', 'edit', '12'] }
 * ```
 */
export function referenceDisplay(
  field: ReferenceField,
  id: unknown,
  label: unknown,
): ReferenceDisplay {
  const entity = field.targetEntity();
  const link = entity && field.isDetailLink() ? detailLink(entity, field, id) : null;
  return {
    key: idKey(id),
    id,
    text: displayText(label === undefined || label === null ? id : label),
    link,
  };
}
