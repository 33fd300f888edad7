import { ensureString } from './config-errors';
import { defineSettings, type Setting } from './setting';
import { orNull, stringRule } from './setting-rules';

/** A value given to `admin.batchUpdate`, or a function computing it when the action runs. */
export type BatchUpdateValue = unknown | (() => unknown);

/**
 * A built-in batch action that sets one field on every selected record. With a value it
 * writes that value at once; without one it first opens a small form with the field's own
 * input (the field as the edition view configures it). Made by `admin.batchUpdate()` and
 * given to `listView().batchActions([...])`.
 *
 * @usageNotes
 * ```ts
 * posts.listView().batchActions([
 *   'delete',
 *   admin.batchUpdate('published', true).label('Publish').icon('publish'),
 *   admin.batchUpdate('published_at', () => new Date().toISOString().slice(0, 10)).label('Publish today'),
 *   admin.batchUpdate('category').label('Set category'), // asks for the value
 * ]);
 * ```
 */
export class BatchUpdate {
  private readonly _fieldName: string;
  private readonly _hasValue: boolean;
  private readonly _value: BatchUpdateValue;

  constructor(fieldName: string, ...value: [] | [BatchUpdateValue]) {
    this._fieldName = ensureString('admin', 'batchUpdate', fieldName);
    this._hasValue = value.length > 0;
    this._value = value[0];
  }

  /** `Batch update of "published"`: how error messages name this action. */
  toString(): string {
    return `Batch update of "${this._fieldName}"`;
  }

  /** The name of the field it sets (a dot path sets a nested property). */
  fieldName(): string {
    return this._fieldName;
  }

  /** Whether it asks for the value in a form (no value was given). */
  asksForValue(): boolean {
    return !this._hasValue;
  }

  /** The value to write: the one given, or what its function returns now. */
  value(): unknown {
    return typeof this._value === 'function' ? (this._value as () => unknown)() : this._value;
  }

  /** The button's text. Default null: the admin says "Set <field label>". */
  declare label: Setting<string | null, this>;

  /** A Material icon name for the button. Default `'edit'`. */
  declare icon: Setting<string, this>;

  static {
    defineSettings<BatchUpdate>(this.prototype, {
      label: { initial: () => null, accept: orNull(ensureString) },
      icon: stringRule('edit'),
    });
  }
}

/**
 * Whether a batch action is a `BatchUpdate` (the others are names and template tags).
 *
 * @usageNotes
 * ```ts
 * view.batchActions().filter(isBatchUpdate); // the built-in updates of a list
 * ```
 */
export function isBatchUpdate(action: unknown): action is BatchUpdate {
  return action instanceof BatchUpdate;
}
