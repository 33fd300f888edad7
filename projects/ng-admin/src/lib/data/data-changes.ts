import { Injectable } from '@angular/core';
import { Observable, Subject } from 'rxjs';

/** One change of the data: a record created, updated or deleted, or an entity to reload. */
export interface NgaDataChange {
  readonly entityName: string;
  /** The record's identifier; absent when any record of the entity may have changed. */
  readonly id?: unknown;
  readonly kind: 'create' | 'update' | 'delete' | 'refresh';
}

/**
 * The stream of data changes. The admin's own writes are announced here; code outside the
 * views (a custom page, a websocket message) announces changes with `refresh`, and the lists
 * and records on screen reload.
 *
 * @usageNotes
 * ```ts
 * const changes = inject(NgaDataChanges);
 * socket.onmessage = () => changes.refresh('comments');
 * changes.changes.subscribe((change) => console.log(change.entityName, change.kind));
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaDataChanges {
  private readonly subject = new Subject<NgaDataChange>();

  /** Every change, as it happens. */
  readonly changes: Observable<NgaDataChange> = this.subject.asObservable();

  /** Tells the views on screen that an entity's data changed (one record, or any). */
  refresh(entityName: string, id?: unknown): void {
    this.notify({ entityName, id, kind: 'refresh' });
  }

  /** Announces a change. */
  notify(change: NgaDataChange): void {
    this.subject.next(change);
  }
}
