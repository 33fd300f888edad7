import { inject, signal, type Signal } from '@angular/core';
import { Router } from '@angular/router';
import type { MutationMode, View } from '@ng-admin/core/config';
import { firstValueFrom, type Observable } from 'rxjs';
import { NgaNotification } from '../../base/notification';
import { NgaProgression } from '../../base/progression';
import { NGA_APPLICATION } from '../../base/tokens';
import {
  NgaPendingWrites,
  type NgaOptimisticWrite,
  type NgaWriteOutcome,
} from '../../data/pending-writes';
import { NgaIntl } from '../../i18n/intl';
import { NgaListMemory } from '../shared/list-memory';
import { failureMessage } from '../shared/load-problem';

/** What the deletion pages share; see `injectDeletion`. */
export interface NgaDeletion {
  /** Whether a deletion is under way. */
  readonly deleting: Signal<boolean>;
  /** The view's mutation mode: `undoable` and `optimistic` deletions show at once. */
  mode(): MutationMode;
  /** Sends the request with the progress bar shown, `deleting` true until it ends. */
  send<T>(request: Observable<T>): Promise<T | undefined>;
  /**
   * Deletes at once on screen (`undoable` or `optimistic` mode): says `write.message` (with
   * Undo when undoable) and goes back to the list now; the entries stay out of lists until the
   * server answers. Resolves with how the write ended, for the page to say why it failed.
   */
  atOnce<T>(write: NgaOptimisticWrite<T>): Promise<NgaWriteOutcome<T>>;
  /** Says `message` and goes back to the entity's list, as it was last shown. */
  done(message: string): Promise<void>;
  /** What went wrong: the configuration's message for the error, else the admin's own. */
  failureMessage(error: unknown): string;
}

/**
 * The sending, the messages and the way back of a deletion page, for the view of `view`.
 * Must be called in an injection context.
 *
 * @usageNotes
 * ```ts
 * protected readonly deletion = injectDeletion(this.view);
 * await this.deletion.send(this.data.delete(entity, id, view));
 * await this.deletion.done(this.intl.deleted);
 * ```
 */
export function injectDeletion(view: Signal<View>): NgaDeletion {
  const application = inject(NGA_APPLICATION);
  const intl = inject(NgaIntl);
  const memory = inject(NgaListMemory);
  const notification = inject(NgaNotification);
  const progression = inject(NgaProgression);
  const pendingWrites = inject(NgaPendingWrites);
  const router = inject(Router);
  const deleting = signal(false);
  const backToList = async () => {
    const list = memory.listLink(view().entity);
    // Still busy while leaving: the buttons stay disabled until the page is gone.
    deleting.set(true);
    try {
      await router.navigate(list.commands, { queryParams: list.queryParams });
    } finally {
      deleting.set(false);
    }
  };
  return {
    deleting: deleting.asReadonly(),
    mode: () => application.mutationModeFor(view()),
    async send(request) {
      deleting.set(true);
      try {
        return await progression.track(firstValueFrom(request, { defaultValue: undefined }));
      } finally {
        deleting.set(false);
      }
    },
    async atOnce(write) {
      const mode = application.mutationModeFor(view());
      const outcome = pendingWrites.run(write, mode === 'optimistic' ? 'optimistic' : 'undoable');
      if (mode === 'optimistic') notification.success(write.message);
      await backToList();
      return outcome;
    },
    async done(message) {
      notification.success(message);
      await backToList();
    },
    failureMessage: (error) => failureMessage(application, view(), error, intl),
  };
}
