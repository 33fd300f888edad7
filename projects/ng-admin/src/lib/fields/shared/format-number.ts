import numbro from 'numbro';

/**
 * Formats a number for display with a numbro format string, close to spreadsheet number
 * formats (`'$0,0.00'`, `'0.0%'`, `'0.000'`). Empty values give `''`; without a format, and
 * for strings that are not numbers, the value is shown as it is.
 *
 * @usageNotes
 * ```ts
 * formatNumber(1234.5, '$0,0.00'); // '$1,234.50'
 * formatNumber('12', '0.000'); // '12.000'
 * formatNumber(42); // '42'
 * ```
 */
export function formatNumber(value: unknown, format?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  const number = toFiniteNumber(value);
  if (number === null || !format) return String(value);
  return numbro(number).format(format);
}

function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
