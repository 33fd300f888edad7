import type { EntryFormGroup } from './fields/entry-form';
import type { NgaDatastore } from './data/datastore';
import type { Entry } from './data/entry';
import type { NgaNotification } from './base/notification';
import type { NgaProgression } from './base/progression';
import type { NgaHookTypes } from '@ng-admin/core/config';

/*
 * Types the framework members of the hook contexts of @ng-admin/core/config: a hook written in
 * an application that uses this package sees `notification` as `NgaNotification`, `form` as
 * the typed form, and so on, instead of `unknown`.
 */
declare module '@ng-admin/core/config' {
  interface NgaHookTypes {
    /** The view's datastore: the referenced entries it loaded. */
    datastore: NgaDatastore;
    /** The entry class: `Entry.fromRest(record, entity, fields)`. */
    Entry: typeof Entry;
    /** The submit event of the form. */
    $event: Event;
    /** The typed reactive form of the view. */
    form: EntryFormGroup;
    /** The top progress bar: `start()`, `done()`. */
    progression: NgaProgression;
    /** Top notifications: `success(message)`, `error(message)`, `log(message, options)`. */
    notification: NgaNotification;
  }
}

/**
 * The hook context types of this package (the DSL's `NgaHookTypes`, augmented above).
 *
 * @usageNotes
 * ```ts
 * const notify = (notification: NgaCoreHookTypes['notification']) => notification.success('Done');
 * ```
 */
export type NgaCoreHookTypes = NgaHookTypes;
