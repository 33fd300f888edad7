import { Injectable, signal } from '@angular/core';

/** One save recorded by the posts edition view. */
export interface PublishLogEntry {
  readonly id: unknown;
  readonly title: string;
}

/**
 * The posts saved during this session, recorded by the `onSubmitSuccess` hook of the posts
 * edition view: an application service that a hook receives through dependency injection.
 */
@Injectable({ providedIn: 'root' })
export class PublishLog {
  private readonly saved = signal<readonly PublishLogEntry[]>([]);
  readonly entries = this.saved.asReadonly();

  /** Records a save and returns how many saves the log holds. */
  record(entry: PublishLogEntry): number {
    this.saved.update((entries) => [...entries, entry]);
    return this.saved().length;
  }
}
