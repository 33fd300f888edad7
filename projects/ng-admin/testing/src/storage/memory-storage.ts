/**
 * A `Storage` that lives in memory: what `provideNgAdminTesting` gives each `TestBed` as the
 * admin's local and session storage, so that nothing one test keeps (column choices, drafts,
 * writes kept for the next start) is seen by the next one, and the browser's own storage is
 * left alone. Share one between two `TestBed`s to simulate a restart.
 *
 * @usageNotes
 * ```ts
 * const storage = { local: new NgaMemoryStorage(), session: new NgaMemoryStorage() };
 * providers: [provideNgAdminTesting(() => buildBlogAdmin(), { storage })];
 * // ...later, what the admin kept:
 * storage.local.getItem('nga-kept-writes');
 * ```
 */
export class NgaMemoryStorage implements Storage {
  // `Storage` allows reading items as properties; this one only through its methods.
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  clear(): void {
    this.#items.clear();
  }
}
