import { Component, computed, inject, Injector } from '@angular/core';
import {
  MAT_DIALOG_DATA,
  MatDialog,
  MatDialogContent,
  MatDialogRef,
  MatDialogTitle,
} from '@angular/material/dialog';
import type { Entity, EntryLike } from '@ng-admin/core/config';
import { firstValueFrom } from 'rxjs';
import { NgaDatastore } from '../../data/datastore';
import { NgaIntl } from '../../i18n/intl';
import { NgaLoadingBar } from '../shared/loading-bar';
import { NgaFormBody } from './form-body';
import { NgaFormStore } from './form-store';

interface CreateDialogData {
  readonly entity: Entity;
  readonly defaultValues: Readonly<Record<string, unknown>>;
}

/**
 * The creation form of an entity in a dialog, opened by a reference input's "Create <target>":
 * the creation view's own form and store, so its validation, `prepare` and submit hooks run.
 * Once saved the dialog closes with the new entry; Cancel (or Escape) closes it with nothing.
 */
@Component({
  selector: 'nga-create-dialog',
  imports: [MatDialogContent, MatDialogTitle, NgaFormBody, NgaLoadingBar],
  providers: [NgaDatastore, NgaFormStore],
  template: `
    <h2 mat-dialog-title>{{ title() }}</h2>
    <mat-dialog-content class="nga-create-dialog-content">
      <nga-loading-bar [active]="store.loaded.isLoading() || store.saving()" />
      @if (store.problem(); as problem) {
        <p class="nga-create-dialog-problem" role="alert">{{ problem.title }}</p>
      }
      <nga-form-body (cancelled)="ref.close(null)" />
    </mat-dialog-content>
  `,
  styles: `
    .nga-create-dialog-content {
      padding-bottom: 0;
    }
    .nga-create-dialog-problem {
      color: var(--mat-sys-error);
    }
  `,
})
export class NgaCreateDialog {
  private readonly data = inject<CreateDialogData>(MAT_DIALOG_DATA);
  protected readonly ref = inject<MatDialogRef<NgaCreateDialog, EntryLike | null>>(MatDialogRef);
  protected readonly store = inject(NgaFormStore);
  private readonly intl = inject(NgaIntl);
  protected readonly title = computed(() => this.intl.createTitle(this.data.entity.label()));

  constructor() {
    const values = this.data.defaultValues;
    this.store.openEmbedded(
      this.data.entity.creationView(),
      Object.keys(values).length > 0 ? JSON.stringify(values) : undefined,
      (saved) => this.ref.close(saved),
    );
  }
}

/**
 * Opens the creation dialog of `entity` and resolves with the entry saved, or null. The
 * `NGA_RECORD_CREATOR` that `provideNgAdmin` gives loads this on first use.
 *
 * @usageNotes
 * ```ts
 * const tag = await openCreateDialog(injector, tags, { name: 'angular' });
 * ```
 */
export async function openCreateDialog(
  injector: Injector,
  entity: Entity,
  defaultValues: Readonly<Record<string, unknown>>,
): Promise<EntryLike | null> {
  const ref = injector
    .get(MatDialog)
    .open<NgaCreateDialog, CreateDialogData, EntryLike | null>(NgaCreateDialog, {
      data: { entity, defaultValues },
      injector,
      width: '760px',
      maxWidth: 'calc(100vw - 16px)',
      maxHeight: 'calc(100vh - 16px)',
      autoFocus: 'first-tabbable',
      restoreFocus: true,
    });
  return (await firstValueFrom(ref.afterClosed())) ?? null;
}
