import { Component, computed, effect, inject } from '@angular/core';
import { Location } from '@angular/common';
import type { FormView } from '@ng-admin/core/config';
import { NgaLinks } from '../../base/links';
import { NGA_APPLICATION } from '../../base/tokens';
import type { NgaHasUnsavedChanges } from '../../base/unsaved-changes';
import { NgaDatastore } from '../../data/datastore';
import { NgaIntl } from '../../i18n/intl';
import {
  injectQueryParam,
  injectRouteParam,
  injectTabInAddress,
  routeData,
} from '../shared/route-params';
import { NgaViewFrame, type NgaViewState } from '../shared/view-frame';
import { NgaFormBody } from './form-body';
import { NgaFormStore } from './form-store';

/**
 * The creation (`/:entity/create`) and edition (`/:entity/edit/:id`) views: a typed reactive
 * form of the view's fields, validation, the submit hooks, server violations on their
 * controls, one clear message when a save fails, a sticky bar of actions (Save, Cancel,
 * Delete), unsaved values kept as a draft and offered back, and a guard against leaving with
 * unsaved changes (in the app or the browser).
 */
@Component({
  selector: 'nga-form-page',
  imports: [NgaFormBody, NgaViewFrame],
  providers: [NgaDatastore, NgaFormStore],
  host: { '(window:beforeunload)': 'onBeforeUnload($event)' },
  templateUrl: './form-page.html',
  styles: `
    :host {
      display: block;
    }
  `,
})
export class NgaFormPage implements NgaHasUnsavedChanges {
  /** The route's `:entity`, `:id` (edition), `kind` (route data) and `defaultValues` query. */
  protected readonly entity = injectRouteParam('entity');
  private readonly idParam = injectRouteParam('id');
  protected readonly id = computed(() => this.idParam() || undefined);
  private readonly kind = routeData<'creation' | 'edition'>('kind') ?? 'creation';
  protected readonly defaultValues = injectQueryParam('defaultValues');
  /** The `tab` query parameter: the tab shown, kept across reloads. */
  protected readonly tab = injectQueryParam('tab');

  protected readonly store = inject(NgaFormStore);
  protected readonly intl = inject(NgaIntl);
  protected readonly datastore = inject(NgaDatastore);
  protected readonly location = inject(Location);
  private readonly application = inject(NGA_APPLICATION);
  private readonly links = inject(NgaLinks);
  protected readonly selectTab = injectTabInAddress();

  protected readonly view = computed(() => {
    const entity = this.application.getEntity(this.entity());
    return (this.kind === 'edition' ? entity.editionView() : entity.creationView()) as FormView;
  });

  protected readonly defaultTitle = computed(() => {
    const view = this.view();
    const label = view.entity.label();
    return view.kind === 'edition'
      ? this.intl.editTitle(label, this.id())
      : this.intl.createTitle(label);
  });
  /** The record as the frame shows it: the loaded entry, its problem, the templates' scope. */
  protected readonly record: NgaViewState = {
    current: computed(() => this.store.current()?.entry ?? null),
    problem: this.store.problem,
    scope: computed(() => {
      const loaded = this.store.current();
      return {
        entry: loaded?.entry,
        entity: this.view().entity,
        view: this.view(),
        form: loaded?.form ?? null,
        datastore: this.datastore,
      };
    }),
    retry: () => this.store.retry(),
  };
  /** The deletion view of the entry, offered in the actions bar of an edition form. */
  protected readonly deleteLink = computed(() => {
    const view = this.view();
    const id = this.id();
    return view.kind === 'edition' && id !== undefined && this.links.allows(view.entity, 'deletion')
      ? this.links.delete(view.entity, id).commands
      : null;
  });

  constructor() {
    effect(() => this.store.open(this.view(), this.id(), this.defaultValues()));
  }

  hasUnsavedChanges(): boolean {
    return this.store.hasUnsavedChanges();
  }

  /** Leaving the application (reload, closing the tab) with unsaved changes asks first too. */
  protected onBeforeUnload(event: BeforeUnloadEvent): void {
    if (this.hasUnsavedChanges()) event.preventDefault();
  }
}
