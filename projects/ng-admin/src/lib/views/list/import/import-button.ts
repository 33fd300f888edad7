import {
  Component,
  computed,
  ElementRef,
  inject,
  input,
  linkedSignal,
  signal,
  viewChild,
} from '@angular/core';
import type { ListView } from '@ng-admin/core/config';
import { NgaButton } from '../../../base/button';
import { isFailedDownload, NgaReloadPageButton } from '../../../base/failed-download';
import { NgaDataChanges } from '../../../data/data-changes';
import { errorText } from '../../../data/error-text';
import { NGA_PAPAPARSE, writeCsv } from '../../../export/csv';
import { downloadText } from '../../../export/download';
import { NgaIntl } from '../../../i18n/intl';
import { NgaCsvImport, type NgaImportOutcome } from './csv-import';
import { failedRowsTable, guessMapping, type NgaCsvTable, type NgaImportRow } from './import-plan';

/** Rows the preview lists besides the invalid ones. */
const PREVIEW_ROWS = 10;
/** Invalid rows the preview and the report list (the download has them all). */
const LISTED_PROBLEMS = 100;

type Step = 'file' | 'map' | 'sending' | 'done';

/**
 * The list's "Import" button and its dialog: pick a CSV file, say which field each column
 * fills (guessed from the headers), see the rows with their validation errors (the creation
 * view's validators), create the valid ones with progress and a Stop button, then a report
 * whose failed rows download as CSV with an "Errors" column. Shown for `importable()` lists.
 *
 * @usageNotes
 * ```html
 * <nga-import-button [view]="listView" />
 * ```
 */
@Component({
  selector: 'nga-import-button',
  imports: [NgaButton, NgaReloadPageButton],
  providers: [NgaCsvImport],
  templateUrl: './import-button.html',
  styleUrl: './import-button.scss',
})
export class NgaImportButton {
  readonly view = input.required<ListView>();

  protected readonly intl = inject(NgaIntl);
  private readonly importer = inject(NgaCsvImport);
  private readonly changes = inject(NgaDataChanges);
  private readonly loadPapaparse = inject(NGA_PAPAPARSE);
  private readonly dialog = viewChild.required<ElementRef<HTMLDialogElement>>('dialog');

  protected readonly step = signal<Step>('file');
  protected readonly busy = signal(false);
  /**
   * What went wrong with the file, said in the dialog (a notification would be under it);
   * `notDownloaded`: papaparse did not download, so the reload is offered.
   */
  protected readonly problem = signal<{ text: string; notDownloaded: boolean } | null>(null);
  protected readonly fileName = signal('');
  protected readonly table = signal<NgaCsvTable | null>(null);
  protected readonly creationView = computed(() => this.view().entity.creationView());
  protected readonly fields = computed(() => this.importer.fields(this.creationView()));
  protected readonly mapping = linkedSignal(() => {
    const table = this.table();
    return table ? guessMapping(table.headers, this.fields()) : [];
  });
  protected readonly rows = signal<readonly NgaImportRow[]>([]);
  protected readonly checked = signal(0);
  protected readonly invalid = computed(() => this.rows().filter((row) => row.errors.length > 0));
  protected readonly valid = computed(() => this.rows().filter((row) => row.errors.length === 0));
  protected readonly mappedFields = computed(() =>
    this.mapping()
      .map((name, column) => ({ name, column }))
      .filter((mapped): mapped is { name: string; column: number } => mapped.name !== null),
  );
  protected readonly preview = computed(() => {
    const rows = this.rows();
    const listed = new Set([
      ...rows.slice(0, PREVIEW_ROWS),
      ...this.invalid().slice(0, LISTED_PROBLEMS),
    ]);
    return rows.filter((row) => listed.has(row));
  });
  protected readonly sent = signal(0);
  protected readonly outcome = signal<NgaImportOutcome | null>(null);
  /** Invalid rows and rows the API refused: what the report lists and the download holds. */
  protected readonly failed = computed(() =>
    [...this.invalid(), ...(this.outcome()?.failed ?? [])].sort((a, b) => a.line - b.line),
  );
  private stopRequested = false;
  private checking = 0;

  protected open(): void {
    this.reset();
    this.dialog().nativeElement.showModal();
  }

  protected close(): void {
    this.dialog().nativeElement.close();
  }

  /** Escape does not close the dialog while rows are being sent. */
  protected cancel(event: Event): void {
    if (this.step() === 'sending') event.preventDefault();
  }

  protected async pick(event: Event): Promise<void> {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (!file) return;
    this.fileName.set(file.name);
    this.busy.set(true);
    this.problem.set(null);
    try {
      const table = await this.importer.read(file);
      this.table.set(table);
      this.step.set('map');
      await this.check();
    } catch (error) {
      this.showProblem(this.intl.importUnreadable(errorText(error, this.intl)), error);
      // The same file can be picked again.
      (event.target as HTMLInputElement).value = '';
    } finally {
      this.busy.set(false);
    }
  }

  protected async remap(column: number, name: string): Promise<void> {
    this.mapping.update((mapping) =>
      mapping.map((current, at) => {
        if (at === column) return name || null;
        return name && current === name ? null : current;
      }),
    );
    await this.check();
  }

  protected async send(): Promise<void> {
    this.stopRequested = false;
    this.sent.set(0);
    this.step.set('sending');
    const outcome = await this.importer.create(
      this.valid(),
      this.creationView(),
      () => this.stopRequested,
      (done) => this.sent.set(done),
    );
    this.outcome.set(outcome);
    this.step.set('done');
    if (outcome.created > 0) this.changes.refresh(this.view().entity.name());
  }

  protected stop(): void {
    this.stopRequested = true;
  }

  protected async downloadFailed(): Promise<void> {
    const table = this.table();
    if (!table) return;
    const { header, rows } = failedRowsTable(table, this.failed(), this.intl.importErrors);
    this.problem.set(null);
    try {
      const csv = await writeCsv(this.loadPapaparse, header, rows, (row) => row);
      const name = this.fileName().replace(/\.csv$/i, '') || this.view().entity.name();
      downloadText(`${name}-failed.csv`, csv, undefined, { bom: true });
    } catch (error) {
      this.showProblem(errorText(error, this.intl), error);
    }
  }

  private showProblem(text: string, error: unknown): void {
    this.problem.set({ text, notDownloaded: isFailedDownload(error) });
  }

  protected fieldLabel(name: string): string {
    return (
      this.fields()
        .find((field) => field.name() === name)
        ?.label() ?? name
    );
  }

  private async check(): Promise<void> {
    const table = this.table();
    if (!table) return;
    const run = ++this.checking;
    this.checked.set(0);
    const rows = await this.importer.check(table, this.mapping(), this.creationView(), (done) => {
      if (run === this.checking) this.checked.set(done);
    });
    if (run === this.checking) this.rows.set(rows);
  }

  private reset(): void {
    this.step.set('file');
    this.table.set(null);
    this.rows.set([]);
    this.outcome.set(null);
    this.fileName.set('');
    this.sent.set(0);
    this.problem.set(null);
  }
}
