import { inject, InjectionToken } from '@angular/core';
import type { SortDir } from '@ng-admin/core/config';
import { NGA_BROWSER_STORAGE } from '../../../base/browser-storage';
import type { NgaColumnChoice } from '../columns/column-choice';

/**
 * A list as a user saved it under a name: its filters, sort and columns.
 *
 * @usageNotes
 * ```ts
 * const drafts: NgaSavedView = {
 *   id: 'b1f0', name: 'Drafts', entity: 'posts', search: { published: false },
 *   sortField: 'title', sortDir: 'ASC', columns: { order: ['id', 'title'], hidden: [] },
 * };
 * ```
 */
export interface NgaSavedView {
  /** Unique among the user's saved views. */
  readonly id: string;
  readonly name: string;
  /** The entity name of the list. */
  readonly entity: string;
  /** The filter values, as the list's `search` URL parameter holds them. */
  readonly search: Readonly<Record<string, unknown>>;
  readonly sortField: string;
  readonly sortDir: SortDir;
  readonly perPage?: number;
  /** The columns' order and the hidden ones; null: the configuration's. */
  readonly columns: NgaColumnChoice | null;
}

/**
 * Where saved views are kept. The admin keeps them in the browser (`localStorage`, per user);
 * provide `NGA_SAVED_VIEWS_STORAGE` with your own to keep them on your API, so that they
 * follow a user from one computer to another. A failed call is told to the user; the list
 * goes on.
 *
 * @usageNotes
 * ```ts
 * @Injectable({ providedIn: 'root' })
 * export class ApiSavedViews implements NgaSavedViewsStorage {
 *   private readonly http = inject(HttpClient);
 *   load(user: string) {
 *     return firstValueFrom(this.http.get<NgaSavedView[]>(`/api/users/${user}/views`));
 *   }
 *   async save(user: string, view: NgaSavedView) {
 *     await firstValueFrom(this.http.put(`/api/users/${user}/views/${view.id}`, view));
 *   }
 *   async remove(user: string, id: string) {
 *     await firstValueFrom(this.http.delete(`/api/users/${user}/views/${id}`));
 *   }
 * }
 * // app.config.ts
 * providers: [{ provide: NGA_SAVED_VIEWS_STORAGE, useExisting: ApiSavedViews }]
 * ```
 */
export interface NgaSavedViewsStorage {
  /** Every saved view of a user, of all lists. */
  load(user: string): Promise<readonly NgaSavedView[]>;
  /** Adds a view, or replaces the one with the same `id`. */
  save(user: string, view: NgaSavedView): Promise<void>;
  remove(user: string, id: string): Promise<void>;
}

/**
 * The storage of saved views: the browser's by default (`NgaBrowserSavedViews`).
 *
 * @usageNotes
 * ```ts
 * providers: [{ provide: NGA_SAVED_VIEWS_STORAGE, useExisting: ApiSavedViews }]
 * ```
 */
// Pure: an application that never asks for saved views does not keep the token in its first
// bundle (the public API exports it).
export const NGA_SAVED_VIEWS_STORAGE = /* @__PURE__ */ new InjectionToken<NgaSavedViewsStorage>(
  'NGA_SAVED_VIEWS_STORAGE',
  {
    providedIn: 'root',
    factory: () => new NgaBrowserSavedViews(inject(NGA_BROWSER_STORAGE).local),
  },
);

/**
 * Saved views in the browser's local storage (`NGA_BROWSER_STORAGE`'s `local`), one key per
 * user (`nga/<user>/saved-views`). Without storage (private mode, full), views last as long as
 * the page.
 *
 * @usageNotes
 * ```ts
 * const storage = new NgaBrowserSavedViews(inject(NGA_BROWSER_STORAGE).local);
 * await storage.save('ada', view);
 * ```
 */
export class NgaBrowserSavedViews implements NgaSavedViewsStorage {
  private readonly memory = new Map<string, readonly NgaSavedView[]>();

  constructor(private readonly storage: Storage | null) {}

  async load(user: string): Promise<readonly NgaSavedView[]> {
    return this.memory.get(user) ?? this.read(user);
  }

  async save(user: string, view: NgaSavedView): Promise<void> {
    const views = await this.load(user);
    const index = views.findIndex((saved) => saved.id === view.id);
    this.write(
      user,
      index < 0 ? [...views, view] : views.map((saved, at) => (at === index ? view : saved)),
    );
  }

  async remove(user: string, id: string): Promise<void> {
    this.write(
      user,
      (await this.load(user)).filter((saved) => saved.id !== id),
    );
  }

  private key(user: string): string {
    return `nga/${user}/saved-views`;
  }

  private read(user: string): readonly NgaSavedView[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(this.key(user)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isSavedView) : [];
    } catch {
      return [];
    }
  }

  private write(user: string, views: readonly NgaSavedView[]): void {
    this.memory.set(user, views);
    try {
      this.storage?.setItem(this.key(user), JSON.stringify(views));
    } catch {
      // Kept in memory for the page's life.
    }
  }
}

function isSavedView(value: unknown): value is NgaSavedView {
  if (!value || typeof value !== 'object') return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view['id'] === 'string' &&
    typeof view['name'] === 'string' &&
    typeof view['entity'] === 'string' &&
    typeof view['sortField'] === 'string' &&
    (view['sortDir'] === 'ASC' || view['sortDir'] === 'DESC') &&
    !!view['search'] &&
    typeof view['search'] === 'object'
  );
}
