import { Location } from '@angular/common';
import {
  afterNextRender,
  Component,
  computed,
  ElementRef,
  inject,
  Injector,
  signal,
} from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import { ReactiveFormsModule } from '@angular/forms';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { Router } from '@angular/router';
import type { EntryLike, Field, FormView } from '@ng-admin/core/config';
import { firstValueFrom, map } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { Entry } from '../../data/entry';
import { NgaHttpError } from '../../data/nga-http-error';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaIntl } from '../../i18n/intl';
import type { NgaHasUnsavedChanges } from '../../base/unsaved-changes';
import { NgaNotification } from '../../base/notification';
import { NgaProgression } from '../../base/progression';
import { NgaTemplate } from '../../templates/template';
import { NGA_APPLICATION } from '../../base/tokens';
import { injectFieldComponents } from '../../fields/field-components';
import { NgaDatastore } from '../../data/datastore';
import { injectEntryLoader } from '../shared/load-entry';
import { NgaViewActions } from '../shared/view-actions';
import { NgaViewHeader } from '../shared/view-header';
import { injectQueryParam, injectRouteParam, routeData } from '../shared/route-params';
import { NgaLinks } from '../../base/links';
import { applyViolations, EntryFormGroup, NgaEntryForms } from '../../fields/entry-form';
import { runSubmitWorkflow } from './submit-workflow';

interface LoadedForm {
  readonly view: FormView;
  readonly entry: Entry;
  readonly form: EntryFormGroup;
}

/**
 * The creation (`/:entity/create`) and edition (`/:entity/edit/:id`) views: a typed reactive
 * form of the view's fields, validation, the submit hooks, server violations on their
 * controls, and a guard against leaving with unsaved changes (in the app or the browser).
 */
@Component({
  selector: 'nga-form-page',
  imports: [
    MatButtonModule,
    MatProgressBarModule,
    NgaFieldOutlet,
    NgaTemplate,
    NgaViewActions,
    NgaViewHeader,
    ReactiveFormsModule,
  ],
  providers: [NgaDatastore],
  host: { '(window:beforeunload)': 'onBeforeUnload($event)' },
  templateUrl: './form-page.html',
  styleUrl: './form-page.scss',
})
export class NgaFormPage implements NgaHasUnsavedChanges {
  /** The route's `:entity`, `:id` (edition), `kind` (route data) and `defaultValues` query. */
  protected readonly entity = injectRouteParam('entity');
  private readonly idParam = injectRouteParam('id');
  protected readonly id = computed(() => this.idParam() || undefined);
  protected readonly kind = signal(routeData<'creation' | 'edition'>('kind') ?? 'creation');
  protected readonly defaultValues = injectQueryParam('defaultValues');

  private readonly links = inject(NgaLinks);
  protected readonly intl = inject(NgaIntl);
  protected readonly datastore = inject(NgaDatastore);
  private readonly application = inject(NGA_APPLICATION);
  private readonly data = inject(NgaDataService);
  private readonly entries = injectEntryLoader();
  private readonly notification = inject(NgaNotification);
  private readonly progression = inject(NgaProgression);
  private readonly router = inject(Router);
  private readonly location = inject(Location);
  private readonly injector = inject(Injector);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);

  protected readonly view = computed(() => {
    const entity = this.application.getEntity(this.entity());
    return (this.kind() === 'edition' ? entity.editionView() : entity.creationView()) as FormView;
  });
  private readonly forms = inject(NgaEntryForms);
  protected readonly fields = computed(() => this.forms.fields(this.view()));
  protected readonly components = injectFieldComponents(this.fields, 'input');

  protected readonly loaded = rxResource({
    params: () => ({ view: this.view(), id: this.id(), defaultValues: this.defaultValues() }),
    stream: ({ params }) => this.load(params.view, params.id, params.defaultValues),
  });

  protected readonly saving = signal(false);
  protected readonly invalidSubmit = signal(false);
  protected readonly submitError = signal<string | null>(null);

  protected readonly defaultTitle = computed(() => {
    const view = this.view();
    const label = view.entity.label();
    return view.kind === 'edition'
      ? this.intl.editTitle(label, this.id())
      : this.intl.createTitle(label);
  });
  protected readonly scope = computed(() => {
    const loaded = this.loaded.value();
    return {
      entry: loaded?.entry,
      entity: this.view().entity,
      view: this.view(),
      form: loaded?.form ?? null,
      datastore: this.datastore,
    };
  });

  hasUnsavedChanges(): boolean {
    const form = this.loaded.value()?.form;
    return !!form && form.dirty;
  }

  /** Leaving the application (reload, closing the tab) with unsaved changes asks first too. */
  protected onBeforeUnload(event: BeforeUnloadEvent): void {
    if (this.hasUnsavedChanges()) event.preventDefault();
  }

  protected controlOf(form: EntryFormGroup, field: Field) {
    return this.forms.hasControl(field) ? (form.controls[field.name()] ?? null) : null;
  }

  protected async submit(event: Event, loaded: LoadedForm): Promise<void> {
    const { form, view, entry } = loaded;
    this.submitError.set(null);
    form.markAllAsTouched();
    if (form.invalid) {
      this.invalidSubmit.set(true);
      this.notification.error(this.intl.invalidForm);
      afterNextRender(() => this.focusFirstInvalid(), { injector: this.injector });
      return;
    }
    this.invalidSubmit.set(false);
    this.saving.set(true);
    this.progression.start();
    const values = form.getRawValue();
    try {
      await runSubmitWorkflow(
        view,
        async () => {
          const saved = await firstValueFrom(
            view.kind === 'edition'
              ? this.data.update(view, entry, values)
              : this.data.create(view, values),
          );
          // Saved: leaving is safe from now on, also when a hook leaves instead of the default.
          form.markAsPristine();
          return saved;
        },
        {
          $event: event,
          entity: view.entity,
          form,
          progression: this.progression,
          notification: this.notification,
        },
        (error) => this.application.getErrorMessage(error),
        {
          onSuccess: (saved) => this.afterSave(view, saved),
          onError: (error, message) => this.showError(form, error, message),
        },
        this.injector,
      );
    } finally {
      this.saving.set(false);
      this.progression.done();
    }
  }

  private load(view: FormView, id: string | undefined, defaultValues: string | undefined) {
    const entity = view.entity;
    const entry$ =
      view.kind === 'edition'
        ? this.entries.load(view, id)
        : this.entries.prepare(
            view,
            Entry.fromValues(entity.name(), this.forms.creationValues(view, defaultValues)),
            {
              defaultValues,
            },
          );
    return entry$.pipe(
      map((entry): LoadedForm => ({ view, entry, form: this.forms.build(view, entry.values) })),
    );
  }

  private async afterSave(view: FormView, saved: EntryLike): Promise<void> {
    const entity = view.entity;
    if (view.kind === 'creation') {
      this.notification.success(this.intl.created);
      const target = entity.showView().isEnabled()
        ? this.links.show(entity, saved.identifierValue).commands
        : entity.editionView().isEnabled()
          ? this.links.edit(entity, saved.identifierValue).commands
          : this.links.list(entity).commands;
      await this.router.navigate(target);
      return;
    }
    this.notification.success(this.intl.saved);
    const state = this.location.getState() as { navigationId?: number } | null;
    if ((state?.navigationId ?? 1) > 1) this.location.back();
    else await this.router.navigate(this.links.list(entity).commands);
  }

  private showError(form: EntryFormGroup, error: unknown, message: string): void {
    const violations = error instanceof NgaHttpError ? error.violations : [];
    const unmatched = applyViolations(form, violations);
    const details = unmatched.map((violation) => `${violation.propertyPath}: ${violation.message}`);
    this.submitError.set([message, ...details].join(' '));
    this.notification.error(message);
    // The controls' invalid classes are only in the DOM after the next render.
    if (violations.length > unmatched.length) {
      afterNextRender(() => this.focusFirstInvalid(), { injector: this.injector });
    }
  }

  private focusFirstInvalid(): void {
    const invalid = this.host.nativeElement.querySelectorAll<HTMLElement>('.ng-invalid:not(form)');
    for (const element of invalid) {
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
  }
}
