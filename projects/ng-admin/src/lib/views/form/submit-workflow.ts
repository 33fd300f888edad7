import { Injector } from '@angular/core';
import type {
  EntryLike,
  FormView,
  SubmitErrorContext,
  SubmitSuccessContext,
} from '@ng-admin/core/config';
import { NgaHookError, runHook } from '../../hooks/run-hook';

/** What the default workflow of a submit does once the hooks let it. */
export interface SubmitDefaults {
  onSuccess(entry: EntryLike): void | Promise<void>;
  onError(error: unknown, errorMessage: string): void;
}

/** The context shared by both submit hooks (spec 6). */
export type SubmitHookContext = Omit<SubmitSuccessContext, 'entry'>;

/**
 * Runs the submit hooks around a save (design.md 7, spec 6 and 7): `onSubmitSuccess` after a
 * successful write, `onSubmitError` after a failed one or when `onSubmitSuccess` throws.
 * Returning `false` from a hook stops the default workflow.
 */
export async function runSubmitWorkflow(
  view: FormView,
  save: () => Promise<EntryLike>,
  context: SubmitHookContext,
  errorMessageOf: (error: unknown) => string,
  defaults: SubmitDefaults,
  injector: Injector,
): Promise<'saved' | 'failed'> {
  let saved: EntryLike;
  try {
    saved = await save();
  } catch (error) {
    await handleError(view, error, undefined, context, errorMessageOf, defaults, injector);
    return 'failed';
  }
  try {
    const successContext: SubmitSuccessContext = { ...context, entry: saved };
    const result = await runHook(view.onSubmitSuccess(), successContext, injector, {
      view,
      hook: 'onSubmitSuccess',
    });
    if (result !== false) await defaults.onSuccess(saved);
    return 'saved';
  } catch (error) {
    await handleError(view, error, saved, context, errorMessageOf, defaults, injector);
    return 'failed';
  }
}

/**
 * The failure part of the workflow: `onSubmitError` with the error, then (unless it returned
 * `false`) the default display. A save the screen showed at once and the server refused later
 * runs it once its form is back.
 */
export async function handleError(
  view: FormView,
  error: unknown,
  entry: EntryLike | undefined,
  context: SubmitHookContext,
  errorMessageOf: (error: unknown) => string,
  defaults: SubmitDefaults,
  injector: Injector,
): Promise<void> {
  // onSubmitError receives what onSubmitSuccess threw (spec 6); the page says that it failed.
  const cause = error instanceof NgaHookError ? error.cause : error;
  const errorMessage = errorMessageOf(cause);
  const errorContext = { ...context, entry, error: cause, errorMessage } as SubmitErrorContext;
  let result: unknown;
  try {
    result = await runHook(view.onSubmitError(), errorContext, injector, {
      view,
      hook: 'onSubmitError',
    });
  } catch (hookError) {
    defaults.onError(hookError, errorMessageOf(hookError));
    return;
  }
  if (result !== false) defaults.onError(error, errorMessage);
}
