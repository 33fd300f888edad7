import type { NgaFieldType } from '@ng-admin/core';
import { RatingCell } from './rating-cell';
import { RatingField } from './rating-field';
import { RatingInput } from './rating-input';

/** The sample's own field type, registered exactly like the built-in ones. */
export const ratingFieldType: NgaFieldType = {
  name: 'rating',
  cell: RatingCell,
  value: RatingCell,
  input: RatingInput,
  filter: RatingInput,
  fieldClass: RatingField,
};
