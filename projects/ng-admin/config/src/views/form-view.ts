import type { Entity } from '../entity';
import {
  ensureHook,
  type NgaHook,
  type SubmitErrorContext,
  type SubmitSuccessContext,
} from '../hooks';
import { defineSettings, type Setting } from '../setting';
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
  protected constructor(entity: Entity, kind: ViewKind) {
    super(entity, kind);
  }

  /**
   * Runs after a successful save. Returning `false` stops the default workflow
   * (notification and redirection); throwing runs `onSubmitError`. Default none.
   */
  declare onSubmitSuccess: Setting<
    NgaHook<SubmitSuccessContext> | undefined,
    this,
    [hook: NgaHook<SubmitSuccessContext>]
  >;

  /**
   * Runs after a failed save. Returning `false` suppresses the default error display.
   * Default none.
   */
  declare onSubmitError: Setting<
    NgaHook<SubmitErrorContext> | undefined,
    this,
    [hook: NgaHook<SubmitErrorContext>]
  >;

  static {
    defineSettings<FormView>(this.prototype, {
      onSubmitSuccess: { initial: () => undefined, accept: ensureHook },
      onSubmitError: { initial: () => undefined, accept: ensureHook },
    });
  }
}
