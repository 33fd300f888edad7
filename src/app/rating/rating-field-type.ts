import type { NgaFieldType } from '@ng-admin/core';
import { RatingCell } from './rating-cell';

/**
 * The sample's own field type, registered exactly like the built-in ones: stars in lists and
 * show views, and a star picker in forms and filters, loaded when a form or filter shows it.
 * It extends `number`, so it exports, sorts and validates as a number does. Its configuration
 * class, `RatingField`, is registered by the configuration (blog-admin.ts), which loads apart.
 */
export const ratingFieldType: NgaFieldType = {
  name: 'rating',
  extends: 'number',
  cell: RatingCell,
  value: RatingCell,
  input: () => import('./rating-input').then((m) => m.RatingInput),
  filter: () => import('./rating-input').then((m) => m.RatingInput),
  exportText: (value) => (value === null || value === undefined ? '' : `${value} / 5`),
};
