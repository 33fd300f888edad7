import { TestBed } from '@angular/core/testing';
import { NgaFrenchIntl } from '../i18n/intl-fr';
import { NgaIntl } from '../i18n/intl';
import { NGA_NOTIFICATION_SNACK_BAR, NgaNotification } from './notification';

const notDownloaded = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: snack-bar.js'));

/** Waits until `check` gives something (2 s at most). */
async function until<T>(check: () => T | null | undefined, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = check();
    if (found) return found;
    if (Date.now() - started > 2000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const banner = () => document.querySelector<HTMLElement>('.nga-notification-fallback');
const buttons = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].map((button) => button.textContent);

describe('NgaNotification when the snack bar did not download', () => {
  let loadSnackBar: () => Promise<typeof import('./notification-snack-bar')>;

  beforeEach(() => {
    loadSnackBar = notDownloaded;
    spyOn(console, 'error');
    TestBed.configureTestingModule({
      providers: [
        { provide: NgaIntl, useClass: NgaFrenchIntl },
        { provide: NGA_NOTIFICATION_SNACK_BAR, useValue: () => loadSnackBar() },
      ],
    });
  });

  afterEach(() => {
    banner()?.remove();
    document.querySelector('.nga-notification-error, .nga-notification-success')?.remove();
  });

  it('still shows an error, as an alert that stays, with Reload the page and Dismiss', async () => {
    const notification = TestBed.inject(NgaNotification);
    notification.error('Échec de l’enregistrement : titre déjà pris');
    const shown = await until(banner, 'the banner');
    expect(shown.getAttribute('role')).toBe('alert');
    expect(shown.textContent).toContain('Échec de l’enregistrement : titre déjà pris');
    expect(buttons(shown)).toEqual(['Recharger la page', 'Fermer']);

    shown.querySelectorAll('button')[1]!.click();
    expect(banner()).toBeNull();
    // Logged once, whatever the number of messages.
    notification.success('Enregistré');
    expect((await until(banner, 'the second banner')).getAttribute('role')).toBe('status');
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('settles an offer with the answer, or expired when its time runs out', async () => {
    const notification = TestBed.inject(NgaNotification);
    const answered = notification.offer('Article archivé.', 'Annuler', { duration: null });
    const shown = await until(banner, 'the offer');
    expect(buttons(shown)).toEqual(['Annuler', 'Recharger la page', 'Fermer']);
    shown.querySelector('button')!.click();
    expect(await answered).toBe('action');

    expect(await notification.offer('Article archivé.', 'Annuler', { duration: 50 })).toBe(
      'expired',
    );
    expect(banner()).toBeNull();
  });

  it('offers the reload once for downloadFailed, and tries the snack bar again later', async () => {
    const notification = TestBed.inject(NgaNotification);
    void notification.downloadFailed();
    const shown = await until(banner, 'the banner');
    expect(shown.textContent).toContain(new NgaFrenchIntl().codeDownloadFailed);
    expect(buttons(shown)).toEqual(['Recharger la page', 'Fermer']);
    shown.querySelectorAll('button')[1]!.click();

    loadSnackBar = () => import('./notification-snack-bar');
    notification.success('Enregistré');
    const snackBar = await until(
      () => document.querySelector('nga-notification-message'),
      'the snack bar',
    );
    expect(snackBar.textContent).toContain('Enregistré');
    expect(banner()).toBeNull();
  });
});
