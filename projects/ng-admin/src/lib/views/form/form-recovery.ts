import { Injectable } from '@angular/core';
import type { Entry } from '../../data/entry';
import { idKey } from '../../data/reference-plan';

/** A save shown at once that the server refused, waiting for its form to come back. */
export interface NgaFailedSave {
  /** The entry the form started from (its version is the one the save named). */
  readonly entry: Entry;
  /** Every value of the form when Save was pressed. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly error: unknown;
}

/**
 * Saves shown at once (`undoable` or `optimistic` edition) that the server refused after the
 * form was left: the edition form of the record takes its one back when it opens, with the
 * values typed, the server's violations on their controls or the conflict dialog.
 *
 * @usageNotes
 * ```ts
 * recovery.put('posts', 12, { entry, values, error });
 * const failed = recovery.take('posts', 12); // then gone
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaFormRecovery {
  private readonly failed = new Map<string, NgaFailedSave>();

  put(entityName: string, id: unknown, save: NgaFailedSave): void {
    this.failed.set(key(entityName, id), save);
  }

  /** The failed save of a record, once. */
  take(entityName: string, id: unknown): NgaFailedSave | undefined {
    const found = this.failed.get(key(entityName, id));
    this.failed.delete(key(entityName, id));
    return found;
  }
}

function key(entityName: string, id: unknown): string {
  return `${entityName}\u0000${idKey(id)}`;
}
