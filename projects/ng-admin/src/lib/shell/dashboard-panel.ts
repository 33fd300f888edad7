import { Component, inject, input } from '@angular/core';
import type { Collection, EntryLike } from '@ng-admin/core/config';
import { map, Observable } from 'rxjs';
import { NgaPermissions } from '../data/auth/permissions';
import { NgaDataService } from '../data/data-service';
import { NgaDatastore } from '../data/datastore';
import { NgaCollectionPanel } from '../views/shared/collection-panel';
import { NgaInlineProblem } from '../views/shared/inline-problem';
import { injectViewResource } from '../views/shared/load-entry';
import { NgaLoadingBar } from '../views/shared/loading-bar';

/**
 * How the dashboard loads a collection: its first entries, with the fields the user may read,
 * their references going into the caller's `NgaDatastore`. Call it in an injection context.
 */
export function injectCollectionLoader(): (
  collection: Collection,
) => Observable<readonly EntryLike[]> {
  const data = inject(NgaDataService);
  const permissions = inject(NgaPermissions);
  const datastore = inject(NgaDatastore);
  return (collection) => {
    const fields = permissions.readable(collection.entity, collection.fields());
    return data.entries(data.collectionRequest(collection, fields)).pipe(
      map((page) => {
        datastore.addLookup(page.references);
        return page.entries;
      }),
    );
  };
}

/** One panel of the dashboard, which loads its own entries. */
@Component({
  selector: 'nga-dashboard-panel',
  imports: [NgaCollectionPanel, NgaInlineProblem, NgaLoadingBar],
  providers: [NgaDatastore],
  template: `
    <nga-collection-panel [collection]="collection()" [entries]="page.current()">
      <nga-loading-bar [active]="page.resource.isLoading()" />
      @if (page.problem(); as problem) {
        <nga-inline-problem
          class="nga-panel-error"
          [problem]="problem"
          (retry)="page.resource.reload()"
        />
      }
    </nga-collection-panel>
  `,
  styles: `
    .nga-panel-error {
      margin: 0 16px 8px;
    }
  `,
})
export class NgaDashboardPanel {
  readonly collection = input.required<Collection>();

  private readonly load = injectCollectionLoader();
  protected readonly page = injectViewResource({
    params: () => this.collection(),
    stream: (collection) => this.load(collection),
    subject: (collection) => ({ entityLabel: collection.entity.label() }),
  });
}
