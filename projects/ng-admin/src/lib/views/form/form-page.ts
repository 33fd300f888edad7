import {
  afterNextRender,
  Component,
  computed,
  effect,
  ElementRef,
  inject,
  Injector,
} from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { Location } from '@angular/common';
import { RouterLink } from '@angular/router';
import type { Field, FormView } from '@ng-admin/core/config';
import { NgaButton } from '../../base/button';
import { NgaLinks } from '../../base/links';
import { NGA_APPLICATION } from '../../base/tokens';
import type { NgaHasUnsavedChanges } from '../../base/unsaved-changes';
import { NgaDatastore } from '../../data/datastore';
import { EntryFormGroup, NgaEntryForms } from '../../fields/entry-form';
import { injectFieldComponents } from '../../fields/field-components';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaTemplateInput } from '../../fields/template/template-input';
import { NgaIntl } from '../../i18n/intl';
import { injectQueryParam, injectRouteParam, routeData } from '../shared/route-params';
import { NgaViewFrame, type NgaViewState } from '../shared/view-frame';
import { NgaConflictDialog } from './conflict-dialog';
import { NgaFormStore } from './form-store';

/**
 * The creation (`/:entity/create`) and edition (`/:entity/edit/:id`) views: a typed reactive
 * form of the view's fields, validation, the submit hooks, server violations on their
 * controls, one clear message when a save fails, a sticky bar of actions (Save, Cancel,
 * Delete), unsaved values kept as a draft and offered back, and a guard against leaving with
 * unsaved changes (in the app or the browser).
 */
@Component({
  selector: 'nga-form-page',
  imports: [
    NgaButton,
    NgaConflictDialog,
    NgaFieldOutlet,
    NgaViewFrame,
    NgaTemplateInput,
    ReactiveFormsModule,
    RouterLink,
  ],
  providers: [NgaDatastore, NgaFormStore],
  host: { '(window:beforeunload)': 'onBeforeUnload($event)' },
  templateUrl: './form-page.html',
  styleUrl: './form-page.scss',
})
export class NgaFormPage implements NgaHasUnsavedChanges {
  /** The route's `:entity`, `:id` (edition), `kind` (route data) and `defaultValues` query. */
  protected readonly entity = injectRouteParam('entity');
  private readonly idParam = injectRouteParam('id');
  protected readonly id = computed(() => this.idParam() || undefined);
  private readonly kind = routeData<'creation' | 'edition'>('kind') ?? 'creation';
  protected readonly defaultValues = injectQueryParam('defaultValues');

  protected readonly store = inject(NgaFormStore);
  protected readonly intl = inject(NgaIntl);
  protected readonly datastore = inject(NgaDatastore);
  protected readonly location = inject(Location);
  private readonly application = inject(NGA_APPLICATION);
  private readonly forms = inject(NgaEntryForms);
  private readonly links = inject(NgaLinks);
  private readonly injector = inject(Injector);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);

  protected readonly view = computed(() => {
    const entity = this.application.getEntity(this.entity());
    return (this.kind === 'edition' ? entity.editionView() : entity.creationView()) as FormView;
  });
  protected readonly fields = computed(() => this.forms.fields(this.view()));
  protected readonly components = injectFieldComponents(this.fields, 'input');

  protected readonly defaultTitle = computed(() => {
    const view = this.view();
    const label = view.entity.label();
    return view.kind === 'edition'
      ? this.intl.editTitle(label, this.id())
      : this.intl.createTitle(label);
  });
  /** The record as the frame shows it: the loaded entry, its problem, the templates' scope. */
  protected readonly record: NgaViewState = {
    current: computed(() => this.store.current()?.entry ?? null),
    problem: this.store.problem,
    scope: computed(() => {
      const loaded = this.store.current();
      return {
        entry: loaded?.entry,
        entity: this.view().entity,
        view: this.view(),
        form: loaded?.form ?? null,
        datastore: this.datastore,
      };
    }),
    retry: () => this.store.retry(),
  };
  /** The deletion view of the entry, offered in the actions bar of an edition form. */
  protected readonly deleteLink = computed(() => {
    const view = this.view();
    const id = this.id();
    return view.kind === 'edition' && id !== undefined && this.links.allows(view.entity, 'deletion')
      ? this.links.delete(view.entity, id).commands
      : null;
  });

  constructor() {
    effect(() => this.store.open(this.view(), this.id(), this.defaultValues()));
  }

  hasUnsavedChanges(): boolean {
    return this.store.hasUnsavedChanges();
  }

  /** Leaving the application (reload, closing the tab) with unsaved changes asks first too. */
  protected onBeforeUnload(event: BeforeUnloadEvent): void {
    if (this.hasUnsavedChanges()) event.preventDefault();
  }

  protected controlOf(form: EntryFormGroup, field: Field) {
    return this.forms.hasControl(field) ? (form.controls[field.name()] ?? null) : null;
  }

  protected async submit(event: Event): Promise<void> {
    const outcome = await this.store.submit(event);
    // The controls' invalid classes are only in the DOM after the next render.
    if (outcome === 'invalid' || outcome === 'failed') {
      afterNextRender(() => this.focusAfterFailure(), { injector: this.injector });
    }
  }

  /** Focus goes to the first invalid control, else to the message of the failed save. */
  private focusAfterFailure(): void {
    const root = this.host.nativeElement;
    for (const element of root.querySelectorAll<HTMLElement>('.ng-invalid:not(form)')) {
      const target = element.matches('input, textarea, select, [tabindex]')
        ? element
        : element.querySelector<HTMLElement>(
            'input, textarea, select, [tabindex]:not([tabindex="-1"])',
          );
      if (target) {
        target.focus();
        return;
      }
    }
    root.querySelector<HTMLElement>('.nga-submit-error')?.focus();
  }
}
