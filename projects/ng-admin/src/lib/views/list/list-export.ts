import {
  Component,
  computed,
  inject,
  Injector,
  input,
  runInInjectionContext,
  signal,
} from '@angular/core';
import type { ListView } from '@ng-admin/core/config';
import { firstValueFrom } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { errorText } from '../../data/error-text';
import { exportFileName, NGA_PAPAPARSE, writeCsv } from '../../export/csv';
import { downloadText } from '../../export/download';
import { NgaIntl } from '../../i18n/intl';
import { NgaNotification } from '../../base/notification';
import { isFailedDownload } from '../../base/failed-download';
import { exportedText } from '../../fields/shared/display';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaLinks } from '../../base/links';
import { NgaButton } from '../../base/button';
import { NgaDatastore } from '../../data/datastore';
import { NgaPermissions } from '../../data/auth/permissions';
import { ListUrlState, withoutEmptyValues } from './list-state';

/** Entries per request of an export: fewer, larger pages than a screen's (APIs often cap at 1000). */
const EXPORT_PAGE_SIZE = 1000;

/**
 * The list's Export button: every entry matching the current filters, sort and permanent
 * filters, fetched page by page, written as CSV with the view's `exportFields` and
 * `exportOptions`, and saved as `<entity>.csv`.
 *
 * @usageNotes
 * ```html
 * <nga-list-export [view]="view" [state]="state" />
 * ```
 */
@Component({
  selector: 'nga-list-export',
  imports: [NgaButton],
  template: `
    <button
      ngaButton="tonal"
      type="button"
      class="nga-action-export"
      [disabled]="busy()"
      (click)="export()"
    >
      <span class="material-icons" aria-hidden="true">download</span>{{ label() }}
    </button>
  `,
})
export class NgaListExport {
  readonly view = input.required<ListView>();
  readonly state = input<ListUrlState | null>(null);

  private readonly data = inject(NgaDataService);
  private readonly intl = inject(NgaIntl);
  private readonly notification = inject(NgaNotification);
  private readonly types = inject(NgaFieldTypeRegistry);
  private readonly links = inject(NgaLinks);
  private readonly permissions = inject(NgaPermissions);
  private readonly injector = inject(Injector);
  private readonly loadPapaparse = inject(NGA_PAPAPARSE);
  private readonly progress = signal<{ done: number; total: number; writing?: boolean } | null>(
    null,
  );

  protected readonly busy = computed(() => this.progress() !== null);
  protected readonly label = computed(() => {
    const progress = this.progress();
    if (!progress) return this.intl.export;
    return progress.writing
      ? this.intl.writingExport(progress.done, progress.total)
      : this.intl.exporting(progress.done, progress.total);
  });

  protected async export(): Promise<void> {
    const view = this.view();
    const state = this.state();
    const fields = this.permissions.readable(view.entity, view.getExportFields());
    this.progress.set({ done: 0, total: 0 });
    try {
      const entries = await firstValueFrom(
        this.data.exportAll(
          view,
          {
            perPage: EXPORT_PAGE_SIZE,
            sortField: state?.sortField,
            sortDir: state?.sortDir,
            filters: withoutEmptyValues(state?.search ?? {}),
          },
          { fields, onProgress: (done, total) => this.progress.set({ done, total }) },
        ),
      );
      const references = await firstValueFrom(this.data.resolveReferences(fields, entries));
      const labels = runInInjectionContext(this.injector, () => new NgaDatastore());
      labels.setLookup(references);
      const types = fields.map((field) => this.types.of(field));
      const csv = await writeCsv(
        this.loadPapaparse,
        fields.map((field) => field.label()),
        entries,
        (entry) =>
          fields.map((field, index) =>
            exportedText(types[index], entry.values[field.name()], {
              field,
              entry,
              references: labels,
              links: this.links,
              intl: this.intl,
            }),
          ),
        view.exportOptions(),
        (done) => this.progress.set({ done, total: entries.length, writing: true }),
      );
      downloadText(exportFileName(view.entity.name()), csv, undefined, { bom: true });
      this.notification.success(this.intl.exported(entries.length));
    } catch (error) {
      // The CSV writer loads with the first export: a failed download offers the reload.
      if (isFailedDownload(error)) void this.notification.downloadFailed();
      else this.notification.error(errorText(error, this.intl));
    } finally {
      this.progress.set(null);
    }
  }
}
