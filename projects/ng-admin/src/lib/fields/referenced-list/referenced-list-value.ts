import { Component, computed, inject, input, signal } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';
import type { EntryLike, ReferencedListField } from '@ng-admin/core/config';
import { catchError, map, Observable, of, startWith, switchMap } from 'rxjs';
import { targetEntityOf, targetReferenceFieldOf } from '../../data/config-access';
import { NgaDataService } from '../../data/data-service';
import { errorText } from '../../data/error-text';
import { NgaIntl } from '../../i18n/intl';
import { NgaDatagridOutlet, NgaSortChange } from '../datagrid-outlet';
import { NgaDatastore } from '../../data/datastore';
import { NgaLinks } from '../../base/links';
import { isReferenceId } from '../shared/reference-display';
import { sortItems } from '../shared/sort-items';
import { BLOCK_HOST_STYLES } from '../shared/form-input';

type RowsState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly entries: readonly EntryLike[] }
  | { readonly status: 'error'; readonly message: string };

/**
 * Show-view value (and read-only form content) of a `referenced_list` field (spec 2.6): the
 * entries of `targetEntity` whose `targetReferenceField` holds this entry's identifier, fetched
 * in one request (`_filters` with that reference merged with `permanentFilters`, `perPage`,
 * the field's sort), shown in a datagrid of `targetFields()` whose own references are resolved
 * into a datastore of its own, with links to the target's detail views and a link to the
 * target's list filtered by the reference. It renders nothing for an entry without identifier.
 *
 * @usageNotes
 * Registered as the `value` of `referencedListFieldType`:
 * ```ts
 * admin.field('comments', 'referenced_list')
 *   .targetEntity(comment)
 *   .targetReferenceField('post_id')
 *   .targetFields([admin.field('id'), admin.field('body')]);
 * ```
 */
@Component({
  selector: 'nga-referenced-list-value',
  imports: [MatButtonModule, MatIconModule, MatProgressBarModule, NgaDatagridOutlet, RouterLink],
  providers: [NgaDatastore],
  template: `
    @if (mainId() !== null) {
      @switch (rows().status) {
        @case ('loading') {
          <mat-progress-bar
            mode="indeterminate"
            [attr.aria-label]="intl.loadingField(field().label())"
          />
        }
        @case ('error') {
          <p class="nga-referenced-list-error" role="alert">{{ errorMessage() }}</p>
        }
        @default {
          <nga-datagrid-outlet
            [entity]="target()"
            [fields]="targetFields()"
            [entries]="sortedEntries()"
            [sortField]="sort().field"
            [sortDir]="sort().dir"
            [listActions]="listActions()"
            [entryCssClasses]="field().entryCssClasses()"
            [label]="field().label()"
            (sortChange)="sort.set($event)"
          />
        }
      }
      @if (listLink(); as link) {
        <a
          matButton
          class="nga-referenced-list-all"
          [routerLink]="link"
          [queryParams]="listQuery()"
        >
          <mat-icon>list</mat-icon>
          {{ intl.seeAllRelated(target().label()) }}
        </a>
      }
    }
  `,
  styles: [
    BLOCK_HOST_STYLES,
    `
      .nga-referenced-list-all {
        margin-top: 8px;
      }
      .nga-referenced-list-error {
        color: var(--mat-sys-error);
      }
    `,
  ],
})
export class NgaReferencedListValue {
  /** The referenced_list field. */
  readonly field = input.required<ReferencedListField>();
  /** The main entry, whose identifier the target entries reference. */
  readonly entry = input<EntryLike | null>();

  private readonly links = inject(NgaLinks);
  protected readonly intl = inject(NgaIntl);
  private readonly data = inject(NgaDataService);
  private readonly datastore = inject(NgaDatastore);

  protected readonly target = computed(() => targetEntityOf(this.field()));
  protected readonly targetFields = computed(() => this.field().targetFields());
  protected readonly mainId = computed(() => {
    const id = this.entry()?.identifierValue;
    return isReferenceId(id) ? id : null;
  });
  protected readonly sort = signal<NgaSortChange>({ field: '', dir: 'DESC' });
  private readonly source = computed(
    () => ({ field: this.field(), entry: this.entry(), id: this.mainId() }),
    { equal: (a, b) => a.field === b.field && a.id === b.id },
  );
  protected readonly rows = toSignal(
    toObservable(this.source).pipe(
      switchMap(({ field, entry, id }) => this.load(field, entry, id)),
    ),
    { initialValue: { status: 'loading' } as RowsState },
  );
  protected readonly errorMessage = computed(() => {
    const rows = this.rows();
    return rows.status === 'error' ? rows.message : '';
  });
  protected readonly sortedEntries = computed(() => {
    const rows = this.rows();
    if (rows.status !== 'loaded') return [];
    const { field, dir } = this.sort();
    const server = this.field();
    if (field === server.sortField() && dir === server.sortDir()) return rows.entries;
    return sortItems(rows.entries, (entry) => entry.values[field], dir);
  });
  /**
   * The configured row buttons (ng-admin's `listActions`); without them and without a column
   * linking to the target entries, an action column links to them.
   */
  protected readonly listActions = computed(() => {
    const configured = this.field().listActions();
    if (typeof configured === 'string' ? configured.trim() !== '' : configured.length > 0) {
      return configured;
    }
    if (this.targetFields().some((field) => field.isDetailLink())) return [];
    const target = this.target();
    const view = target.getDetailLinkView(target.identifier());
    return view ? [view] : [];
  });
  protected readonly listLink = computed(() => {
    const target = this.target();
    return this.links.allows(target, 'list') ? this.links.list(target).commands : null;
  });
  protected readonly listQuery = computed(() => ({
    search: JSON.stringify({ [targetReferenceFieldOf(this.field())]: this.mainId() }),
  }));

  private load(
    field: ReferencedListField,
    entry: EntryLike | null | undefined,
    id: unknown,
  ): Observable<RowsState> {
    this.sort.set({ field: field.sortField(), dir: field.sortDir() });
    if (!entry || id === null) return of<RowsState>({ status: 'loading' });
    return this.data.entries(this.data.referencedListRequest(field, id)).pipe(
      map(({ entries, references }): RowsState => {
        this.datastore.setLookup(references);
        return { status: 'loaded', entries };
      }),
      catchError((error: unknown) =>
        of<RowsState>({ status: 'error', message: errorText(error, this.intl) }),
      ),
      startWith<RowsState>({ status: 'loading' }),
    );
  }
}
