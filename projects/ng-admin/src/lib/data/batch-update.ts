import { inject, Injectable } from '@angular/core';
import type { EntryLike, View } from '@ng-admin/core/config';
import { catchError, defer, from, map, mergeMap, Observable, of, tap, toArray } from 'rxjs';
import { NgaFieldTypeRegistry } from '../base/field-type-registry';
import { NgaDataChanges } from './data-changes';
import { NgaDataService } from './data-service';
import { applyTransforms, Entry } from './entry';
import { NgaHttpError, toNgaHttpError } from './nga-http-error';
import { NgaRestClient } from './rest-client';
import { NGA_APPLICATION } from '../base/tokens';
import { NGA_API_MAPPING } from './tokens';
import { resourceTarget } from './urls';
import { unflattenValues } from './values';
import { NgaVersions } from './versions';

/** How many records a batch update writes at the same time, when it writes them one by one. */
const BATCH_UPDATE_CONCURRENCY = 4;

/** A record of a list, as a batch update receives it. */
export type NgaBatchRecord = EntryLike & {
  source?: Readonly<Record<string, unknown>>;
  etag?: string | null;
};

/**
 * What a batch update did: the identifiers written, and each record that failed with its
 * error. The batch succeeded only when `failed` is empty.
 */
export interface NgaBatchUpdateResult {
  readonly updated: unknown[];
  readonly failed: { readonly record: NgaBatchRecord; readonly error: NgaHttpError }[];
}

/**
 * Writes the same values on several records: one `updateManyRequest` when the dialect has one,
 * else one update per record (the entity's method, its version in the body and `If-Match` when
 * known), a few at a time, with progress. Lists reload once at the end.
 *
 * @usageNotes
 * ```ts
 * inject(NgaBatchUpdates)
 *   .update(posts.editionView(), selection, { published: true }, (done, total) => show(done, total))
 *   .subscribe((result) => report(result.failed));
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaBatchUpdates {
  private readonly data = inject(NgaDataService);
  private readonly client = inject(NgaRestClient);
  private readonly mapping = inject(NGA_API_MAPPING);
  private readonly application = inject(NGA_APPLICATION, { optional: true });
  private readonly versions = inject(NgaVersions);
  private readonly changes = inject(NgaDataChanges);
  private readonly types = inject(NgaFieldTypeRegistry);

  /**
   * Writes `values` (form values by field name, before `transform`) on `records` through
   * `view` (the edition view: its URL, fields and transforms).
   */
  update(
    view: View,
    records: readonly NgaBatchRecord[],
    values: Record<string, unknown>,
    onProgress: (done: number, total: number) => void = () => undefined,
  ): Observable<NgaBatchUpdateResult> {
    if (records.length === 0) return of({ updated: [], failed: [] });
    const work = this.mapping.updateManyRequest
      ? this.updateInOneRequest(view, records, values)
      : this.updateOneByOne(view, records, values, onProgress);
    return work.pipe(tap(() => this.changes.refresh(view.entity.name())));
  }

  private updateInOneRequest(
    view: View,
    records: readonly NgaBatchRecord[],
    values: Record<string, unknown>,
  ): Observable<NgaBatchUpdateResult> {
    const ids = records.map((record) => record.identifierValue);
    return defer(() => {
      const written = Entry.fromValues(view.entity.name(), values);
      const body = unflattenValues(applyTransforms(written, view.fields()));
      const target = resourceTarget(this.application, view.entity, view);
      return this.client.send(this.mapping.updateManyRequest!(target, ids, body));
    }).pipe(
      map((): NgaBatchUpdateResult => ({ updated: ids, failed: [] })),
      catchError((error: unknown) => {
        const failure = toNgaHttpError(error);
        return of({ updated: [], failed: records.map((record) => ({ record, error: failure })) });
      }),
    );
  }

  private updateOneByOne(
    view: View,
    records: readonly NgaBatchRecord[],
    values: Record<string, unknown>,
    onProgress: (done: number, total: number) => void,
  ): Observable<NgaBatchUpdateResult> {
    let done = 0;
    onProgress(0, records.length);
    return from(records).pipe(
      mergeMap((record) => {
        const loaded = {
          ...record,
          values: record.values,
          etag: record.etag ?? this.versions.etag(view.entity, record.identifierValue),
        };
        return this.data.update(view, loaded, values).pipe(
          map(() => ({ record, error: undefined as NgaHttpError | undefined })),
          catchError((error: unknown) => of({ record, error: toNgaHttpError(error) })),
          tap(() => onProgress(++done, records.length)),
        );
      }, BATCH_UPDATE_CONCURRENCY),
      toArray(),
      map((outcomes) => {
        const result: NgaBatchUpdateResult = { updated: [], failed: [] };
        // In the order of the selection, whatever order the answers came in.
        for (const record of records) {
          const outcome = outcomes.find((candidate) => candidate.record === record);
          if (outcome?.error) result.failed.push({ record, error: outcome.error });
          else result.updated.push(record.identifierValue);
        }
        return result;
      }),
    );
  }
}
