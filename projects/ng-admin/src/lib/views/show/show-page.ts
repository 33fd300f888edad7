import { Component, computed, inject } from '@angular/core';
import type { Field } from '@ng-admin/core/config';
import { rxResource } from '@angular/core/rxjs-interop';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { NgaDisplayView } from '../../fields/display-view';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaIntl } from '../../i18n/intl';
import { NgaTemplate } from '../../templates/template';
import { NGA_APPLICATION } from '../../base/tokens';
import { injectFieldComponents } from '../../fields/field-components';
import { NgaDatastore } from '../../data/datastore';
import { injectEntryLoader } from '../shared/load-entry';
import { NgaViewActions } from '../shared/view-actions';
import { NgaViewHeader } from '../shared/view-header';
import { injectRouteParam } from '../shared/route-params';

/**
 * The show view (`/:entity/show/:id`): each field's value with its label, templates, and the
 * datagrids of referenced and embedded lists.
 */
@Component({
  selector: 'nga-show-page',
  imports: [
    MatProgressBarModule,
    NgaDisplayView,
    NgaFieldOutlet,
    NgaTemplate,
    NgaViewActions,
    NgaViewHeader,
  ],
  providers: [NgaDatastore],
  templateUrl: './show-page.html',
  styleUrl: './show-page.scss',
})
export class NgaShowPage {
  /** The route's `:entity` and `:id` parameters. */
  protected readonly entity = injectRouteParam('entity');
  protected readonly id = injectRouteParam('id');

  protected readonly intl = inject(NgaIntl);
  protected readonly datastore = inject(NgaDatastore);
  private readonly application = inject(NGA_APPLICATION);
  private readonly entries = injectEntryLoader();

  protected readonly view = computed(() => this.application.getEntity(this.entity()).showView());
  protected readonly fields = computed(() => this.view().fields());
  protected readonly components = injectFieldComponents(this.fields, 'value');
  protected readonly entry = rxResource({
    params: () => ({ view: this.view(), id: this.id() }),
    stream: ({ params }) => this.entries.load(params.view, params.id),
  });

  private readonly registry = inject(NgaFieldTypeRegistry);

  protected hasValueComponent(field: Field): boolean {
    return this.registry.loaderOf(field.type(), 'value') !== undefined;
  }

  protected readonly defaultTitle = computed(() =>
    this.intl.showTitle(this.view().entity.label(), this.id()),
  );
  protected readonly scope = computed(() => ({
    entry: this.entry.value(),
    entity: this.view().entity,
    view: this.view(),
    datastore: this.datastore,
  }));
}
