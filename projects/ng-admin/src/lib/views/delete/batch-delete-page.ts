import { Component, computed, inject, linkedSignal, signal } from '@angular/core';
import { map } from 'rxjs';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaDataService } from '../../data/data-service';
import { NgaIntl } from '../../i18n/intl';
import { NgaNotification } from '../../base/notification';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaDatagrid } from '../datagrid/datagrid';
import { NgaDatastore } from '../../data/datastore';
import { injectViewResource } from '../shared/load-entry';
import { NgaViewFrame, type NgaViewState } from '../shared/view-frame';
import { NgaPermissions } from '../../data/auth/permissions';
import { NgaDeleteConfirmation } from './delete-confirmation';
import { injectDeletion } from './deletion';
import { listFields } from '../list/list-fields';
import { injectRouteParam } from '../shared/route-params';

/**
 * The batch deletion confirmation (`/:entity/batch-delete/:ids`): lists the selected entries,
 * deletes them one request each, and says which failed, if any.
 */
@Component({
  selector: 'nga-batch-delete-page',
  imports: [NgaDeleteConfirmation, NgaDatagrid, NgaViewFrame],
  providers: [NgaDatastore],
  template: `
    <nga-view-frame
      [view]="view()"
      [defaultTitle]="defaultTitle()"
      [state]="state"
      [busy]="entries.isLoading() || deleting()"
    >
      @if (loaded(); as entries) {
        <nga-datagrid
          [entity]="view().entity"
          [fields]="fields()"
          [entries]="entries"
          [label]="view().entity.label()"
        />
        <nga-delete-confirmation
          [busy]="deleting()"
          [canConfirm]="entries.length > 0"
          (confirm)="confirm()"
        />
      }
      @if (failures().length > 0) {
        <div class="nga-delete-failures" role="alert">
          <p>{{ intl.batchDeleteFailed(failures().length, attempted()) }}</p>
          <ul>
            @for (failure of failures(); track failure.id) {
              <li>#{{ failure.id }}: {{ failure.message }}</li>
            }
          </ul>
        </div>
      }
    </nga-view-frame>
  `,
  styleUrl: './delete-page.scss',
})
export class NgaBatchDeletePage {
  /** The route's `:entity` and comma-separated `:ids` parameters. */
  protected readonly entity = injectRouteParam('entity');
  private readonly idsParam = injectRouteParam('ids');
  protected readonly ids = computed(() => this.idsParam().split(',').filter(Boolean));

  protected readonly intl = inject(NgaIntl);
  private readonly application = inject(NGA_APPLICATION);
  private readonly data = inject(NgaDataService);
  private readonly notification = inject(NgaNotification);
  private readonly datastore = inject(NgaDatastore);
  private readonly types = inject(NgaFieldTypeRegistry);
  private readonly permissions = inject(NgaPermissions);

  protected readonly view = computed(() =>
    this.application.getEntity(this.entity()).batchDeleteView(),
  );
  protected readonly fields = computed(() => {
    const entity = this.view().entity;
    const own = this.permissions.readable(entity, this.view().fields());
    return own.length > 0
      ? own
      : listFields(
          entity.listView(),
          this.types,
          (field) => this.permissions.fieldAccess(entity, field) !== 'none',
        );
  });
  private readonly loading = injectViewResource({
    params: () => ({ view: this.view(), ids: this.ids() }),
    stream: (params) =>
      this.data.entriesByIds(params.view.entity, this.fields(), params.ids).pipe(
        map((page) => {
          this.datastore.setLookup(page.references);
          return page.entries;
        }),
      ),
    subject: (params) => ({ entityLabel: params.view.entity.label() }),
  });
  protected readonly entries = this.loading.resource;
  protected readonly loaded = this.loading.current;
  protected readonly problem = this.loading.problem;
  /** The ids still to delete: all of them, then the ones that failed, for a retry. */
  private readonly remaining = linkedSignal(() => this.ids());
  private readonly deletion = injectDeletion(this.view);
  protected readonly deleting = this.deletion.deleting;
  /** How many deletions the last confirmation sent. */
  protected readonly attempted = signal(0);
  protected readonly failures = signal<{ id: unknown; message: string }[]>([]);
  protected readonly defaultTitle = computed(() =>
    this.intl.batchDeleteTitle(this.ids().length, this.view().entity.label()),
  );
  /** What the frame shows: the view's templates see the selection. */
  protected readonly state: NgaViewState = {
    current: signal(null),
    problem: this.problem,
    scope: computed(() => ({
      entity: this.view().entity,
      view: this.view(),
      selection: this.loaded() ?? [],
      datastore: this.datastore,
    })),
    retry: () => this.entries.reload(),
  };

  protected async confirm(): Promise<void> {
    const ids = this.remaining();
    this.failures.set([]);
    this.attempted.set(ids.length);
    if (this.deletion.mode() !== 'pessimistic') {
      await this.confirmAtOnce(ids);
      return;
    }
    const result = await this.deletion.send(this.data.batchDelete(this.view().entity, ids));
    if (!result) return;
    if (result.failed.length === 0) {
      await this.deletion.done(this.intl.batchDeleted(result.deleted.length));
      return;
    }
    const failedIds = new Set(result.failed.map((failure) => String(failure.id)));
    this.remaining.set(ids.filter((id) => failedIds.has(String(id))));
    this.entries.update((entries) =>
      entries?.filter((entry) => failedIds.has(String(entry.identifierValue))),
    );
    this.failures.set(
      result.failed.map((failure) => ({
        id: failure.id,
        message: this.deletion.failureMessage(failure.error),
      })),
    );
    this.notification.error(this.intl.batchDeleteFailed(result.failed.length, ids.length));
  }

  /** Deletes at once on screen; the entries whose deletion failed come back, and a message says why. */
  private async confirmAtOnce(ids: readonly string[]): Promise<void> {
    const entity = this.view().entity;
    const outcome = await this.deletion.atOnce({
      changes: ids.map((id) => ({ entityName: entity.name(), kind: 'delete' as const, id })),
      send: () => this.data.batchDelete(entity, ids),
      requests: () => ids.map((id) => this.data.deleteRequest(entity, id, this.view())),
      message: this.intl.batchDeletedUndoable(ids.length),
      description: this.intl.batchDeletionOf(ids.length, entity.label()),
    });
    const failed =
      outcome.status === 'failed'
        ? ids.map((id) => ({ id, error: outcome.error as unknown }))
        : outcome.status === 'done'
          ? outcome.result.failed
          : [];
    if (failed.length === 0) return;
    const details = failed.map(
      (failure) => `#${String(failure.id)}: ${this.deletion.failureMessage(failure.error)}`,
    );
    this.notification.error(
      [this.intl.batchDeleteFailed(failed.length, ids.length), ...details].join(' '),
    );
  }
}
