import type { NgaFieldType } from '../../base/field-type';

/**
 * The built-in `datetime` field type: a `date` (same read views and filter) with a time, edited
 * with a date and a time picker.
 *
 * @usageNotes
 * ```ts
 * admin.field('created_at', 'datetime').format('yyyy-MM-dd HH:mm');
 * ```
 */
export const dateTimeFieldType: NgaFieldType = {
  name: 'datetime',
  extends: 'date',
  input: () => import('./datetime-input').then((m) => m.NgaDatetimeInput),
};
