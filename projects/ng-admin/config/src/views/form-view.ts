import type { Entity } from '../entity';
import {
  ensureHook,
  type NgaHook,
  type SubmitErrorContext,
  type SubmitSuccessContext,
} from '../hooks';
import { View, type ViewKind } from './view';

/**
 * Settings shared by the creation and edition forms: the submit hooks of spec 4.2.
 *
 * @usageNotes
 * ```ts
 * post.editionView().onSubmitError(({ error, form }) => {
 *   markViolations(form, error);
 *   return false; // the hook showed the errors itself
 * });
 * ```
 */
export abstract class FormView extends View {
  private _onSubmitSuccess: NgaHook<SubmitSuccessContext> | undefined = undefined;
  private _onSubmitError: NgaHook<SubmitErrorContext> | undefined = undefined;

  protected constructor(entity: Entity, kind: ViewKind) {
    super(entity, kind);
  }

  /**
   * Runs after a successful save. Returning `false` stops the default workflow
   * (notification and redirection); throwing runs `onSubmitError`.
   */
  onSubmitSuccess(): NgaHook<SubmitSuccessContext> | undefined;
  onSubmitSuccess(hook: NgaHook<SubmitSuccessContext>): this;
  onSubmitSuccess(
    ...args: [hook?: NgaHook<SubmitSuccessContext>]
  ): NgaHook<SubmitSuccessContext> | undefined | this {
    if (args.length === 0) return this._onSubmitSuccess;
    this._onSubmitSuccess = ensureHook(this, 'onSubmitSuccess', args[0]);
    return this;
  }

  /** Runs after a failed save. Returning `false` suppresses the default error display. */
  onSubmitError(): NgaHook<SubmitErrorContext> | undefined;
  onSubmitError(hook: NgaHook<SubmitErrorContext>): this;
  onSubmitError(
    ...args: [hook?: NgaHook<SubmitErrorContext>]
  ): NgaHook<SubmitErrorContext> | undefined | this {
    if (args.length === 0) return this._onSubmitError;
    this._onSubmitError = ensureHook(this, 'onSubmitError', args[0]);
    return this;
  }
}
