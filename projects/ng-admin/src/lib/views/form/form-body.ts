import { NgTemplateOutlet } from '@angular/common';
import {
  afterNextRender,
  Component,
  computed,
  ElementRef,
  inject,
  Injector,
  input,
  linkedSignal,
  output,
  signal,
} from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { RouterLink } from '@angular/router';
import type { Field } from '@ng-admin/core/config';
import { NgaButton } from '../../base/button';
import { EntryFormGroup, NgaEntryForms } from '../../fields/entry-form';
import { injectFieldComponents } from '../../fields/field-components';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { controlVersion } from '../../fields/shared/control-version';
import { NgaTemplateInput } from '../../fields/template/template-input';
import { tabFieldNames, viewLayout } from '../../fields/view-layout';
import { NgaIntl } from '../../i18n/intl';
import { NgaViewTabs } from '../shared/view-tabs';
import { NgaConflictDialog } from './conflict-dialog';
import { NgaFormStore } from './form-store';
import { NgaPartDownloadFailed } from '../../base/part-download-failed';

/**
 * The form of a creation or edition view, as its `NgaFormStore` holds it: the draft offer, the
 * fields laid out in their tabs and sections (those `showWhen` hides left out), Save, Cancel
 * and Delete, the message of a failed save, and the conflict dialog. After a failed save the
 * focus goes to the first invalid field, its tab selected first. The page at `/:entity/edit/:id`
 * and the creation dialog of a reference input both show it.
 *
 * @usageNotes
 * ```html
 * <nga-form-body [deleteLink]="deleteLink()" [tab]="tab()" (tabChange)="selectTab($event)"
 *   (cancelled)="location.back()" />
 * ```
 */
@Component({
  selector: 'nga-form-body',
  imports: [
    NgaButton,
    NgaConflictDialog,
    NgaFieldOutlet,
    NgaTemplateInput,
    NgaViewTabs,
    NgTemplateOutlet,
    ReactiveFormsModule,
    RouterLink,
    NgaPartDownloadFailed,
  ],
  templateUrl: './form-body.html',
  styleUrl: './form-body.scss',
})
export class NgaFormBody {
  /** The router commands of the deletion page, offered beside Save; none by default. */
  readonly deleteLink = input<readonly string[] | null>(null);
  /** The key of the tab to show (the page's `tab` query parameter). */
  readonly tab = input<string | null | undefined>(null);
  /** The key of the tab the user chose, or the one a failed save selected. */
  readonly tabChange = output<string>();
  /** Cancel was pressed. */
  readonly cancelled = output<void>();

  protected readonly store = inject(NgaFormStore);
  protected readonly intl = inject(NgaIntl);
  private readonly forms = inject(NgaEntryForms);
  private readonly injector = inject(Injector);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);

  protected readonly fields = this.store.fields;
  protected readonly components = injectFieldComponents(this.fields, 'input');
  protected readonly layout = computed(() => {
    const view = this.store.view();
    return view ? viewLayout(view, this.fields()) : { before: [], tabs: [], after: [] };
  });
  /** The tab shown: the one asked for, until the user or a failed save chooses another. */
  protected readonly selectedTab = linkedSignal(() => this.tab() ?? null);
  /** Set by a save attempt: from then on, tabs holding an invalid field say so. */
  private readonly attempted = signal(false);
  private readonly formVersion = controlVersion(computed(() => this.store.current()?.form));
  protected readonly invalidTabs = computed(() => {
    this.formVersion();
    const form = this.store.current()?.form;
    if (!this.attempted() || !form) return new Set<string>();
    return new Set(
      this.layout()
        .tabs.filter((tab) => tabFieldNames(tab).some((name) => form.controls[name]?.invalid))
        .map((tab) => tab.key),
    );
  });

  protected controlOf(form: EntryFormGroup, field: Field) {
    return this.forms.hasControl(field) ? (form.controls[field.name()] ?? null) : null;
  }

  protected selectTab(key: string): void {
    this.selectedTab.set(key);
    this.tabChange.emit(key);
  }

  protected async submit(event: Event): Promise<void> {
    this.attempted.set(true);
    const outcome = await this.store.submit(event);
    // The controls' invalid classes are only in the DOM after the next render.
    if (outcome === 'invalid' || outcome === 'failed') {
      afterNextRender(() => this.focusAfterFailure(), { injector: this.injector });
    }
  }

  /**
   * Focus goes to the first invalid field (in the order shown, its tab selected first), else to
   * the message of the failed save.
   */
  private focusAfterFailure(): void {
    const form = this.store.current()?.form;
    const layout = this.layout();
    const tab = form
      ? layout.tabs.find((candidate) =>
          tabFieldNames(candidate).some((name) => form.controls[name]?.invalid),
        )
      : undefined;
    const outsideTabs = [...layout.before, ...layout.after]
      .flatMap((section) => section.fields)
      .some((field) => form?.controls[field.name()]?.invalid);
    if (tab && !outsideTabs && tab.key !== (this.selectedTab() ?? layout.tabs[0]?.key)) {
      this.selectTab(tab.key);
      // The tab's content renders once the tab group shows it.
      void this.whenShown(tab.key).then(() => this.focusFirstInvalid());
      return;
    }
    this.focusFirstInvalid();
  }

  private async whenShown(tabKey: string): Promise<void> {
    const names = new Set(tabFieldNames(this.layout().tabs.find((tab) => tab.key === tabKey)!));
    for (let waited = 0; waited < 2000; waited += 20) {
      // Rendered and shown: a tab kept from an earlier visit is there before it shows.
      const shown = [...this.host.nativeElement.querySelectorAll('[data-nga-field]')].some(
        (element) => names.has(element.getAttribute('data-nga-field') ?? '') && canFocus(element),
      );
      if (shown) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private focusFirstInvalid(): void {
    const root = this.host.nativeElement;
    // Widgets with an inner control (JSON, dates) mark their box with aria-invalid instead.
    const invalid = root.querySelectorAll<HTMLElement>(
      '.ng-invalid:not(form), [aria-invalid="true"]',
    );
    for (const element of invalid) {
      const target = element.matches('input, textarea, select, [tabindex]')
        ? element
        : element.querySelector<HTMLElement>(
            'input, textarea, select, [tabindex]:not([tabindex="-1"])',
          );
      // Tabs keep the fields they showed: those of a tab not shown are there, but hidden (and
      // inert while the tab group moves to another tab).
      if (target && canFocus(target)) {
        target.focus();
        return;
      }
    }
    root.querySelector<HTMLElement>('.nga-submit-error')?.focus();
  }
}

/** Whether an element can take the focus: shown, and not in an inert part of the page. */
function canFocus(element: Element): boolean {
  return element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]');
}
