import { Component, computed, inject, signal } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { Router } from '@angular/router';
import { firstValueFrom } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { NgaIntl } from '../../i18n/intl';
import { NgaNotification } from '../../base/notification';
import { NgaProgression } from '../../base/progression';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaDatastore } from '../../data/datastore';
import { NgaDeleteConfirmation } from './delete-confirmation';
import { injectEntryLoader } from '../shared/load-entry';
import { NgaViewActions } from '../shared/view-actions';
import { NgaViewHeader } from '../shared/view-header';
import { injectRouteParam } from '../shared/route-params';
import { NgaLinks } from '../../base/links';

/**
 * The deletion confirmation (`/:entity/delete/:id`): the entry's title and description
 * templates, then Yes sends the DELETE and returns to the list, No goes back.
 */
@Component({
  selector: 'nga-delete-page',
  imports: [MatProgressBarModule, NgaDeleteConfirmation, NgaViewActions, NgaViewHeader],
  providers: [NgaDatastore],
  template: `
    <nga-view-header
      [title]="view().title()"
      [defaultTitle]="defaultTitle()"
      [description]="view().description()"
      [scope]="scope()"
    >
      <nga-view-actions [view]="view()" [entry]="entry.value() ?? null" />
    </nga-view-header>
    <div class="nga-delete-progress" aria-hidden="true">
      @if (entry.isLoading() || deleting()) {
        <mat-progress-bar mode="indeterminate" />
      }
    </div>
    @if (entry.error(); as error) {
      <p class="nga-delete-error" role="alert">{{ error.message }}</p>
    }
    @if (entry.value()) {
      <nga-delete-confirmation [busy]="deleting()" (confirm)="confirm()" />
    }
    @if (failure(); as message) {
      <p class="nga-delete-error" role="alert">{{ message }}</p>
    }
  `,
  styleUrl: './delete-page.scss',
})
export class NgaDeletePage {
  /** The route's `:entity` and `:id` parameters. */
  protected readonly entity = injectRouteParam('entity');
  protected readonly id = injectRouteParam('id');

  private readonly links = inject(NgaLinks);
  protected readonly intl = inject(NgaIntl);
  private readonly application = inject(NGA_APPLICATION);
  private readonly data = inject(NgaDataService);
  private readonly notification = inject(NgaNotification);
  private readonly progression = inject(NgaProgression);
  private readonly router = inject(Router);
  private readonly datastore = inject(NgaDatastore);
  private readonly entries = injectEntryLoader();

  protected readonly view = computed(() =>
    this.application.getEntity(this.entity()).deletionView(),
  );
  protected readonly entry = rxResource({
    params: () => ({ view: this.view(), id: this.id() }),
    stream: ({ params }) => this.entries.load(params.view, params.id),
  });
  protected readonly deleting = signal(false);
  protected readonly failure = signal<string | null>(null);
  protected readonly defaultTitle = computed(() =>
    this.intl.deleteTitle(this.view().entity.label(), this.id()),
  );
  protected readonly scope = computed(() => ({
    entry: this.entry.value(),
    entity: this.view().entity,
    view: this.view(),
    datastore: this.datastore,
  }));

  protected async confirm(): Promise<void> {
    const entity = this.view().entity;
    this.deleting.set(true);
    this.failure.set(null);
    try {
      await this.progression.track(
        firstValueFrom(this.data.delete(entity, this.id(), this.view()), {
          defaultValue: undefined,
        }),
      );
      this.notification.success(this.intl.deleted);
      await this.router.navigate(this.links.list(entity).commands);
    } catch (error) {
      const message = this.application.getErrorMessage(error);
      this.failure.set(message);
      this.notification.error(message);
    } finally {
      this.deleting.set(false);
    }
  }
}
