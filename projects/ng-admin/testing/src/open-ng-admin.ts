import { HarnessLoader } from '@angular/cdk/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { Router } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { NgaNotificationHarness } from './harnesses/notification-harness';
import { pollUntil } from './harnesses/waiting';
import { NgaInMemoryApi } from './in-memory/in-memory-api';

/**
 * The admin opened in a `TestBed` by `openNgAdmin`: harness loaders, navigation, the URL, the
 * in-memory API and notifications.
 *
 * @usageNotes
 * ```ts
 * const admin: NgaOpenedAdmin = await openNgAdmin('/posts/create');
 * await (await admin.loader.getHarness(NgaFormHarness)).save();
 * expect(await admin.waitForNotification()).toBe('Element successfully created.');
 * expect(admin.api.collection('posts').length).toBe(1);
 * ```
 */
export interface NgaOpenedAdmin {
  /** The fixture that hosts the routed views. */
  readonly fixture: ComponentFixture<unknown>;
  /** Finds harnesses in the routed views (`loader.getHarness(NgaListHarness)`). */
  readonly loader: HarnessLoader;
  /** Finds harnesses anywhere in the document, overlays (notifications, menus) included. */
  readonly documentLoader: HarnessLoader;
  /** Angular's router testing harness, for what the helpers here do not cover. */
  readonly router: RouterTestingHarness;
  /** The in-memory API of `provideNgAdminTesting`; throws without it. */
  readonly api: NgaInMemoryApi;
  /** Navigates to an admin URL and waits until the view is rendered with its data. */
  navigate(url: string): Promise<void>;
  /** The current URL (`/posts/list?page=2`). */
  url(): string;
  /**
   * Waits until a notification shows (they load lazily, after the action that causes them)
   * and returns its message; with `message`, until one with this text (or matching this
   * pattern) shows, as an earlier notification may still be on screen.
   */
  waitForNotification(message?: string | RegExp): Promise<string>;
}

/**
 * Opens the admin at a URL in the current `TestBed` (configured with `provideNgAdminTesting`
 * or `provideNgAdmin`) and waits until the view shows its data. Harnesses found through its
 * `loader` follow the views as the test navigates.
 *
 * @usageNotes
 * ```ts
 * const admin = await openNgAdmin('/posts/list');
 * const list = await admin.loader.getHarness(NgaListHarness);
 * await (await list.getRows())[0].openDetail();
 * expect(admin.url()).toBe('/posts/show/1');
 * const show = await admin.loader.getHarness(NgaShowHarness);
 * ```
 */
export async function openNgAdmin(url = '/'): Promise<NgaOpenedAdmin> {
  const router = await RouterTestingHarness.create();
  const fixture = router.fixture as ComponentFixture<unknown>;
  const opened: NgaOpenedAdmin = {
    fixture,
    loader: TestbedHarnessEnvironment.loader(fixture),
    documentLoader: TestbedHarnessEnvironment.documentRootLoader(fixture),
    router,
    get api(): NgaInMemoryApi {
      const api = TestBed.inject(NgaInMemoryApi, null);
      if (!api) {
        throw new Error(
          'openNgAdmin: no NgaInMemoryApi; configure TestBed with provideNgAdminTesting',
        );
      }
      return api;
    },
    async navigate(target: string): Promise<void> {
      await router.navigateByUrl(target);
      await fixture.whenStable();
    },
    url: () => TestBed.inject(Router).url,
    async waitForNotification(message?: string | RegExp): Promise<string> {
      const accepts = (text: string) =>
        message === undefined ||
        (typeof message === 'string' ? text === message : message.test(text));
      const messages = await pollUntil(
        () => fixture.whenStable(),
        async () => {
          const shown = await opened.documentLoader.getAllHarnesses(NgaNotificationHarness);
          return Promise.all(shown.map((notification) => notification.getMessage()));
        },
        (texts) => texts.some(accepts),
        message === undefined ? 'a notification' : `the notification ${String(message)}`,
      );
      return messages.filter(accepts).pop() ?? '';
    },
  };
  await opened.navigate(url);
  return opened;
}
