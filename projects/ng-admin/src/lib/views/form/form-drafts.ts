import { inject, Injectable } from '@angular/core';
import type { AbstractControl } from '@angular/forms';
import type { EntryLike, View } from '@ng-admin/core/config';
import { debounceTime, type Subscription } from 'rxjs';
import { NGA_BROWSER_STORAGE } from '../../base/browser-storage';

/** Where a form's unsaved values are kept: one slot per entity, view kind and record. */
export interface NgaDraftKey {
  readonly entityName: string;
  readonly kind: 'creation' | 'edition';
  readonly id?: unknown;
}

const PREFIX = 'nga-draft:';

/** How long typing may pause before the values are kept as a draft (ms). */
const DRAFT_DELAY = 400;

/** The draft slot of a form of `view` started from `entry`. */
export function draftKeyOf(view: View, entry: EntryLike): NgaDraftKey {
  return {
    entityName: view.entity.name(),
    kind: view.kind === 'edition' ? 'edition' : 'creation',
    id: entry.identifierValue,
  };
}

/**
 * Keeps the values of a form being edited in the tab's session storage, so that a reload, a
 * crash or a failed save never loses what the user typed: the form offers them back on its
 * next visit. A draft is dropped once saved or discarded. Storage may be unavailable (private
 * browsing); drafts then simply do not survive a reload.
 *
 * @usageNotes
 * ```ts
 * drafts.save({ entityName: 'posts', kind: 'edition', id: 12 }, form.getRawValue());
 * const values = drafts.read({ entityName: 'posts', kind: 'edition', id: 12 });
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaFormDrafts {
  private readonly storage = inject(NGA_BROWSER_STORAGE).session;

  save(key: NgaDraftKey, values: Readonly<Record<string, unknown>>): void {
    try {
      this.storage?.setItem(slot(key), JSON.stringify({ values, savedAt: Date.now() }));
    } catch {
      // A full or unavailable storage: the draft lives only as long as the page.
    }
  }

  /** The values of a draft, or null when there is none (or it cannot be read). */
  read(key: NgaDraftKey): Record<string, unknown> | null {
    try {
      const text = this.storage?.getItem(slot(key));
      if (!text) return null;
      const parsed: unknown = JSON.parse(text);
      const values = (parsed as { values?: unknown } | null)?.values;
      return values && typeof values === 'object' && !Array.isArray(values)
        ? (values as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  /** A draft worth offering: one whose values differ from what the form starts with. */
  offered(
    key: NgaDraftKey,
    start: Readonly<Record<string, unknown>>,
  ): Record<string, unknown> | null {
    const draft = this.read(key);
    if (!draft) return null;
    const differs = Object.keys(draft).some(
      (name) => name in start && JSON.stringify(draft[name]) !== JSON.stringify(start[name]),
    );
    return differs ? draft : null;
  }

  /** Keeps the values of a form with unsaved changes as its draft. */
  keepIfDirty(key: NgaDraftKey, form: AbstractControl<Record<string, unknown>>): void {
    if (form.dirty) this.save(key, form.getRawValue());
  }

  /** Keeps a form's values as its draft each time the typing pauses. */
  follow(key: NgaDraftKey, form: AbstractControl<Record<string, unknown>>): Subscription {
    return form.valueChanges
      .pipe(debounceTime(DRAFT_DELAY))
      .subscribe(() => this.keepIfDirty(key, form));
  }

  discard(key: NgaDraftKey): void {
    try {
      this.storage?.removeItem(slot(key));
    } catch {
      // Nothing to remove from an unavailable storage.
    }
  }
}

function slot({ entityName, kind, id }: NgaDraftKey): string {
  return `${PREFIX}${entityName}:${kind}:${kind === 'edition' ? String(id) : 'new'}`;
}
