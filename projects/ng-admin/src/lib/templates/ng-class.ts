/**
 * The class names an `ng-class` value gives, in AngularJS's three forms: a string of names
 * (`'bold big'`), an object of conditions (`{ bold: value > 10, 'big red': isLarge }`), or an
 * array of either. Anything else gives no class.
 *
 * @usageNotes
 * ```ts
 * ngClassNames(['tag', { selected: true, hidden: false }]); // ['tag', 'selected']
 * ```
 */
export function ngClassNames(value: unknown): string[] {
  if (typeof value === 'string') return splitClasses(value);
  if (Array.isArray(value)) {
    return value.flatMap((item) =>
      typeof item === 'string' ||
      (item !== null && typeof item === 'object' && !Array.isArray(item))
        ? ngClassNames(item)
        : [],
    );
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key])
    .flatMap(splitClasses);
}

/** The names of a class attribute, without blanks. */
export function splitClasses(text: string): string[] {
  return text.split(/\s+/).filter((name) => name !== '');
}
