import { computed, DestroyRef, DOCUMENT, effect, inject, Injectable, signal } from '@angular/core';
import { NGA_BROWSER_STORAGE } from '../base/browser-storage';

/** The color theme: following the system, or forced. */
export type NgaThemeMode = 'system' | 'light' | 'dark';

const storageKey = 'nga-theme';

/**
 * Light and dark themes. `system` (the default) follows the operating system through CSS
 * `color-scheme`; `light` and `dark` set a class on `<html>` that the theme styles honor, for
 * as long as the application lives (a test's ends with its TestBed).
 *
 * @usageNotes
 * ```ts
 * inject(NgaTheme).mode.set('dark');
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaTheme {
  private readonly document = inject(DOCUMENT);
  private readonly storage = inject(NGA_BROWSER_STORAGE).local;
  readonly mode = signal<NgaThemeMode>(readStoredMode(this.storage));
  /** The Material icon of the current mode. */
  readonly icon = computed(() => MODE_ICONS[this.mode()]);

  /** Switches to the next mode: system, light, dark, then system again. */
  cycle(): void {
    this.mode.update((mode) => NEXT_MODE[mode]);
  }

  constructor() {
    effect(() => {
      const mode = this.mode();
      const classes = this.document.documentElement.classList;
      classes.toggle('nga-theme-light', mode === 'light');
      classes.toggle('nga-theme-dark', mode === 'dark');
      try {
        this.storage?.setItem(storageKey, mode);
      } catch {
        // Storage can be unavailable (private mode); the choice then lasts for the session.
      }
    });
    inject(DestroyRef).onDestroy(() =>
      this.document.documentElement.classList.remove('nga-theme-light', 'nga-theme-dark'),
    );
  }
}

const MODE_ICONS: Record<NgaThemeMode, string> = {
  system: 'brightness_auto',
  light: 'light_mode',
  dark: 'dark_mode',
};

const NEXT_MODE: Record<NgaThemeMode, NgaThemeMode> = {
  system: 'light',
  light: 'dark',
  dark: 'system',
};

function readStoredMode(storage: Storage | null): NgaThemeMode {
  try {
    const stored = storage?.getItem(storageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}
