/** The values of the day and time pickers of a datetime input. */
export interface NgaDateTimeParts {
  readonly date: Date | null;
  readonly time: Date | null;
}

/**
 * One local Date from the day of `date` and the time of day of `time` (midnight when there is
 * no time); `null` without a day.
 *
 * @usageNotes
 * ```ts
 * combineDateAndTime({ date: new Date(2024, 2, 5), time: new Date(2000, 0, 1, 14, 30) });
 * // March 5th 2024, 14:30 local time
 * ```
 */
export function combineDateAndTime(parts: NgaDateTimeParts): Date | null {
  const { date, time } = parts;
  if (!isValidDate(date)) return null;
  const clock = isValidDate(time) ? time : null;
  const combined = new Date(date.getTime());
  combined.setHours(
    clock?.getHours() ?? 0,
    clock?.getMinutes() ?? 0,
    clock?.getSeconds() ?? 0,
    clock?.getMilliseconds() ?? 0,
  );
  return combined;
}

/**
 * The value a datetime input writes for the result of the field's `parse()`: a Date becomes
 * its ISO 8601 string (UTC, `toISOString()`), an invalid Date `null`; anything else, which a
 * custom `parse()` chose, is kept.
 *
 * @usageNotes
 * ```ts
 * toStoredDateTime(new Date(Date.UTC(2024, 2, 5, 13, 30))); // '2024-03-05T13:30:00.000Z'
 * ```
 */
export function toStoredDateTime(parsed: unknown): unknown {
  if (!(parsed instanceof Date)) return parsed;
  return isValidDate(parsed) ? parsed.toISOString() : null;
}

function isValidDate(value: Date | null): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
