import {
  DestroyRef,
  EnvironmentInjector,
  inject,
  InjectionToken,
  provideAppInitializer,
  provideEnvironmentInitializer,
  type EnvironmentProviders,
} from '@angular/core';
import { DOCUMENT } from '@angular/common';
import { NgaFieldTypeRegistry } from './base/field-type-registry';
import { NGA_APPLICATION } from './base/tokens';
import { NgaConfigurationLoader } from './configuration-loader';
import { prefetchAddressData } from './routing/prefetch';
import { preloadViewCode, viewOfPath } from './routing/view-code';

/**
 * How long, at most, Angular's first render waits for the first page's request to leave (the
 * session restored), once the configuration is read. Beyond it the shell shows and the request
 * leaves when it can, as it would without the wait.
 */
export const FIRST_PAGE_WAIT_MS = 500;

/** What the first render waits for: the first page's request sent (or found not to be). */
const FIRST_PAGE = new InjectionToken<{ ready?: Promise<unknown> }>('NGA_FIRST_PAGE', {
  factory: () => ({}),
});

/**
 * The first page loads in one step (docs/architecture.md): its code once the configuration's
 * own has arrived (by the shape of the address, while the configuration is read and the session
 * restored); what its values need (numbro...) once the configuration names its fields; its data
 * as soon as the session is restored, not after the router's guards.
 *
 * Angular's first render (the shell, then the route) waits for that request to leave,
 * `FIRST_PAGE_WAIT_MS` at most. Rendered earlier, the shell is one long task that holds the
 * session's answer, so that the request leaves after it. Waiting for the view's code too was
 * measured: the page painted no sooner, and the shell later.
 */
export function provideFirstPageHeadStart(): EnvironmentProviders[] {
  return [
    provideEnvironmentInitializer(() => {
      const location = inject(DOCUMENT).location as Location | null;
      const view = viewOfPath(location?.pathname ?? '');
      if (!location || !view) return;
      const url = location.pathname + location.search;
      const injector = inject(EnvironmentInjector);
      let destroyed = false;
      inject(DestroyRef).onDestroy(() => (destroyed = true));
      const loader = inject(NgaConfigurationLoader);
      void loader.codeLoaded().then(() => {
        if (!destroyed) void preloadViewCode(view);
      });
      const request = loader.load().then(() => {
        if (destroyed) return undefined;
        const application = injector.get(NGA_APPLICATION);
        if (!application.hasEntity(view.entity)) return undefined;
        const shown = application.getEntity(view.entity).getView(view.kind);
        if (!shown.isEnabled()) return undefined;
        void injector.get(NgaFieldTypeRegistry).loadDisplays(shown.fields());
        return prefetchAddressData(injector, view, url);
      });
      // Only a head start: the route loads its page itself, and reports its failures.
      inject(FIRST_PAGE).ready = request.catch(() => undefined);
    }),
    provideAppInitializer(() => {
      const { ready } = inject(FIRST_PAGE);
      return inject(NgaConfigurationLoader)
        .load()
        .then(() => ready && Promise.race([ready, delay(FIRST_PAGE_WAIT_MS)]));
    }),
  ];
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
