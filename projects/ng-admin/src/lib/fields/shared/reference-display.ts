import type { ReferenceField } from '@ng-admin/core/config';
import type { NgaDisplayContext, NgaDisplayItem } from '../../base/field-type';
import { idKey } from '../../data/reference-plan';
import { displayText } from './display-text';

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
 * How a read view shows one referenced entry: the label the view's datastore knows for it
 * (the raw identifier while it is unknown, marked `unresolved` when its lookup failed), as a
 * link to the referenced entry's detail view when the field `isDetailLink()` and that view is
 * enabled.
 *
 * @usageNotes
 * ```ts
 * const item = referenceItem(field, 12, context);
 * // { key: '12', text: 'Hello', link: { commands: ['/', 'posts', 'edit', '12'] } }
 * ```
 */
export function referenceItem(
  field: ReferenceField,
  id: unknown,
  { references, links }: Pick<NgaDisplayContext, 'references' | 'links'>,
): NgaDisplayItem {
  const label = references?.referenceLabel(field, id);
  const entity = field.targetEntity();
  const known = label !== undefined && label !== null;
  return {
    key: idKey(id),
    text: displayText(known ? label : id),
    link: entity && field.isDetailLink() ? links.detail(entity, field, id) : null,
    unresolved: !known && (references?.referenceFailed?.(field, id) ?? false),
  };
}
