import { NumberField } from '@ng-admin/core/config';

/** The configuration class of the `rating` type: a number of stars, out of `max()`. */
export class RatingField extends NumberField {
  private _max = 5;

  max(): number;
  max(max: number): this;
  max(...args: [max?: number]): number | this {
    if (args.length === 0) return this._max;
    this._max = Number(args[0]);
    return this;
  }
}

declare module '@ng-admin/core/config' {
  interface FieldTypeMap {
    rating: RatingField;
  }
}
