import { Location } from '@angular/common';
import { computed, DestroyRef, effect, inject, Injectable, Injector, signal } from '@angular/core';
import { Router } from '@angular/router';
import type { EntryLike, Field, FormView, MutationMode } from '@ng-admin/core/config';
import { debounceTime, firstValueFrom, from, map, Observable, Subscription, switchMap } from 'rxjs';
import { NgaLinks } from '../../base/links';
import { NgaNotification } from '../../base/notification';
import { NgaProgression } from '../../base/progression';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaDataService } from '../../data/data-service';
import { Entry } from '../../data/entry';
import { NgaDatastore } from '../../data/datastore';
import { NgaAuth } from '../../data/auth/auth';
import { errorText } from '../../data/error-text';
import { NgaHttpError, toNgaHttpError } from '../../data/nga-http-error';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { exportedText } from '../../fields/shared/display';
import { applyViolations, EntryFormGroup, NgaEntryForms } from '../../fields/entry-form';
import { NgaIntl } from '../../i18n/intl';
import { failureMessage } from '../shared/load-problem';
import { injectEntryLoader, injectViewResource } from '../shared/load-entry';
import { NgaListMemory } from '../shared/list-memory';
import { NgaDraftKey, NgaFormDrafts } from './form-drafts';
import { handleError, runSubmitWorkflow, type SubmitHookContext } from './submit-workflow';
import { NgaFormRecovery, type NgaFailedSave } from './form-recovery';
import { injectSaveAtOnce } from './save-at-once';
import { NgaPendingWrites, withValues } from '../../data/pending-writes';
import { fieldConflicts, type NgaConflict, type NgaConflictChoice } from './conflict';

/** A form ready to edit: the view, the entry it started from and its typed form. */
export interface LoadedForm {
  readonly view: FormView;
  readonly entry: Entry;
  readonly form: EntryFormGroup;
}

interface FormRequest {
  readonly view: FormView;
  readonly id: string | undefined;
  readonly defaultValues: string | undefined;
}

/** How long typing may pause before the values are kept as a draft (ms). */
const DRAFT_DELAY = 400;

/**
 * The state of a creation or edition view: the entry loaded (or the creation defaults) and
 * its typed form, the load's problem when it failed, a draft of unsaved values from an earlier
 * visit, and the save with its hooks, violations and one clear message when it fails. The
 * form page renders it; what it does not own is the DOM (focus).
 */
@Injectable()
export class NgaFormStore {
  private readonly application = inject(NGA_APPLICATION);
  private readonly data = inject(NgaDataService);
  private readonly forms = inject(NgaEntryForms);
  private readonly entries = injectEntryLoader();
  private readonly drafts = inject(NgaFormDrafts);
  private readonly notification = inject(NgaNotification);
  private readonly progression = inject(NgaProgression);
  private readonly router = inject(Router);
  private readonly location = inject(Location);
  private readonly links = inject(NgaLinks);
  private readonly memory = inject(NgaListMemory);
  private readonly intl = inject(NgaIntl);
  private readonly injector = inject(Injector);
  private readonly datastore = inject(NgaDatastore);
  private readonly auth = inject(NgaAuth);
  private readonly types = inject(NgaFieldTypeRegistry);
  private readonly pendingWrites = inject(NgaPendingWrites);
  private readonly recovery = inject(NgaFormRecovery);
  private readonly saveAtOnce = injectSaveAtOnce();
  /** A refused save shown at once, brought back to this form once it shows. */
  private recovered: { readonly loaded: LoadedForm; readonly error: unknown } | null = null;
  private destroyed = false;

  private readonly request = signal<FormRequest | null>(null);
  readonly view = computed(() => this.request()?.view ?? null);
  readonly fields = computed(() => {
    const view = this.view();
    return view ? this.forms.fields(view) : [];
  });

  private readonly loading = injectViewResource({
    params: () => this.request() ?? undefined,
    stream: (request) => this.load(request),
    subject: (request) => ({ entityLabel: request.view.entity.label(), id: request.id }),
  });
  readonly loaded = this.loading.resource;
  /** Why the form could not be loaded, as the view tells it. */
  readonly problem = this.loading.problem;
  /** The loaded form, or null while loading or after a failure. */
  readonly current = this.loading.current;

  readonly saving = signal(false);
  /** Set after a save was asked for with invalid values. */
  readonly invalidSubmit = signal(false);
  /** The one message of a failed save, beside the Save button. */
  readonly submitError = signal<string | null>(null);
  /** Values the user typed on an earlier visit and did not save, offered back. */
  readonly draft = signal<Record<string, unknown> | null>(null);
  /** A save refused because someone else saved first, until the user settles it. */
  readonly conflict = signal<NgaConflict | null>(null);
  /** Whether the conflict dialog shows (Escape hides it; Save shows it again). */
  readonly conflictOpen = signal(false);

  constructor() {
    let drafting: Subscription | undefined;
    // The form being edited, held here: the resource that loaded it is torn down first when
    // the page goes away, and then reads as empty.
    let editing: LoadedForm | null = null;
    effect(() => {
      const loaded = this.current();
      drafting?.unsubscribe();
      drafting = loaded ? this.keepDrafts(loaded) : undefined;
      if (loaded) editing = loaded;
      const recovered = this.recovered;
      if (loaded && recovered?.loaded === loaded) {
        this.recovered = null;
        void this.failedAfterSave(loaded, recovered.error);
      }
    });
    inject(DestroyRef).onDestroy(() => {
      this.destroyed = true;
      drafting?.unsubscribe();
      // Typing less than a draft delay ago is kept too (leaving for the login page, say).
      if (editing) this.keepDraft(editing);
    });
  }

  /** Shows the form of a view: an entry to edit (`id`), or a new one with defaults. */
  open(view: FormView, id: string | undefined, defaultValues: string | undefined): void {
    const current = this.request();
    if (current?.view === view && current.id === id && current.defaultValues === defaultValues) {
      return;
    }
    this.submitError.set(null);
    this.invalidSubmit.set(false);
    this.conflict.set(null);
    this.request.set({ view, id, defaultValues });
  }

  /** Loads the form again after a failure. */
  retry(): void {
    this.loaded.reload();
  }

  hasUnsavedChanges(): boolean {
    return this.current()?.form.dirty ?? false;
  }

  /** Puts the draft's values back into the form. */
  restoreDraft(): void {
    const draft = this.draft();
    const loaded = this.current();
    if (!draft || !loaded) return;
    this.applyDraft(loaded, draft);
    this.draft.set(null);
  }

  private applyDraft({ form }: LoadedForm, draft: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(draft)) {
      const control = form.controls[name];
      if (control && control.enabled) control.setValue(value);
    }
    form.markAsDirty();
  }

  /** Forgets the draft. */
  discardDraft(): void {
    const loaded = this.current();
    if (loaded) this.drafts.discard(this.draftKey(loaded));
    this.draft.set(null);
  }

  /**
   * Saves the form: invalid values stop it with a message (the page focuses the first invalid
   * control); otherwise the write runs with the view's submit hooks, and a failure keeps every
   * typed value, marks server violations on their controls and says what went wrong once.
   * Resolves with what happened, so that the page can move focus.
   */
  async submit(event: Event): Promise<'invalid' | 'saved' | 'failed' | 'busy'> {
    const loaded = this.current();
    if (!loaded || this.saving()) return 'busy';
    if (this.conflict()) {
      this.conflictOpen.set(true);
      return 'busy';
    }
    const { form, view, entry } = loaded;
    this.submitError.set(null);
    form.markAllAsTouched();
    if (form.invalid) {
      this.invalidSubmit.set(true);
      return 'invalid';
    }
    this.invalidSubmit.set(false);
    const values = this.forms.writableValues(view, form.getRawValue());
    const mode = this.application.mutationModeFor(view);
    if (view.kind === 'edition' && mode !== 'pessimistic') {
      return this.submitAtOnce(loaded, event, values, mode);
    }
    this.saving.set(true);
    this.progression.start();
    try {
      return await runSubmitWorkflow(
        view,
        async () => {
          const saved = await firstValueFrom(
            view.kind === 'edition'
              ? this.data.update(view, entry, values)
              : this.data.create(view, values),
          ).catch((error: unknown) => {
            // Kept at once, before any hook runs: a 401 that ends the session leaves for the
            // login page, and Save may have followed the last keystroke too closely for the
            // typing pause that keeps drafts otherwise.
            this.keepDraft(loaded);
            throw error;
          });
          // Saved: leaving is safe from now on, also when a hook leaves instead of the default.
          form.markAsPristine();
          this.drafts.discard(this.draftKey(loaded));
          return saved;
        },
        this.hookContext(loaded, event),
        (error) => this.application.getErrorMessage(error),
        {
          onSuccess: (saved) => this.afterSave(view, saved),
          onError: (error) => this.showError(loaded, error),
        },
        this.injector,
      );
    } finally {
      this.saving.set(false);
      this.progression.done();
    }
  }

  /**
   * An edition saved in `undoable` or `optimistic` mode: the form is left at once (its hooks
   * run with the entry as saved), and a refusal brings it back (see `injectSaveAtOnce`).
   */
  private async submitAtOnce(
    loaded: LoadedForm,
    event: Event,
    values: Record<string, unknown>,
    mode: 'undoable' | 'optimistic',
  ): Promise<'saved' | 'failed'> {
    const { form, view, entry } = loaded;
    const typed = form.getRawValue();
    const draftKey = this.draftKey(loaded);
    form.markAsPristine();
    this.drafts.discard(draftKey);
    let shown!: (done: unknown) => void;
    void this.saveAtOnce({
      view,
      entry,
      values,
      typed,
      draftKey,
      mode,
      shown: new Promise((resolve) => (shown = resolve)),
      failedHere: (error) => {
        // A hook kept the user on this form: the failure shows here, on what they typed since.
        if (this.destroyed || this.current() !== loaded) return false;
        form.markAsDirty();
        void this.failedAfterSave(loaded, error);
        return true;
      },
    });
    const outcome = runSubmitWorkflow(
      view,
      async () => withValues(entry, values),
      this.hookContext(loaded, event),
      (error) => this.application.getErrorMessage(error),
      {
        onSuccess: (saved) => this.afterSave(view, saved, mode),
        onError: (error) => this.showError(loaded, error),
      },
      this.injector,
    );
    shown(outcome);
    return outcome;
  }

  /** A save the server refused after the form was left, back in the form: hooks, then errors. */
  private async failedAfterSave(loaded: LoadedForm, error: unknown): Promise<void> {
    loaded.form.markAllAsTouched();
    await handleError(
      loaded.view,
      error,
      undefined,
      this.hookContext(loaded, new Event('submit')),
      (failure) => this.application.getErrorMessage(failure),
      { onSuccess: () => undefined, onError: (failure) => this.showError(loaded, failure) },
      this.injector,
    );
  }

  private hookContext({ form, view }: LoadedForm, event: Event): SubmitHookContext {
    return {
      $event: event,
      entity: view.entity,
      form,
      progression: this.progression,
      notification: this.notification,
    };
  }

  /**
   * Settles a conflict with the user's choices: their value goes into the fields where they
   * chose it (and into read-only fields), the form starts from their version (the next save
   * names it), and stays unsaved with everything else the user typed.
   */
  resolveConflict(choices: ReadonlyMap<string, NgaConflictChoice>): void {
    const loaded = this.current();
    const conflict = this.conflict();
    if (!loaded || !conflict) return;
    for (const row of conflict.fields) {
      if (choices.get(row.name) === 'theirs')
        loaded.form.controls[row.name]?.setValue(row.theirsValue);
    }
    for (const [name, control] of Object.entries(loaded.form.controls)) {
      if (control.disabled) control.setValue(conflict.theirs.values[name] ?? null);
    }
    this.loaded.set({ ...loaded, entry: conflict.theirs });
    loaded.form.markAsDirty();
    this.closeConflict(true);
  }

  /** Drops the user's values for their version (the values stay offered as a draft). */
  reloadTheirs(): void {
    this.closeConflict(true);
    this.loaded.reload();
  }

  /** Hides the conflict dialog; `settled` forgets the conflict too. */
  closeConflict(settled = false): void {
    this.conflictOpen.set(false);
    if (settled) {
      this.conflict.set(null);
      this.submitError.set(null);
    }
  }

  /** Loads their version and lists the fields both changed, for the conflict dialog. */
  private async openConflict({ view, entry, form }: LoadedForm): Promise<void> {
    this.submitError.set(this.intl.conflictPending);
    try {
      const theirs = await firstValueFrom(
        this.entries.load(view, this.request()?.id ?? entry.identifierValue),
      );
      const fields = this.fields().filter((field) => form.controls[field.name()]?.enabled);
      const text = (field: Field, value: unknown) =>
        exportedText(this.types.of(field), value, {
          field,
          entry: theirs,
          references: this.datastore,
          links: this.links,
          intl: this.intl,
        });
      const rows = fieldConflicts(fields, entry.values, form.getRawValue(), theirs.values, text);
      this.conflict.set({ theirs, fields: rows });
      this.conflictOpen.set(true);
    } catch (error) {
      this.submitError.set(this.intl.conflictFetchFailed(errorText(error, this.intl)));
    }
  }

  private load({ view, id, defaultValues }: FormRequest): Observable<LoadedForm> {
    const failed = view.kind === 'edition' ? this.recovery.take(view.entity.name(), id) : undefined;
    if (failed) return this.loadFailedSave(view, failed);
    const entry$ =
      view.kind === 'edition'
        ? // A write of this record still waiting for its delay goes first: the form shows it.
          from(this.pendingWrites.settle(view.entity.name(), id)).pipe(
            switchMap(() => this.entries.load(view, id)),
          )
        : this.entries.prepare(
            view,
            Entry.fromValues(view.entity.name(), this.forms.creationValues(view, defaultValues)),
            { defaultValues },
          );
    return entry$.pipe(
      map((entry): LoadedForm => {
        const loaded = { view, entry, form: this.forms.build(view, entry.values) };
        const draft = this.offeredDraft(loaded);
        // Back from signing in again after the session ended: the values come back at once.
        if (draft && this.auth.takeResumed()) {
          this.applyDraft(loaded, draft);
          this.draft.set(null);
        } else this.draft.set(draft);
        return loaded;
      }),
    );
  }

  /**
   * The form of a save the server refused after it was left: from the entry it started from
   * (the version the save named, so a conflict compares with it), with every value typed.
   */
  private loadFailedSave(view: FormView, failed: NgaFailedSave): Observable<LoadedForm> {
    return this.entries.prepare(view, failed.entry, { id: failed.entry.identifierValue }).pipe(
      map((entry): LoadedForm => {
        const loaded = { view, entry, form: this.forms.build(view, entry.values) };
        this.applyDraft(loaded, failed.values);
        this.draft.set(null);
        this.recovered = { loaded, error: failed.error };
        return loaded;
      }),
    );
  }

  /** A draft worth offering: one whose values differ from what the form starts with. */
  private offeredDraft(loaded: LoadedForm): Record<string, unknown> | null {
    const draft = this.drafts.read(this.draftKey(loaded));
    if (!draft) return null;
    const start = loaded.form.getRawValue();
    const differs = Object.keys(draft).some(
      (name) => name in start && JSON.stringify(draft[name]) !== JSON.stringify(start[name]),
    );
    return differs ? draft : null;
  }

  private keepDrafts(loaded: LoadedForm): Subscription {
    return loaded.form.valueChanges
      .pipe(debounceTime(DRAFT_DELAY))
      .subscribe(() => this.keepDraft(loaded));
  }

  /** Keeps the values of a form with unsaved changes as its draft. */
  private keepDraft(loaded: LoadedForm): void {
    if (loaded.form.dirty) this.drafts.save(this.draftKey(loaded), loaded.form.getRawValue());
  }

  private draftKey({ view, entry }: LoadedForm): NgaDraftKey {
    return {
      entityName: view.entity.name(),
      kind: view.kind === 'edition' ? 'edition' : 'creation',
      id: entry.identifierValue,
    };
  }

  private async afterSave(
    view: FormView,
    saved: EntryLike,
    mode: MutationMode = 'pessimistic',
  ): Promise<void> {
    const entity = view.entity;
    if (view.kind === 'creation') {
      this.notification.success(this.intl.created);
      const target = this.links.allows(entity, 'show')
        ? this.links.show(entity, saved.identifierValue)
        : this.links.allows(entity, 'edition')
          ? this.links.edit(entity, saved.identifierValue)
          : this.memory.listLink(entity);
      await this.router.navigate(target.commands, { queryParams: target.queryParams });
      return;
    }
    // An undoable save's notification is its Undo offer.
    if (mode !== 'undoable') this.notification.success(this.intl.saved);
    const state = this.location.getState() as { navigationId?: number } | null;
    if ((state?.navigationId ?? 1) > 1) this.location.back();
    else {
      const list = this.memory.listLink(entity);
      await this.router.navigate(list.commands, { queryParams: list.queryParams });
    }
  }

  /** One message: what went wrong, the server's own words, and the violations no control shows. */
  private showError(loaded: LoadedForm, error: unknown): void {
    const { form, view } = loaded;
    const status = toNgaHttpError(error).status;
    if (view.kind === 'edition' && (status === 409 || status === 412)) {
      void this.openConflict(loaded);
      return;
    }
    const violations = error instanceof NgaHttpError ? error.violations : [];
    const unmatched = applyViolations(form, violations);
    const details = unmatched.map(
      (violation) =>
        `${violation.propertyPath}: ${violation.message || this.intl.validationInvalid}`,
    );
    const said = failureMessage(this.application, view, error, this.intl);
    this.submitError.set([said, ...details].join(' '));
  }
}
