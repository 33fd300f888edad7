import { computed, inject, Injectable } from '@angular/core';
import { NGA_BROWSER_STORAGE } from '../../../base/browser-storage';
import { NgaAuth } from '../../../data/auth/auth';

/**
 * The browser's local storage (`NGA_BROWSER_STORAGE`) under keys of the signed-in user: one
 * user's list settings are not another's on a shared computer. Storage can be missing or full (private mode, quotas):
 * reading then finds nothing and writing keeps the choice for the page's life only.
 */
@Injectable({ providedIn: 'root' })
export class NgaUserStorage {
  private readonly storage = inject(NGA_BROWSER_STORAGE).local;
  private readonly auth = inject(NgaAuth);

  /** Who the keys belong to: the identity's `id`, `username` or `email`, else `anonymous`. */
  readonly user = computed(() => {
    const identity = this.auth.identity();
    for (const key of ['id', 'username', 'email']) {
      const value = identity?.[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
    return 'anonymous';
  });

  read(key: string): unknown {
    try {
      const text = this.storage?.getItem(this.key(key));
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  }

  write(key: string, value: unknown): void {
    try {
      if (value === null) this.storage?.removeItem(this.key(key));
      else this.storage?.setItem(this.key(key), JSON.stringify(value));
    } catch {
      // Unavailable or full: the choice lasts as long as the page.
    }
  }

  private key(key: string): string {
    return `nga/${this.user()}/${key}`;
  }
}
