import { Location } from '@angular/common';
import { inject } from '@angular/core';
import { Router } from '@angular/router';
import type { EntryLike, FormView, MutationMode } from '@ng-admin/core/config';
import { NgaLinks } from '../../base/links';
import { NgaNotification } from '../../base/notification';
import { NgaIntl } from '../../i18n/intl';
import { NgaListMemory } from '../shared/list-memory';

/**
 * What a form does once saved, unless a hook returned `false`: says so (an undoable save's
 * notification is its Undo offer) and leaves, a creation for the new entry's show or edition
 * page, an edition back where the user came from (else the list). Call in an injection context.
 *
 * @usageNotes
 * ```ts
 * private readonly leaveAfterSave = injectLeaveAfterSave();
 * await this.leaveAfterSave(view, saved, 'pessimistic');
 * ```
 */
export function injectLeaveAfterSave(): (
  view: FormView,
  saved: EntryLike,
  mode: MutationMode,
) => Promise<void> {
  const intl = inject(NgaIntl);
  const links = inject(NgaLinks);
  const location = inject(Location);
  const memory = inject(NgaListMemory);
  const notification = inject(NgaNotification);
  const router = inject(Router);
  return async (view, saved, mode) => {
    const entity = view.entity;
    if (view.kind === 'creation') {
      notification.success(intl.created);
      const target = links.allows(entity, 'show')
        ? links.show(entity, saved.identifierValue)
        : links.allows(entity, 'edition')
          ? links.edit(entity, saved.identifierValue)
          : memory.listLink(entity);
      await router.navigate(target.commands, { queryParams: target.queryParams });
      return;
    }
    if (mode !== 'undoable') notification.success(intl.saved);
    const state = location.getState() as { navigationId?: number } | null;
    if ((state?.navigationId ?? 1) > 1) location.back();
    else {
      const list = memory.listLink(entity);
      await router.navigate(list.commands, { queryParams: list.queryParams });
    }
  };
}
