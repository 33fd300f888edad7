import { Component, computed, inject, signal } from '@angular/core';
import { Router } from '@angular/router';
import { firstValueFrom } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { NgaIntl } from '../../i18n/intl';
import { NgaNotification } from '../../base/notification';
import { NgaProgression } from '../../base/progression';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaDatastore } from '../../data/datastore';
import { NgaDeleteConfirmation } from './delete-confirmation';
import { injectViewEntry } from '../shared/load-entry';
import { NgaViewActions } from '../shared/view-actions';
import { NgaViewHeader } from '../shared/view-header';
import { injectRouteParam } from '../shared/route-params';
import { loadProblem } from '../shared/load-problem';
import { NgaLoadingBar } from '../shared/loading-bar';
import { NgaViewProblem } from '../shared/view-problem';
import { NgaLinks } from '../../base/links';
import { NgaListMemory } from '../shared/list-memory';

/**
 * The deletion confirmation (`/:entity/delete/:id`): the entry's title and description
 * templates, then Yes sends the DELETE and returns to the list, No goes back.
 */
@Component({
  selector: 'nga-delete-page',
  imports: [NgaDeleteConfirmation, NgaLoadingBar, NgaViewActions, NgaViewHeader, NgaViewProblem],
  providers: [NgaDatastore],
  template: `
    <nga-view-header
      [title]="view().title()"
      [defaultTitle]="defaultTitle()"
      [description]="view().description()"
      [scope]="record.scope()"
    >
      <nga-view-actions [view]="view()" [entry]="record.current()" />
    </nga-view-header>
    <nga-loading-bar [active]="record.resource.isLoading() || deleting()" />
    @if (record.problem(); as problem) {
      <nga-view-problem
        [problem]="problem"
        [entity]="view().entity"
        (retry)="record.resource.reload()"
      />
    }
    @if (record.current()) {
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
  private readonly memory = inject(NgaListMemory);
  protected readonly intl = inject(NgaIntl);
  private readonly application = inject(NGA_APPLICATION);
  private readonly data = inject(NgaDataService);
  private readonly notification = inject(NgaNotification);
  private readonly progression = inject(NgaProgression);
  private readonly router = inject(Router);

  protected readonly view = computed(() =>
    this.application.getEntity(this.entity()).deletionView(),
  );
  protected readonly record = injectViewEntry(this.view, this.id);
  protected readonly deleting = signal(false);
  protected readonly failure = signal<string | null>(null);
  protected readonly defaultTitle = computed(() =>
    this.intl.deleteTitle(this.view().entity.label(), this.id()),
  );

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
      const list = this.memory.listLink(entity);
      await this.router.navigate(list.commands, { queryParams: list.queryParams });
    } catch (error) {
      // One message, beside the buttons: the entry stays on screen, nothing is lost.
      const problem = loadProblem(error, this.intl, { entityLabel: this.view().entity.label() });
      this.failure.set(
        this.application.configuredErrorMessageFor(this.view(), error) ??
          (problem.detail ? `${problem.title}: ${problem.detail}` : problem.title),
      );
    } finally {
      this.deleting.set(false);
    }
  }
}
