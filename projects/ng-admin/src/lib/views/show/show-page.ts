import { Component, computed, inject, input } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaIntl } from '../../i18n/intl';
import { NgaTemplate } from '../../templates/template';
import { NGA_APPLICATION } from '../../tokens';
import { injectFieldComponents } from '../datagrid/field-components';
import { NgaDatastore } from '../datastore';
import { injectEntryLoader } from '../shared/load-entry';
import { NgaViewActions } from '../shared/view-actions';
import { NgaViewHeader } from '../shared/view-header';

/**
 * The show view (`/:entity/show/:id`): each field's value with its label, templates, and the
 * datagrids of referenced and embedded lists.
 */
@Component({
  selector: 'nga-show-page',
  imports: [MatProgressBarModule, NgaFieldOutlet, NgaTemplate, NgaViewActions, NgaViewHeader],
  providers: [NgaDatastore],
  templateUrl: './show-page.html',
  styleUrl: './show-page.scss',
})
export class NgaShowPage {
  /** Route inputs. */
  readonly entity = input.required<string>();
  readonly id = input.required<string>();

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

  protected readonly title = computed(() => {
    const view = this.view();
    return (
      view.title() ||
      this.intl.showTitle(view.entity.label(), this.entry.value()?.identifierValue ?? this.id())
    );
  });
  protected readonly scope = computed(() => ({
    entry: this.entry.value(),
    entity: this.view().entity,
    view: this.view(),
    datastore: this.datastore,
  }));
}
