import {
  DestroyRef,
  EnvironmentInjector,
  inject,
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
 * The first page loads in one step (docs/architecture.md): its code once the configuration's
 * own has arrived (by the shape of the address, while the configuration is read and the session
 * restored); what its values need (numbro...) once the configuration names its fields; its data
 * as soon as the session is restored, not after the router's guards.
 *
 * Angular's first render does not wait for that request. Holding it until the request had
 * left was measured: the request left earlier on a loopback server, but the shell's render then
 * delayed the list's answer and the request of its references instead, the list painted no
 * sooner, and over a slow network the page would stay blank one more round trip.
 */
export function provideFirstPageHeadStart(): EnvironmentProviders {
  return provideEnvironmentInitializer(() => {
    const location = inject(DOCUMENT).location as Location | null;
    const view = viewOfPath(location?.pathname ?? '');
    if (!location || !view) return;
    const url = location.pathname + location.search;
    const injector = inject(EnvironmentInjector);
    let destroyed = false;
    inject(DestroyRef).onDestroy(() => (destroyed = true));
    const loader = inject(NgaConfigurationLoader);
    loader.whenCodeLoaded(() => {
      if (!destroyed) preloadViewCode(view);
    });
    void loader
      .load()
      .then(() => {
        if (destroyed) return undefined;
        const application = injector.get(NGA_APPLICATION);
        if (!application.hasEntity(view.entity)) return undefined;
        const shown = application.getEntity(view.entity).getView(view.kind);
        if (!shown.isEnabled()) return undefined;
        void injector.get(NgaFieldTypeRegistry).loadDisplays(shown.fields());
        return prefetchAddressData(injector, view, url);
      })
      // Only a head start: the route loads its page itself, and reports its failures.
      .catch(() => undefined);
  });
}
