import { inject, Injectable, Injector, signal } from '@angular/core';
import type { EntryLike } from '@ng-admin/core/config';
import { Entry } from './entry';
import { idKey } from './reference-plan';
import type { NgaPendingChange, NgaPendingWrites } from './pending-writes';

/** The key under which writes that could not be sent as a page closed wait for the next visit. */
export const KEPT_WRITES = 'nga-kept-writes';

/** What reads the changes shown before the server confirmed them: `NgaPendingWrites`. */
export interface NgaPendingChangeReader {
  changeOf(entityName: string, id: unknown): NgaPendingChange | undefined;
}

/**
 * The changes on screen that the server has not confirmed yet, for code that every page
 * loads (reference labels): `NgaPendingWrites`, which sends the writes, connects itself here
 * when the first undoable or optimistic write loads it, so that it stays out of the initial
 * bundle.
 *
 * @usageNotes
 * ```ts
 * const change = inject(NgaPendingChangeSource).changeOf('tags', 3); // reactive
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaPendingChangeSource {
  private readonly reader = signal<NgaPendingChangeReader | undefined>(undefined);

  /** The pending change of a record, if any (reactive). */
  changeOf(entityName: string, id: unknown): NgaPendingChange | undefined {
    return this.reader()?.changeOf(entityName, id);
  }

  /** Called once by `NgaPendingWrites`. */
  connect(reader: NgaPendingChangeReader): void {
    this.reader.set(reader);
  }
}

/** Whether writes were kept from an earlier visit (cheap: read before loading their code). */
export function hasKeptWrites(storage: Storage | null): boolean {
  try {
    const kept = storage?.getItem(KEPT_WRITES);
    return kept !== null && kept !== undefined && kept !== '[]';
  } catch {
    return false;
  }
}

/**
 * Loads the undo queue, `NgaPendingWrites` (its code is a chunk of its own, loaded with the
 * first undoable or optimistic write): call it in an injection context, or give the injector.
 *
 * @usageNotes
 * ```ts
 * const pendingWrites = await loadPendingWrites(this.injector);
 * const outcome = await pendingWrites.run(write, 'undoable');
 * ```
 */
export async function loadPendingWrites(
  injector: Injector = inject(Injector),
): Promise<NgaPendingWrites> {
  const { NgaPendingWrites } = await import('./pending-writes');
  return injector.get(NgaPendingWrites);
}

/**
 * Entries as the screen shows them while writes are pending: deleted records left out,
 * updated ones with their new values.
 *
 * @usageNotes
 * ```ts
 * const shown = withPendingChanges('posts', page.entries, pendingWrites.changes());
 * ```
 */
export function withPendingChanges<E extends EntryLike>(
  entityName: string,
  entries: readonly E[],
  changes: readonly NgaPendingChange[],
): E[] {
  const mine = changes.filter((change) => change.entityName === entityName);
  if (mine.length === 0) return [...entries];
  const byId = new Map(mine.map((change) => [idKey(change.id), change]));
  const shown: E[] = [];
  for (const entry of entries) {
    const change = byId.get(idKey(entry.identifierValue));
    if (!change) shown.push(entry);
    else if (change.kind === 'update') shown.push(withValues(entry, change.values ?? {}));
  }
  return shown;
}

/** An entry with some values replaced; an `Entry` stays an `Entry` (its source and version kept). */
export function withValues<E extends EntryLike>(
  entry: E,
  values: Readonly<Record<string, unknown>>,
): E {
  const merged = { ...entry.values, ...values };
  if (entry instanceof Entry) {
    const copy = new Entry(entry.entityName, merged, entry.identifierValue, entry.source);
    copy.etag = entry.etag;
    return copy as unknown as E;
  }
  return { ...entry, values: merged };
}
