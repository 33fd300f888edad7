import { Component, computed, inject, input } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import { MatCardModule } from '@angular/material/card';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';
import type { Collection } from '@ng-admin/core/config';
import { map } from 'rxjs';
import { NgaDataService } from '../data/data-service';
import { errorText } from '../data/error-text';
import { NgaDatagrid } from '../views/datagrid/datagrid';
import { NgaDatastore } from '../data/datastore';
import { NgaPermissions } from '../data/auth/permissions';
import { NgaIntl } from '../i18n/intl';
import { NgaLinks } from '../base/links';

/** One dashboard panel: the first entries of a collection, its title linking to the list. */
@Component({
  selector: 'nga-dashboard-panel',
  imports: [MatCardModule, MatProgressBarModule, NgaDatagrid, RouterLink],
  providers: [NgaDatastore],
  template: `
    <mat-card appearance="outlined" class="nga-panel">
      <mat-card-header>
        <mat-card-title>
          <h2 class="nga-panel-title">
            <a [routerLink]="listLink()">{{ title() }}</a>
          </h2>
        </mat-card-title>
      </mat-card-header>
      <div class="nga-panel-progress" aria-hidden="true">
        @if (page.isLoading()) {
          <mat-progress-bar mode="indeterminate" />
        }
      </div>
      @if (errorMessage(); as message) {
        <p class="nga-panel-error" role="alert">{{ message }}</p>
      }
      <nga-datagrid
        [entity]="collection().entity"
        [fields]="fields()"
        [entries]="page.value() ?? []"
        [label]="title()"
      />
    </mat-card>
  `,
  styles: `
    .nga-panel {
      overflow: hidden;
      /* The card frames the grid; half-width panels keep long texts shorter than lists do. */
      --nga-datagrid-border: none;
      --nga-datagrid-radius: 0;
      --nga-cell-max-width: 28ch;
    }
    .nga-panel-title {
      font: var(--mat-sys-title-medium);
      margin: 0 0 8px;
      a {
        color: var(--mat-sys-primary);
        text-decoration: none;
      }
    }
    .nga-panel-progress {
      height: 4px;
    }
    .nga-panel-error {
      color: var(--mat-sys-error);
      padding: 0 16px;
    }
  `,
})
export class NgaDashboardPanel {
  readonly collection = input.required<Collection>();

  private readonly links = inject(NgaLinks);
  private readonly data = inject(NgaDataService);
  private readonly datastore = inject(NgaDatastore);
  private readonly permissions = inject(NgaPermissions);
  private readonly intl = inject(NgaIntl);

  /** The collection's fields the user may read. */
  protected readonly fields = computed(() =>
    this.permissions.readable(this.collection().entity, this.collection().fields()),
  );

  protected readonly title = computed(
    () => this.collection().title() || this.collection().entity.label(),
  );
  protected readonly listLink = computed(() => this.links.list(this.collection().entity).commands);

  protected readonly page = rxResource({
    params: () => ({ collection: this.collection(), fields: this.fields() }),
    stream: ({ params: { collection, fields } }) =>
      this.data.entries(this.data.collectionRequest(collection, fields)).pipe(
        map((page) => {
          this.datastore.setLookup(page.references);
          return page.entries;
        }),
      ),
  });
  protected readonly errorMessage = computed(() => {
    const error = this.page.error();
    return error ? errorText(error, this.intl) : '';
  });
}
