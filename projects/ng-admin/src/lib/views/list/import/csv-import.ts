import { inject, Injectable } from '@angular/core';
import { FormControl } from '@angular/forms';
import { type Field, NumberField, ReferenceField, type View } from '@ng-admin/core/config';
import { firstValueFrom } from 'rxjs';
import { NgaFieldTypeRegistry } from '../../../base/field-type-registry';
import { NgaDataService } from '../../../data/data-service';
import { errorText } from '../../../data/error-text';
import { NGA_PAPAPARSE } from '../../../export/csv';
import { NgaEntryForms } from '../../../fields/entry-form';
import { NgaValidationMessages } from '../../../fields/shared/validation-messages';
import { NgaIntl } from '../../../i18n/intl';
import {
  mappedCells,
  type NgaCsvTable,
  type NgaImportMapping,
  type NgaImportRow,
} from './import-plan';

/** Rows checked per task: the page stays responsive while 10 000 rows are checked. */
const ROWS_PER_TASK = 500;
/** File bytes papaparse reads per chunk. */
const CHUNK_BYTES = 512 * 1024;
/** Creation requests in flight at once. */
const CONCURRENT_REQUESTS = 4;

/** What happened to one row sent to the API. */
export interface NgaImportOutcome {
  readonly created: number;
  /** Rows the API refused, or not sent because the user stopped: with why. */
  readonly failed: readonly NgaImportRow[];
}

/**
 * Reads a CSV file (papaparse, loaded with the first import, reading the file in chunks),
 * checks each row with the creation view's validators, and creates the valid rows one request
 * each, a few at a time.
 */
@Injectable()
export class NgaCsvImport {
  private readonly forms = inject(NgaEntryForms);
  private readonly types = inject(NgaFieldTypeRegistry);
  private readonly messages = inject(NgaValidationMessages);
  private readonly data = inject(NgaDataService);
  private readonly intl = inject(NgaIntl);
  private readonly loadPapaparse = inject(NGA_PAPAPARSE);

  /** The fields an import can fill: the creation form's fields with a control, writable. */
  fields(view: View): Field[] {
    const writable = this.forms.writableValues(
      view,
      Object.fromEntries(view.fields().map((field) => [field.name(), true])),
    );
    return this.forms
      .fields(view)
      .filter((field) => this.forms.hasControl(field) && field.name() in writable);
  }

  /**
   * Reads a CSV file: the first row is the header; blank lines are skipped. Rejects with the
   * browser's `TypeError` when papaparse did not download (`isFailedDownload`).
   */
  async read(file: Blob): Promise<NgaCsvTable> {
    const papa = await this.loadPapaparse();
    // papaparse is CommonJS: bundlers give its exports as the module or as its default export.
    const { parse } = papa.default ?? papa;
    const rows: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      parse<string[]>(file as File, {
        skipEmptyLines: 'greedy',
        chunkSize: CHUNK_BYTES,
        chunk: (results) => {
          rows.push(...results.data);
        },
        complete: () => resolve(),
        error: (error) => reject(error),
      });
    });
    const [headers = [], ...data] = rows;
    return { headers: headers.map((header) => header.trim()), rows: data };
  }

  /**
   * The rows of the file as the creation form would take them (defaults, then the mapped
   * cells), each with its validation errors. Works in tasks of 500 rows.
   */
  async check(
    table: NgaCsvTable,
    mapping: NgaImportMapping,
    view: View,
    onProgress?: (done: number) => void,
  ): Promise<NgaImportRow[]> {
    const fields = this.fields(view);
    const defaults = this.forms.creationValues(view, null);
    const controls = fields.map(
      (field) => new FormControl<unknown>(null, { validators: this.forms.validators(field) }),
    );
    const rows: NgaImportRow[] = [];
    for (let start = 0; start < table.rows.length; start += ROWS_PER_TASK) {
      if (start > 0) await nextTask();
      for (const [offset, cells] of table.rows.slice(start, start + ROWS_PER_TASK).entries()) {
        const texts = mappedCells(cells, mapping);
        const values: Record<string, unknown> = { ...defaults };
        const errors: string[] = [];
        fields.forEach((field, index) => {
          const name = field.name();
          if (name in texts) {
            const value = this.valueOf(texts[name] ?? '', field);
            if (Number.isNaN(value)) {
              errors.push(`${field.label()}: ${this.intl.validationInvalid}`);
              return;
            }
            values[name] = value;
          }
          const control = controls[index]!;
          control.setValue(values[name] ?? null, { emitEvent: false });
          if (control.errors)
            errors.push(`${field.label()}: ${this.messages.first(control.errors)}`);
        });
        rows.push({ line: start + offset + 2, cells, values, errors });
      }
      onProgress?.(Math.min(start + ROWS_PER_TASK, table.rows.length));
    }
    return rows;
  }

  /**
   * Creates the rows, a few requests at a time. `stopped()` is asked before each request: once
   * it holds, the rows not sent yet come back as failed ("not sent"), so that none is lost.
   */
  async create(
    rows: readonly NgaImportRow[],
    view: View,
    stopped: () => boolean,
    onProgress: (done: number) => void,
  ): Promise<NgaImportOutcome> {
    const failed: NgaImportRow[] = [];
    let created = 0;
    let next = 0;
    let done = 0;
    const worker = async (): Promise<void> => {
      while (next < rows.length) {
        const row = rows[next++]!;
        if (stopped()) {
          failed.push({ ...row, errors: [this.intl.importNotSent] });
        } else {
          try {
            await firstValueFrom(
              this.data.create(view, this.forms.writableValues(view, row.values)),
            );
            created++;
          } catch (error) {
            failed.push({ ...row, errors: [errorText(error, this.intl)] });
          }
        }
        onProgress(++done);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_REQUESTS }, () => worker()));
    failed.sort((a, b) => a.line - b.line);
    return { created, failed };
  }

  /** A cell's text as the field's value: empty is null; numbers and booleans as such. */
  private valueOf(text: string, field: Field): unknown {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    const type = this.types.of(field);
    if (type.parse) return type.parse(trimmed, field);
    if (field instanceof NumberField) return Number(trimmed);
    if (field instanceof ReferenceField && /^\d+$/.test(trimmed)) return Number(trimmed);
    if (type.valueShape === 'whole') {
      if (/^[[{]/.test(trimmed)) {
        try {
          return JSON.parse(trimmed);
        } catch {
          return Number.NaN;
        }
      }
      return trimmed.split(',').map((part) => part.trim());
    }
    return text;
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
