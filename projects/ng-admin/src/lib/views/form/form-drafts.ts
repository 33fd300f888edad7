import { DOCUMENT, inject, Injectable } from '@angular/core';

/** Where a form's unsaved values are kept: one slot per entity, view kind and record. */
export interface NgaDraftKey {
  readonly entityName: string;
  readonly kind: 'creation' | 'edition';
  readonly id?: unknown;
}

const PREFIX = 'nga-draft:';

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
  private readonly storage = storageOf(inject(DOCUMENT));

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

function storageOf(document: Document): Storage | null {
  try {
    return document.defaultView?.sessionStorage ?? null;
  } catch {
    return null;
  }
}
