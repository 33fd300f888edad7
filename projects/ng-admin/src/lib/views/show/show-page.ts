import { NgTemplateOutlet } from '@angular/common';
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
import { injectQueryParam, injectRouteParam, injectTabInAddress } from '../shared/route-params';
import { NgaViewTabs } from '../shared/view-tabs';
import { ruleProblemReporter, shownFields } from '../../fields/field-dependencies';
import { viewLayout } from '../../fields/view-layout';
import { NgaPartDownloadFailed } from '../../base/part-download-failed';

/**
 * The show view (`/:entity/show/:id`): each field's value with its label, templates, and the
 * datagrids of referenced and embedded lists, in the view's tabs and sections (the tab shown
 * kept in the `tab` query parameter); a field whose `showWhen` does not hold for the entry is
 * left out.
 */
@Component({
  selector: 'nga-show-page',
  imports: [
    NgaDisplayView,
    NgaFieldOutlet,
    NgaTemplate,
    NgaViewFrame,
    NgaViewTabs,
    NgTemplateOutlet,
    NgaPartDownloadFailed,
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
  private readonly permissions = inject(NgaPermissions);

  protected readonly view = computed(() => this.application.getEntity(this.entity()).showView());
  protected readonly fields = computed(() =>
    this.permissions.readable(this.view().entity, this.view().fields()),
  );
  protected readonly components = injectFieldComponents(this.fields, 'value');
  protected readonly record = injectViewEntry(this.view, this.id);
  /** The `tab` query parameter: the tab shown, kept across reloads. */
  protected readonly tab = injectQueryParam('tab');
  protected readonly selectTab = injectTabInAddress();
  private readonly report = computed(() => ruleProblemReporter(this.view()));
  /** The fields laid out in their tabs and sections, less those `showWhen` hides for the entry. */
  protected readonly layout = computed(() => {
    const entry = this.record.current();
    const fields = entry ? shownFields(this.fields(), entry.values, this.report()) : this.fields();
    return viewLayout(this.view(), fields);
  });

  private readonly registry = inject(NgaFieldTypeRegistry);

  protected hasValueComponent(field: Field): boolean {
    return this.registry.loaderOf(field.type(), 'value') !== undefined;
  }

  protected readonly defaultTitle = computed(() =>
    this.intl.showTitle(this.view().entity.label(), this.id()),
  );
}
