import { DateField, type Field, type FilterOperator } from '@ng-admin/core/config';
import type { ApiMapping } from '../../../data/api-mapping';

/**
 * How a filter asks for its value: one value (`eq`), a range (`gte` and/or `lte`), a text found
 * anywhere (`contains`), or several values (`in`).
 */
export type NgaFilterMode = 'eq' | 'range' | 'contains' | 'in';

/**
 * The operators a filter offers: those its configuration asks for, that its type can compare
 * with, and that the dialect can send. A filter left with none compares by equality.
 */
export function offeredOperators(field: Field, mapping: ApiMapping): FilterOperator[] {
  const ofType = field.filterOperatorsOfType();
  return field
    .filterOperators()
    .filter((operator) => ofType.includes(operator) && mapping.filterOperators.includes(operator));
}

/** The mode of a filter from the operators it offers: a range wins, then contains, then in. */
export function filterModeOf(operators: readonly FilterOperator[]): NgaFilterMode {
  if (operators.includes('gte') || operators.includes('lte')) return 'range';
  if (operators.includes('contains')) return 'contains';
  if (operators.includes('in')) return 'in';
  return 'eq';
}

/** A range preset of a date filter: its text's name in `NgaIntl`, and its bounds from today. */
export interface NgaDatePreset {
  readonly text:
    'presetToday' | 'presetLast7Days' | 'presetLast30Days' | 'presetThisMonth' | 'presetThisYear';
  readonly range: (today: Date) => { gte: Date; lte: Date };
}

const daysBefore = (today: Date, days: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

/** The presets a date or datetime range offers; bounds are local days, both included. */
export const DATE_PRESETS: readonly NgaDatePreset[] = [
  { text: 'presetToday', range: (today) => ({ gte: daysBefore(today, 0), lte: today }) },
  { text: 'presetLast7Days', range: (today) => ({ gte: daysBefore(today, 6), lte: today }) },
  { text: 'presetLast30Days', range: (today) => ({ gte: daysBefore(today, 29), lte: today }) },
  {
    text: 'presetThisMonth',
    range: (today) => ({ gte: new Date(today.getFullYear(), today.getMonth(), 1), lte: today }),
  },
  {
    text: 'presetThisYear',
    range: (today) => ({ gte: new Date(today.getFullYear(), 0, 1), lte: today }),
  },
];

/** Whether a range filter picks days, and so offers the date presets. */
export function isDateRange(field: Field): boolean {
  return field instanceof DateField;
}
