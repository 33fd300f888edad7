import { Component, computed, inject, signal } from '@angular/core';
import { NgaDataService } from '../../data/data-service';
import { NgaIntl } from '../../i18n/intl';
import { NgaNotification } from '../../base/notification';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaDatastore } from '../../data/datastore';
import { NgaDeleteConfirmation } from './delete-confirmation';
import { injectDeletion } from './deletion';
import { injectViewEntry } from '../shared/load-entry';
import { NgaViewFrame } from '../shared/view-frame';
import { injectRouteParam } from '../shared/route-params';

/**
 * The deletion confirmation (`/:entity/delete/:id`): the entry's title and description
 * templates, then Yes deletes and returns to the list, No goes back. In the view's mutation
 * mode: `undoable` (the default) leaves at once with Undo offered and sends the DELETE when the
 * delay runs out; `optimistic` sends it at once; `pessimistic` waits for the server, and a
 * failure stays on the page.
 */
@Component({
  selector: 'nga-delete-page',
  imports: [NgaDeleteConfirmation, NgaViewFrame],
  providers: [NgaDatastore],
  template: `
    <nga-view-frame
      [view]="view()"
      [defaultTitle]="defaultTitle()"
      [state]="record"
      [busy]="record.resource.isLoading() || deleting()"
    >
      @if (record.current()) {
        <nga-delete-confirmation [busy]="deleting()" (confirm)="confirm()" />
      }
      @if (failure(); as message) {
        <p class="nga-delete-error" role="alert">{{ message }}</p>
      }
    </nga-view-frame>
  `,
  styleUrl: './delete-page.scss',
})
export class NgaDeletePage {
  /** The route's `:entity` and `:id` parameters. */
  protected readonly entity = injectRouteParam('entity');
  protected readonly id = injectRouteParam('id');

  protected readonly intl = inject(NgaIntl);
  private readonly application = inject(NGA_APPLICATION);
  private readonly data = inject(NgaDataService);
  private readonly notification = inject(NgaNotification);

  protected readonly view = computed(() =>
    this.application.getEntity(this.entity()).deletionView(),
  );
  protected readonly record = injectViewEntry(this.view, this.id);
  protected readonly deletion = injectDeletion(this.view);
  protected readonly deleting = this.deletion.deleting;
  protected readonly failure = signal<string | null>(null);
  protected readonly defaultTitle = computed(() =>
    this.intl.deleteTitle(this.view().entity.label(), this.id()),
  );

  protected async confirm(): Promise<void> {
    this.failure.set(null);
    const view = this.view();
    const entity = view.entity;
    const id = this.id();
    if (this.deletion.mode() !== 'pessimistic') {
      const outcome = await this.deletion.atOnce({
        changes: [{ entityName: entity.name(), kind: 'delete', id }],
        send: () => this.data.delete(entity, id, view),
        requests: () => [this.data.deleteRequest(entity, id, view)],
        message: this.intl.deletedUndoable,
        description: this.intl.deletionOf(entity.label(), id),
      });
      // The entry is back in the lists; the page is gone: a notification says why.
      if (outcome.status === 'failed') {
        const detail = this.deletion.failureMessage(outcome.error);
        this.notification.error(this.intl.deleteFailedLater(entity.label(), id, detail));
      }
      return;
    }
    try {
      await this.deletion.send(this.data.delete(entity, id, view));
    } catch (error) {
      // One message, beside the buttons: the entry stays on screen, nothing is lost.
      this.failure.set(this.deletion.failureMessage(error));
      return;
    }
    await this.deletion.done(this.intl.deleted);
  }
}
