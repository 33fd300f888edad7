import { DOCUMENT, inject, InjectionToken } from '@angular/core';

/**
 * The browser storages the admin keeps things in: `local` for what outlives the tab (column
 * choices, saved views, the theme, writes that could not be sent as a page closed), `session`
 * for what lives as long as the tab (form drafts). Either is null where the browser refuses it
 * (a sandboxed frame, storage disabled); the admin then keeps things for the page's life only.
 *
 * @usageNotes
 * ```ts
 * const storage: NgaBrowserStorage = { local: window.localStorage, session: null };
 * ```
 */
export interface NgaBrowserStorage {
  readonly local: Storage | null;
  readonly session: Storage | null;
}

/**
 * Where the admin reads and writes browser storage: the window's `localStorage` and
 * `sessionStorage` by default. Provide your own to keep the admin's choices elsewhere (a
 * storage with a prefix of your own, an in-memory one); `provideNgAdminTesting` gives each
 * `TestBed` fresh in-memory storages, so that tests do not leak into each other.
 *
 * @usageNotes
 * ```ts
 * // What the admin kept, e.g. the writes waiting for the next visit:
 * const kept = inject(NGA_BROWSER_STORAGE).local?.getItem('nga-kept-writes');
 *
 * // app.config.ts: nothing kept beyond the tab.
 * providers: [
 *   { provide: NGA_BROWSER_STORAGE, useValue: { local: sessionStorage, session: sessionStorage } },
 * ]
 * ```
 */
export const NGA_BROWSER_STORAGE = new InjectionToken<NgaBrowserStorage>('NGA_BROWSER_STORAGE', {
  providedIn: 'root',
  factory: () => {
    const window = inject(DOCUMENT).defaultView;
    return {
      local: storageOf(() => window?.localStorage),
      session: storageOf(() => window?.sessionStorage),
    };
  },
});

/** A storage, or null: reading `localStorage` throws in sandboxed frames and when disabled. */
function storageOf(read: () => Storage | undefined): Storage | null {
  try {
    return read() ?? null;
  } catch {
    return null;
  }
}
