/** The parts of an `ng-repeat` expression: `(key, value) in collection track by id`. */
export interface RepeatExpression {
  /** The name of each item in the child scope (`tag` in `tag in entry.values.tags`). */
  readonly valueName: string;
  /** The name of the key or index, when written as `(key, value) in object`. */
  readonly keyName: string | undefined;
  /** The expression of the collection, filters included. */
  readonly collection: string;
  /** The `track by` expression: accepted, items are matched by position. */
  readonly trackBy: string | undefined;
}

// The grammar of AngularJS's ngRepeat, without its `as alias` clause.
const REPEAT = /^\s*([\s\S]+?)\s+in\s+([\s\S]+?)(?:\s+track\s+by\s+([\s\S]+?))?\s*$/;
const ITEM = /^\s*(?:([A-Za-z_$][\w$]*)|\(\s*([A-Za-z_$][\w$]*)\s*,\s*([A-Za-z_$][\w$]*)\s*\))\s*$/;
const ALIAS = /\s+as\s+[A-Za-z_$][\w$]*\s*$/;
// Names of the child scope that an item cannot take.
const RESERVED = new Set(['$index', '$first', '$last', '$middle', '$even', '$odd', '$parent']);

/**
 * Parses an `ng-repeat` expression. Throws an error that says what is expected.
 *
 * @usageNotes
 * ```ts
 * parseRepeat('tag in entry.values.tags track by $index');
 * // { valueName: 'tag', keyName: undefined, collection: 'entry.values.tags', trackBy: '$index' }
 * ```
 */
export function parseRepeat(source: string): RepeatExpression {
  const match = REPEAT.exec(source);
  if (!match) {
    throw new Error(
      `ng-repeat="${source}" is not of the form "item in list" or "(key, value) in object"`,
    );
  }
  const [, item, collection, trackBy] = match;
  if (ALIAS.test(collection)) {
    throw new Error(`ng-repeat="${source}": the "as alias" clause is not supported`);
  }
  const names = ITEM.exec(item);
  if (!names) {
    throw new Error(
      `ng-repeat="${source}": "${item}" must be a name or "(key, value)", as in "tag in tags"`,
    );
  }
  const valueName = names[1] ?? names[3];
  const keyName = names[2];
  for (const name of [valueName, keyName]) {
    if (name && RESERVED.has(name)) {
      throw new Error(`ng-repeat="${source}": "${name}" is a name that ng-repeat sets itself`);
    }
  }
  return { valueName, keyName, collection, trackBy };
}

/**
 * The items an `ng-repeat` shows for a collection, with their keys: an array gives its items
 * by index; an object its own properties in key order, except those starting with `$` (as in
 * AngularJS); anything else gives nothing.
 *
 * @usageNotes
 * ```ts
 * repeatItems({ a: 1, b: 2 }); // [['a', 1], ['b', 2]]
 * ```
 */
export function repeatItems(
  collection: unknown,
): (readonly [key: string | number, value: unknown])[] {
  if (Array.isArray(collection)) return collection.map((value, index) => [index, value] as const);
  if (collection === null || typeof collection !== 'object') return [];
  return Object.keys(collection)
    .filter((key) => !key.startsWith('$'))
    .map((key) => [key, (collection as Record<string, unknown>)[key]] as const);
}

/**
 * The scope of one repeated item: the parent scope's names, the item (and key), and the
 * AngularJS position names `$index`, `$first`, `$last`, `$middle`, `$even`, `$odd`, with
 * `$parent` for the enclosing scope.
 */
export function repeatScope<Scope extends object>(
  parent: Scope,
  repeat: RepeatExpression,
  key: string | number,
  value: unknown,
  index: number,
  count: number,
): Scope {
  const first = index === 0;
  const last = index === count - 1;
  const scope: Record<string, unknown> = {
    ...parent,
    $parent: parent,
    $index: index,
    $first: first,
    $last: last,
    $middle: !first && !last,
    $even: index % 2 === 0,
    $odd: index % 2 === 1,
  };
  if (repeat.keyName) scope[repeat.keyName] = key;
  scope[repeat.valueName] = value;
  return scope as Scope;
}
