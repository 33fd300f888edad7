import type { FieldModel } from './model';
import { plural, sentenceCase, singular } from '../utils/names';

/**
 * A field whose values look like identifiers of another entity: `post_id: 3`, `authorId: 'a1'`,
 * `tags: [4, 5]`. The generator makes it a reference once it finds the target.
 */
export interface ReferenceCandidate {
  /** Entity names to try, most likely first (`posts`, `post`). */
  targets: string[];
  /** An array of identifiers (`reference_many`) rather than one (`reference`). */
  many: boolean;
  /** Identifiers seen in the sample, to check them against the target. */
  sampleIds: (string | number)[];
}

/** A guessed field, with what it could reference. */
export interface GuessedField extends FieldModel {
  candidate?: ReferenceCandidate;
}

type Row = Readonly<Record<string, unknown>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/\S+$/;
const HTML = /<([a-z][a-z0-9]*)\b[^>]*>[\s\S]*?<\/\1\s*>|<(br|hr|img)\b[^>]*>/i;
const SLUG = /^[a-z][a-z0-9_-]*$/;
const SERVER_TIMESTAMP = /^(updated|modified)(_at|At|_on|On)$/;
const FOREIGN_KEY = /^(.+?)(_id|Id|_ID)$/;
const FOREIGN_KEYS = /^(.+?)(_ids|Ids|_IDS)$/;
/** Longer strings are edited in a text area. */
const LONG_TEXT = 100;

/**
 * Guesses the fields of an entity from a page of its entries: a type per property from the
 * values it holds across the rows, in the order the properties first appear.
 *
 * @usageNotes
 * ```ts
 * guessFields([{ id: 1, title: 'Hello', published_at: '2024-01-31', tags: [1, 2] }]);
 * // id: number (read-only), title: string, published_at: date,
 * // tags: json with a reference_many candidate (targets tags, tag)
 * ```
 */
export function guessFields(rows: readonly Row[]): GuessedField[] {
  const names: string[] = [];
  for (const row of rows) {
    for (const name of Object.keys(row)) if (!names.includes(name)) names.push(name);
  }
  return names.map((name) =>
    guessField(
      name,
      rows.map((row) => row[name]),
    ),
  );
}

/** One property's field, from its values (missing and null ones included). */
export function guessField(name: string, rawValues: readonly unknown[]): GuessedField {
  const values = rawValues.filter((value) => value !== null && value !== undefined);
  if (name === 'id') return identifierField(values);
  const field = guessType(name, values);
  // The server keeps these up to date: they show in the list and show views, not in forms.
  return SERVER_TIMESTAMP.test(name) ? { ...field, readOnly: true } : field;
}

function guessType(name: string, values: readonly unknown[]): GuessedField {
  if (values.length === 0) {
    return { name, type: 'string', comment: 'Always empty in the sample: check its type.' };
  }
  if (/password/i.test(name) && values.every((value) => typeof value === 'string')) {
    return { name, type: 'password' };
  }
  if (values.every((value) => typeof value === 'boolean')) return { name, type: 'boolean' };
  if (values.every((value) => typeof value === 'number')) return numberField(name, values);
  if (values.every((value) => typeof value === 'string')) return stringField(name, values);
  if (values.every(Array.isArray)) return arrayField(name, values);
  if (values.every(isPlainObject)) {
    return { name, type: 'json', comment: 'A nested object in the API.' };
  }
  return { name, type: 'json', comment: 'Values of several types in the sample.' };
}

function identifierField(values: readonly unknown[]): GuessedField {
  const numeric = values.length > 0 && values.every((value) => typeof value === 'number');
  return { name: 'id', type: numeric ? 'number' : 'string', label: 'ID', readOnly: true };
}

function numberField(name: string, values: readonly unknown[]): GuessedField {
  const integers = values.every((value) => Number.isInteger(value));
  const field: GuessedField = { name, type: integers ? 'number' : 'float' };
  const candidate = integers ? foreignKeyCandidate(name, values as number[]) : undefined;
  return candidate ? { ...field, candidate } : field;
}

function stringField(name: string, values: readonly unknown[]): GuessedField {
  const texts = values as readonly string[];
  const candidate = foreignKeyCandidate(name, texts);
  if (candidate) return { name, type: 'string', candidate };
  if (texts.every((text) => DATE.test(text))) return { name, type: 'date' };
  if (texts.every((text) => DATETIME.test(text))) return { name, type: 'datetime' };
  if (texts.every((text) => EMAIL.test(text))) return { name, type: 'email' };
  if (texts.some((text) => HTML.test(text))) return { name, type: 'wysiwyg' };
  if (texts.some((text) => text.length > LONG_TEXT || text.includes('\n'))) {
    return { name, type: 'text' };
  }
  if (texts.every((text) => URL_PATTERN.test(text))) {
    return {
      name,
      type: 'string',
      validation: { pattern: '^https?://.+' },
      comment: 'URLs in the sample: the pattern checks what the forms accept.',
    };
  }
  const distinct = [...new Set(texts)];
  if (texts.length >= 10 && distinct.length <= 5 && distinct.every((text) => SLUG.test(text))) {
    return {
      name,
      type: 'choice',
      choices: distinct.sort().map((value) => ({ value, label: sentenceCase(value) })),
      comment: 'Choices seen in the sample: complete them.',
    };
  }
  return { name, type: 'string' };
}

function arrayField(name: string, values: readonly unknown[]): GuessedField {
  const items = (values as readonly unknown[][]).flat();
  if (items.length === 0) {
    return { name, type: 'json', comment: 'Always an empty array in the sample: check its type.' };
  }
  if (items.every(isIdentifierLike)) {
    const many = manyCandidate(name, items as (string | number)[]);
    if (many) return { name, type: 'json', candidate: many };
  }
  if (items.every((item) => typeof item === 'string')) {
    const distinct = [...new Set(items as string[])].sort();
    if (distinct.length <= 20) {
      return {
        name,
        type: 'choices',
        choices: distinct.map((value) => ({ value, label: value })),
        comment: 'Choices seen in the sample: complete them.',
      };
    }
  }
  if (items.every(isPlainObject) && items.every(isFlat)) {
    const targetFields = guessFields(items as Row[]).map(withoutCandidate);
    return { name, type: 'embedded_list', targetFields };
  }
  return { name, type: 'json', comment: 'A nested list in the API.' };
}

function foreignKeyCandidate(
  name: string,
  values: readonly (string | number)[],
): ReferenceCandidate | undefined {
  const match = FOREIGN_KEY.exec(name);
  if (!match?.[1] || !values.every(isIdentifierLike)) return undefined;
  return { targets: targetsFor(match[1]), many: false, sampleIds: distinctIds(values) };
}

function manyCandidate(
  name: string,
  ids: readonly (string | number)[],
): ReferenceCandidate | undefined {
  const stem = FOREIGN_KEYS.exec(name)?.[1] ?? name;
  return { targets: targetsFor(stem), many: true, sampleIds: distinctIds(ids) };
}

/** `post` → posts, post; `tags` → tags, tag; `author_user` → author_users, author_user. */
function targetsFor(stem: string): string[] {
  const one = singular(stem);
  return [...new Set([plural(one), one, stem])];
}

function distinctIds(values: readonly (string | number)[]): (string | number)[] {
  return [...new Set(values)].slice(0, 5);
}

function isIdentifierLike(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) && /\d/.test(value);
}

function isPlainObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFlat(value: unknown): boolean {
  return Object.values(value as Row).every((inner) => inner === null || typeof inner !== 'object');
}

/** The field as it stays when its reference candidate finds no target. */
export function withoutCandidate(field: GuessedField): FieldModel {
  const { candidate: _candidate, ...rest } = field;
  return rest;
}
