import { Component, computed, inject, input } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { Collection, EntryLike } from '@ng-admin/core/config';
import { map, Observable } from 'rxjs';
import { NgaPermissions } from '../data/auth/permissions';
import { NgaDataService } from '../data/data-service';
import { NgaDatastore } from '../data/datastore';
import { errorText } from '../data/error-text';
import { NgaIntl } from '../i18n/intl';
import { NgaCollectionPanel } from '../views/shared/collection-panel';

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
  imports: [NgaCollectionPanel],
  providers: [NgaDatastore],
  template: `
    <nga-collection-panel
      [collection]="collection()"
      [entries]="entries()"
      [loading]="page.isLoading()"
      [error]="errorMessage()"
    />
  `,
})
export class NgaDashboardPanel {
  readonly collection = input.required<Collection>();

  private readonly intl = inject(NgaIntl);
  private readonly load = injectCollectionLoader();

  protected readonly page = rxResource({
    params: () => this.collection(),
    stream: ({ params: collection }) => this.load(collection),
  });
  // A resource in error throws from value(): a failed panel shows no rows, and says why.
  protected readonly entries = computed(() => (this.page.hasValue() ? this.page.value() : []));
  protected readonly errorMessage = computed(() => {
    const error = this.page.error();
    return error ? errorText(error, this.intl) : '';
  });
}
