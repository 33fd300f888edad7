import { Injectable, signal } from '@angular/core';
import type { NgaPendingChange } from './pending-writes';

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
export function hasKeptWrites(window: Window | null): boolean {
  try {
    const kept = window?.localStorage.getItem(KEPT_WRITES);
    return kept !== null && kept !== undefined && kept !== '[]';
  } catch {
    return false;
  }
}
