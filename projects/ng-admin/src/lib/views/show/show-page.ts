import { Component, computed, inject } from '@angular/core';
import type { Field } from '@ng-admin/core/config';
import { NgaDisplayView } from '../../fields/display-view';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaIntl } from '../../i18n/intl';
import { NgaTemplate } from '../../templates/template';
import { NGA_APPLICATION } from '../../base/tokens';
import { injectFieldComponents } from '../../fields/field-components';
import { NgaDatastore } from '../../data/datastore';
import { NgaPermissions } from '../../data/auth/permissions';
import { injectViewEntry } from '../shared/load-entry';
import { NgaViewFrame } from '../shared/view-frame';
import { injectRouteParam } from '../shared/route-params';

/**
 * The show view (`/:entity/show/:id`): each field's value with its label, templates, and the
 * datagrids of referenced and embedded lists.
 */
@Component({
  selector: 'nga-show-page',
  imports: [NgaDisplayView, NgaFieldOutlet, NgaViewFrame, NgaTemplate],
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
  private readonly permissions = inject(NgaPermissions);

  protected readonly view = computed(() => this.application.getEntity(this.entity()).showView());
  protected readonly fields = computed(() =>
    this.permissions.readable(this.view().entity, this.view().fields()),
  );
  protected readonly components = injectFieldComponents(this.fields, 'value');
  protected readonly record = injectViewEntry(this.view, this.id);

  private readonly registry = inject(NgaFieldTypeRegistry);

  protected hasValueComponent(field: Field): boolean {
    return this.registry.loaderOf(field.type(), 'value') !== undefined;
  }

  protected readonly defaultTitle = computed(() =>
    this.intl.showTitle(this.view().entity.label(), this.id()),
  );
}
