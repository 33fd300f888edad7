import { computed, effect, inject, Injectable, signal, untracked } from '@angular/core';
import { NgaNotification } from '../../../base/notification';
import { errorText } from '../../../data/error-text';
import { NgaIntl } from '../../../i18n/intl';
import { NgaUserStorage } from '../columns/browser-storage';
import { NGA_SAVED_VIEWS_STORAGE, type NgaSavedView } from './saved-views-storage';

/**
 * The signed-in user's saved views, for the lists' "Views" menus and the navigation: loaded
 * from `NGA_SAVED_VIEWS_STORAGE` when first needed and again when the user changes.
 */
@Injectable({ providedIn: 'root' })
export class NgaSavedViews {
  private readonly storage = inject(NGA_SAVED_VIEWS_STORAGE);
  private readonly user = inject(NgaUserStorage).user;
  private readonly notification = inject(NgaNotification);
  private readonly intl = inject(NgaIntl);
  private readonly loadedViews = signal<readonly NgaSavedView[]>([]);

  /** Every saved view of the user, by name. */
  readonly views = computed(() =>
    [...this.loadedViews()].sort((a, b) => a.name.localeCompare(b.name)),
  );

  constructor() {
    effect(() => {
      const user = this.user();
      untracked(() => void this.load(user));
    });
  }

  /** The saved views of one list. */
  of(entityName: string): readonly NgaSavedView[] {
    return this.views().filter((view) => view.entity === entityName);
  }

  find(id: string): NgaSavedView | undefined {
    return this.loadedViews().find((view) => view.id === id);
  }

  /** Saves a view (a new one without `id`); a view of the same list and name is replaced. */
  async save(view: Omit<NgaSavedView, 'id'> & { id?: string }): Promise<NgaSavedView | null> {
    const existing = this.loadedViews().find(
      (saved) => saved.entity === view.entity && saved.name === view.name,
    );
    const saved: NgaSavedView = { ...view, id: view.id ?? existing?.id ?? newId() };
    const user = this.user();
    try {
      await this.storage.save(user, saved);
      this.loadedViews.update((views) => [...views.filter((v) => v.id !== saved.id), saved]);
      this.notification.success(this.intl.viewSaved(saved.name));
      return saved;
    } catch (error) {
      this.notification.error(errorText(error, this.intl));
      return null;
    }
  }

  async remove(view: NgaSavedView): Promise<void> {
    try {
      await this.storage.remove(this.user(), view.id);
      this.loadedViews.update((views) => views.filter((saved) => saved.id !== view.id));
    } catch (error) {
      this.notification.error(errorText(error, this.intl));
    }
  }

  private async load(user: string): Promise<void> {
    try {
      const views = await this.storage.load(user);
      if (this.user() === user) this.loadedViews.set(views);
    } catch (error) {
      this.notification.error(errorText(error, this.intl));
    }
  }
}

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random()}`;
}
