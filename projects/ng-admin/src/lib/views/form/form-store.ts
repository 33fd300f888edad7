import { computed, DestroyRef, effect, inject, Injectable, Injector, signal } from '@angular/core';
import type { EntryLike, FormView, MutationMode } from '@ng-admin/core/config';
import { firstValueFrom, from, map, Observable, Subscription, switchMap } from 'rxjs';
import { NgaNotification } from '../../base/notification';
import { NgaProgression } from '../../base/progression';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaDataService } from '../../data/data-service';
import { Entry } from '../../data/entry';
import { NgaAuth } from '../../data/auth/auth';
import { NgaHttpError, toNgaHttpError } from '../../data/nga-http-error';
import { applyViolations, EntryFormGroup, NgaEntryForms } from '../../fields/entry-form';
import { NgaIntl } from '../../i18n/intl';
import { failureMessage } from '../shared/load-problem';
import { injectEntryLoader, injectViewResource } from '../shared/load-entry';
import { draftKeyOf, NgaFormDrafts } from './form-drafts';
import { handleError, runSubmitWorkflow, type SubmitHookContext } from './submit-workflow';
import { NgaFormRecovery, type NgaFailedSave } from './form-recovery';
import { injectSaveAtOnce } from './save-at-once';
import { injectLeaveAfterSave } from './after-save';
import { withValues } from '../../data/pending-change-source';
import { NgaPendingWrites } from '../../data/pending-writes';
import type { NgaConflictChoice } from './conflict';
import { NgaFormConflicts } from './form-conflicts';
import type { NgaFieldStates, NgaFollowedForm } from '../../fields/field-dependencies';

/** A form ready to edit: the view, the entry it started from and its typed form. */
export interface LoadedForm {
  readonly view: FormView;
  readonly entry: Entry;
  readonly form: EntryFormGroup;
  /** Controls disabled whatever happens: read-only by permission, or not editable. */
  readonly locked: ReadonlySet<string>;
  /** The form following its fields' dependent rules (`showWhen`, `requiredWhen`...). */
  readonly followed: NgaFollowedForm;
}

const NO_STATES: NgaFieldStates = new Map();

interface FormRequest {
  readonly view: FormView;
  readonly id: string | undefined;
  readonly defaultValues: string | undefined;
}

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
  private readonly intl = inject(NgaIntl);
  private readonly injector = inject(Injector);
  private readonly auth = inject(NgaAuth);
  private readonly pendingWrites = inject(NgaPendingWrites);
  private readonly recovery = inject(NgaFormRecovery);
  private readonly saveAtOnce = injectSaveAtOnce();
  private readonly leaveAfterSave = injectLeaveAfterSave();
  /**
   * Set when the form is a creation form in a dialog (`openEmbedded`): it keeps no draft, and a
   * save calls this instead of leaving.
   */
  private embedded: ((saved: EntryLike) => void) | null = null;
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
  private readonly conflicts = new NgaFormConflicts(this.entries, this.fields, this.submitError);
  /** A save refused because someone else saved first, until the user settles it. */
  readonly conflict = this.conflicts.conflict;
  /** Whether the conflict dialog shows (Escape hides it; Save shows it again). */
  readonly conflictOpen = this.conflicts.open;
  /** What the dependent field rules make of the fields now: shown, disabled, required. */
  readonly fieldStates = computed(() => this.current()?.followed.states() ?? NO_STATES);

  constructor() {
    let drafting: Subscription | undefined;
    // The form being edited, held here: the resource that loaded it is torn down first when
    // the page goes away, and then reads as empty.
    let editing: LoadedForm | null = null;
    effect(() => {
      const loaded = this.current();
      drafting?.unsubscribe();
      drafting =
        loaded && !this.embedded
          ? this.drafts.follow(this.draftKey(loaded), loaded.form)
          : undefined;
      if (editing && editing.form !== loaded?.form) editing.followed.stop();
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
      editing?.followed.stop();
      // Typing less than a draft delay ago is kept too (leaving for the login page, say).
      if (editing && !this.embedded) this.drafts.keepIfDirty(this.draftKey(editing), editing.form);
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

  /**
   * Shows a creation form inside a dialog (a reference input's "Create"): the same form, hooks
   * and validation, without drafts; a save calls `saved` with the new entry instead of leaving.
   */
  openEmbedded(
    view: FormView,
    defaultValues: string | undefined,
    saved: (entry: EntryLike) => void,
  ): void {
    this.embedded = saved;
    this.open(view, undefined, defaultValues);
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

  private applyDraft({ form, locked }: LoadedForm, draft: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(draft)) {
      const control = form.controls[name];
      if (control && !locked.has(name)) control.setValue(value);
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
    const values = this.forms.writableValues(view, form.getRawValue(), loaded.followed.hidden());
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
            if (!this.embedded) this.drafts.keepIfDirty(this.draftKey(loaded), loaded.form);
            throw error;
          });
          // Saved: leaving is safe from now on, also when a hook leaves instead of the default.
          form.markAsPristine();
          if (!this.embedded) this.drafts.discard(this.draftKey(loaded));
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
    const theirs = loaded && this.conflicts.resolve(loaded, choices);
    if (loaded && theirs) this.loaded.set({ ...loaded, entry: theirs });
  }

  /** Drops the user's values for their version (the values stay offered as a draft). */
  reloadTheirs(): void {
    this.closeConflict(true);
    this.loaded.reload();
  }

  /** Hides the conflict dialog; `settled` forgets the conflict too. */
  closeConflict(settled = false): void {
    this.conflicts.close(settled);
  }

  private draftKey({ view, entry }: LoadedForm) {
    return draftKeyOf(view, entry);
  }

  private formOf(view: FormView, entry: Entry): LoadedForm {
    return { view, entry, ...this.forms.buildFollowing(view, entry) };
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
        const loaded = this.formOf(view, entry);
        const draft = this.embedded
          ? null
          : this.drafts.offered(this.draftKey(loaded), loaded.form.getRawValue());
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
        const loaded = this.formOf(view, entry);
        this.applyDraft(loaded, failed.values);
        this.draft.set(null);
        this.recovered = { loaded, error: failed.error };
        return loaded;
      }),
    );
  }

  private async afterSave(
    view: FormView,
    saved: EntryLike,
    mode: MutationMode = 'pessimistic',
  ): Promise<void> {
    if (view.kind !== 'creation' || !this.embedded) return this.leaveAfterSave(view, saved, mode);
    // In a dialog: the new entry goes to the reference input that opened it.
    this.notification.success(this.intl.created);
    this.embedded(saved);
  }

  /** One message: what went wrong, the server's own words, and the violations no control shows. */
  private showError(loaded: LoadedForm, error: unknown): void {
    const { form, view } = loaded;
    const status = toNgaHttpError(error).status;
    if (view.kind === 'edition' && (status === 409 || status === 412)) {
      void this.conflicts.show(loaded, this.request()?.id);
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
