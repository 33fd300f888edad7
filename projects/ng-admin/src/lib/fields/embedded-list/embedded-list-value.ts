import { Component, computed, input, signal } from '@angular/core';
import type { EmbeddedListField } from '@ng-admin/core/config';
import { NgaDatagridOutlet, NgaSortChange } from '../datagrid-outlet';
import { sortItems } from '../shared/sort-items';
import { embeddedRows, embeddedRowsLink } from './embedded-items';
import { BLOCK_HOST_STYLES } from '../shared/form-input';

/**
 * Show-view value of an `embedded_list` field (spec 2.6): a datagrid of the embedded items,
 * columns from `targetFields()`, items kept when they match `permanentFilters` exactly and
 * sorted by `sortField`/`sortDir` (headers re-sort them in place), with links to the
 * `targetEntity`'s detail views when it is set and every item has its identifier. It sends
 * no request.
 *
 * @usageNotes
 * Registered as the `value` of `embeddedListFieldType`:
 * ```ts
 * admin.field('backlinks', 'embedded_list')
 *   .targetFields([admin.field('date', 'date'), admin.field('url')])
 *   .sortField('date');
 * ```
 */
@Component({
  selector: 'nga-embedded-list-value',
  imports: [NgaDatagridOutlet],
  template: `
    <nga-datagrid-outlet
      [entity]="linkedEntity()"
      [fields]="targetFields()"
      [entries]="shownRows()"
      [sortField]="sort()?.field ?? field().sortField()"
      [sortDir]="sort()?.dir ?? field().sortDir()"
      [listActions]="field().listActions()"
      [label]="field().label()"
      (sortChange)="sort.set($event)"
    />
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaEmbeddedListValue {
  /** The embedded_list field. */
  readonly field = input.required<EmbeddedListField>();
  /** The array of embedded items. */
  readonly value = input<unknown>();

  /** A sort chosen from a column header; until then, the field's sort. */
  protected readonly sort = signal<NgaSortChange | null>(null);
  protected readonly targetFields = computed(() => this.field().targetFields());
  private readonly rows = computed(() => embeddedRows(this.field(), this.value()));
  protected readonly shownRows = computed(() => {
    const sort = this.sort();
    const rows = this.rows();
    return sort ? sortItems(rows, (row) => row.values[sort.field], sort.dir) : rows;
  });
  protected readonly linkedEntity = computed(() =>
    embeddedRowsLink(this.field(), this.rows()) ? (this.field().targetEntity() ?? null) : null,
  );
}
