import {
  afterRenderEffect,
  Component,
  ElementRef,
  inject,
  input,
  linkedSignal,
  output,
  viewChild,
} from '@angular/core';
import { NgaButton } from '../../base/button';
import { NgaIntl } from '../../i18n/intl';
import { defaultChoices, type NgaConflict, type NgaConflictChoice } from './conflict';

/**
 * The dialog of a refused save: for each field someone else changed meanwhile, the value when
 * the form opened, theirs and the user's, with "Keep mine" or "Take theirs"; then apply the
 * choices (the form keeps them, unsaved, ready to save again) or reload their version. A
 * native modal `<dialog>`: focus stays inside, Escape closes it and the form stays as it was.
 *
 * @usageNotes
 * ```html
 * <nga-conflict-dialog [conflict]="conflict" (apply)="store.resolveConflict($event)"
 *   (reload)="store.reloadTheirs()" (dismiss)="store.closeConflict()" />
 * ```
 */
@Component({
  selector: 'nga-conflict-dialog',
  imports: [NgaButton],
  template: `
    <dialog
      #dialog
      class="nga-conflict"
      aria-labelledby="nga-conflict-title"
      aria-describedby="nga-conflict-intro"
      (close)="dismiss.emit()"
    >
      <h2 id="nga-conflict-title" class="nga-conflict-title">{{ intl.conflictTitle }}</h2>
      <p id="nga-conflict-intro" class="nga-conflict-intro">
        {{ conflict().fields.length > 0 ? intl.conflictIntro : intl.conflictNoField }}
      </p>
      @for (row of conflict().fields; track row.name) {
        <fieldset class="nga-conflict-field" [attr.data-field]="row.name">
          <legend class="nga-conflict-label">{{ row.label }}</legend>
          <dl class="nga-conflict-values">
            <div>
              <dt>{{ intl.conflictOriginal }}</dt>
              <dd class="nga-conflict-original">{{ row.original }}</dd>
            </div>
            <div>
              <dt>{{ intl.conflictTheirs }}</dt>
              <dd class="nga-conflict-theirs">{{ row.theirs }}</dd>
            </div>
            <div>
              <dt>{{ intl.conflictMine }}</dt>
              <dd class="nga-conflict-mine">{{ row.mine }}</dd>
            </div>
          </dl>
          <div class="nga-conflict-choice">
            <label>
              <input
                type="radio"
                value="mine"
                [name]="'nga-conflict-' + row.name"
                [checked]="choices().get(row.name) === 'mine'"
                (change)="choose(row.name, 'mine')"
              />
              {{ intl.conflictKeepMine }}
            </label>
            <label>
              <input
                type="radio"
                value="theirs"
                [name]="'nga-conflict-' + row.name"
                [checked]="choices().get(row.name) === 'theirs'"
                (change)="choose(row.name, 'theirs')"
              />
              {{ intl.conflictTakeTheirs }}
            </label>
          </div>
        </fieldset>
      }
      <div class="nga-conflict-actions">
        <button
          ngaButton="filled"
          type="button"
          class="nga-conflict-apply"
          (click)="applyChoices()"
        >
          {{ intl.conflictApply }}
        </button>
        <button ngaButton="text" type="button" class="nga-conflict-reload" (click)="reload.emit()">
          {{ intl.conflictReload }}
        </button>
      </div>
    </dialog>
  `,
  styles: `
    .nga-conflict {
      box-sizing: border-box;
      width: min(720px, calc(100vw - 32px));
      max-height: calc(100dvh - 32px);
      padding: 24px;
      border: none;
      border-radius: var(--mat-sys-corner-extra-large, 28px);
      background: var(--mat-sys-surface-container-high);
      color: var(--mat-sys-on-surface);
      box-shadow: var(--mat-sys-level3);
    }
    .nga-conflict::backdrop {
      background: rgb(0 0 0 / 40%);
    }
    .nga-conflict-title {
      margin: 0 0 8px;
      font: var(--mat-sys-headline-small);
    }
    .nga-conflict-intro {
      margin: 0 0 16px;
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-body-medium);
    }
    .nga-conflict-field {
      margin: 0 0 12px;
      padding: 12px 16px;
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: var(--mat-sys-corner-medium, 12px);
    }
    .nga-conflict-label {
      padding: 0 4px;
      font: var(--mat-sys-title-small);
    }
    .nga-conflict-values {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
      gap: 8px 16px;
      margin: 0 0 8px;
      dt {
        color: var(--mat-sys-on-surface-variant);
        font: var(--mat-sys-label-medium);
      }
      dd {
        margin: 2px 0 0;
        font: var(--mat-sys-body-medium);
        overflow-wrap: anywhere;
        white-space: pre-wrap;
      }
    }
    .nga-conflict-choice {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 24px;
      font: var(--mat-sys-body-medium);
      label {
        display: inline-flex;
        align-items: center;
        gap: 6px;
        min-height: 40px;
        cursor: pointer;
      }
      input {
        width: 18px;
        height: 18px;
        margin: 0;
        accent-color: var(--mat-sys-primary);
      }
    }
    .nga-conflict-actions {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: 8px;
      margin-top: 16px;
    }
  `,
})
export class NgaConflictDialog {
  readonly conflict = input.required<NgaConflict>();
  /** Whether the dialog shows; Escape closes it and says so through `dismiss`. */
  readonly open = input(true);
  /** The chosen value of each listed field. */
  readonly apply = output<ReadonlyMap<string, NgaConflictChoice>>();
  /** Discard the user's values and show their version. */
  readonly reload = output<void>();
  /** Closed without a choice (Escape): the form stays as it was. */
  readonly dismiss = output<void>();

  protected readonly intl = inject(NgaIntl);
  protected readonly choices = linkedSignal(() => defaultChoices(this.conflict().fields));
  private readonly dialog = viewChild.required<ElementRef<HTMLDialogElement>>('dialog');

  constructor() {
    // Follows every change of `open`, even one undone before the next render (Escape, then
    // Save at once): the dialog shows again whenever it should and is not showing.
    afterRenderEffect(() => {
      const dialog = this.dialog().nativeElement;
      if (this.open() && !dialog.open) dialog.showModal();
      else if (!this.open() && dialog.open) dialog.close();
    });
  }

  protected choose(name: string, choice: NgaConflictChoice): void {
    this.choices.update((choices) => new Map(choices).set(name, choice));
  }

  protected applyChoices(): void {
    this.apply.emit(this.choices());
  }
}
