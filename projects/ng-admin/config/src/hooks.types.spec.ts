// Compile-time tests of the hook context types: `tsc -p tsconfig.spec.json` (the first step
// of `npm run test:config`) fails if a check below stops holding. This file augments
// NgaHookTypes the way the Angular package does, but only with `form`, `notification` and
// `Entry`: those members take the given types, and the members left out (`datastore`,
// `$event`, `progression`) prove the `unknown` fallback in the same program.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createAdmin,
  type EntryLike,
  type NgaHookType,
  type PrepareContext,
  type SubmitErrorContext,
  type SubmitSuccessContext,
} from './public-api';

/** Stands for Angular's FormGroup. */
interface FakeFormGroup {
  markAsPristine(): void;
}
/** Stands for the Angular package's notification service. */
interface FakeNotification {
  show(message: string): void;
}

declare module '@ng-admin/core/config' {
  interface NgaHookTypes {
    form: FakeFormGroup;
    notification: FakeNotification;
    Entry: (restEntry: Record<string, unknown>) => EntryLike;
  }
}

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T | undefined => undefined;

function _typeChecks(): void {
  // Augmented members take the augmented types...
  expectType<Equals<SubmitSuccessContext['form'], FakeFormGroup>>();
  expectType<Equals<SubmitErrorContext['notification'], FakeNotification>>();
  expectType<Equals<NgaHookType<'form'>, FakeFormGroup>>();
  expectType<Equals<PrepareContext['Entry'], (restEntry: Record<string, unknown>) => EntryLike>>();
  // ...and the others stay unknown.
  expectType<Equals<PrepareContext['datastore'], unknown>>();
  expectType<Equals<SubmitSuccessContext['$event'], unknown>>();
  expectType<Equals<SubmitSuccessContext['progression'], unknown>>();
  expectType<Equals<NgaHookType<'anything else'>, unknown>>();
  // @ts-expect-error Equals really tells unknown from a type
  expectType<Equals<SubmitSuccessContext['form'], unknown>>();

  // Hooks use the typed members without casts.
  const post = createAdmin().entity('posts');
  post.editionView().onSubmitSuccess(({ form, notification }) => {
    form.markAsPristine();
    notification.show('Saved');
  });
  post.editionView().onSubmitError(({ form, errorMessage }) => {
    // @ts-expect-error the augmented form has no such method
    form.reset();
    return errorMessage.length > 0;
  });
  post.showView().prepare(({ Entry, datastore }) => {
    const entry: EntryLike = Entry({ id: 1 });
    // @ts-expect-error an unknown member must be narrowed before use
    datastore.getEntries();
    return entry;
  });
}

describe('hook context types (compile-time checks in this file)', () => {
  it('the typed hooks are accepted at run time', () => {
    const calls: string[] = [];
    const view = createAdmin()
      .entity('posts')
      .editionView()
      .onSubmitSuccess(({ notification }) => notification.show('Saved'));
    const hook = view.onSubmitSuccess();
    assert.equal(typeof hook, 'function');
    (hook as (context: Partial<SubmitSuccessContext>) => void)({
      notification: { show: (message) => calls.push(message) },
    });
    assert.deepEqual(calls, ['Saved']);
    assert.equal(typeof _typeChecks, 'function');
  });
});
