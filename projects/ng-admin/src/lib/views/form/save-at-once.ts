import { inject } from '@angular/core';
import { Router } from '@angular/router';
import type { FormView } from '@ng-admin/core/config';
import { NgaLinks } from '../../base/links';
import { NgaNotification } from '../../base/notification';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaDataService } from '../../data/data-service';
import type { Entry } from '../../data/entry';
import { NgaPendingWrites, type NgaWriteOutcome } from '../../data/pending-writes';
import { NgaIntl } from '../../i18n/intl';
import { failureMessage } from '../shared/load-problem';
import { NgaFormDrafts, type NgaDraftKey } from './form-drafts';
import { NgaFormRecovery } from './form-recovery';

/** An edition save to show at once: see `injectSaveAtOnce`. */
export interface NgaSaveAtOnce {
  readonly view: FormView;
  /** The entry the form started from. */
  readonly entry: Entry;
  /** What the save writes (the writable values). */
  readonly values: Record<string, unknown>;
  /** Every value of the form, kept as a draft on Undo and given back on failure. */
  readonly typed: Readonly<Record<string, unknown>>;
  readonly draftKey: NgaDraftKey;
  readonly mode: 'undoable' | 'optimistic';
  /** Settles once the form did what follows a save (its hooks ran, it was left or not). */
  readonly shown: Promise<unknown>;
  /**
   * Takes the failure when the form that saved still shows the record (a hook kept it on
   * screen); otherwise the form comes back by navigation.
   */
  readonly failedHere: (error: unknown) => boolean;
}

/**
 * Runs an edition save in `undoable` or `optimistic` mode: the record shows its new values at
 * once everywhere, the write goes out now or when Undo's delay runs out. Undo keeps the values
 * as the form's draft (offered when it opens again); a refusal brings the form back with the
 * values typed and the server's violations, or the conflict dialog for a 412 or 409, and a
 * notification says why. Call in an injection context.
 *
 * @usageNotes
 * ```ts
 * private readonly saveAtOnce = injectSaveAtOnce();
 * const outcome = this.saveAtOnce({ view, entry, values, typed, draftKey, mode, failedHere });
 * ```
 */
export function injectSaveAtOnce(): (save: NgaSaveAtOnce) => Promise<NgaWriteOutcome<Entry>> {
  const application = inject(NGA_APPLICATION);
  const data = inject(NgaDataService);
  const drafts = inject(NgaFormDrafts);
  const intl = inject(NgaIntl);
  const links = inject(NgaLinks);
  const notification = inject(NgaNotification);
  const pendingWrites = inject(NgaPendingWrites);
  const recovery = inject(NgaFormRecovery);
  const router = inject(Router);
  return async (save) => {
    const { view, entry, values } = save;
    const entity = view.entity;
    const id = entry.identifierValue;
    const outcome = await pendingWrites.run(
      {
        changes: [{ entityName: entity.name(), kind: 'update', id, values }],
        send: () => data.update(view, entry, values),
        requests: () => [data.updateRequest(view, entry, values)],
        message: intl.savedUndoable,
        description: intl.changesTo(entity.label(), id),
      },
      save.mode,
    );
    if (outcome.status === 'undone') drafts.save(save.draftKey, save.typed);
    if (outcome.status !== 'failed') return outcome;
    // Nothing typed is lost, even if the form cannot come back (a guard keeps the user where
    // they are): the values are also the form's draft.
    drafts.save(save.draftKey, save.typed);
    const detail = failureMessage(application, view, outcome.error, intl);
    notification.error(intl.saveFailedLater(entity.label(), id, detail));
    // An optimistic save can fail before the form is left: where it ends up decides.
    await save.shown.catch(() => undefined);
    if (!save.failedHere(outcome.error)) {
      recovery.put(entity.name(), id, { entry, values: save.typed, error: outcome.error });
      const link = links.edit(entity, id);
      await router.navigate(link.commands, { queryParams: link.queryParams });
    }
    return outcome;
  };
}
