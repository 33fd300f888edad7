import { inject, PendingTasks, Signal, Type } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import type { Field } from '@ng-admin/core/config';
import { from, switchMap } from 'rxjs';
import type { NgaFieldRole } from '../base/field-type';
import { NgaFieldTypeRegistry } from '../base/field-type-registry';

/**
 * The components of a role for a list of fields, keyed by field name, loaded (lazily where the
 * type asks for it) whenever the fields change. Fields whose type renders the role with its
 * `display` function have no entry. Call in an injection context.
 *
 * @usageNotes
 * ```ts
 * protected readonly cells = injectFieldComponents(this.fields, 'cell');
 * ```
 */
export function injectFieldComponents(
  fields: Signal<readonly Field[]>,
  role: NgaFieldRole,
): Signal<ReadonlyMap<string, Type<unknown>>> {
  const registry = inject(NgaFieldTypeRegistry);
  // A pending task keeps the application unstable until lazy components arrive, so that
  // whenStable() (tests, server rendering) sees the view complete.
  const pendingTasks = inject(PendingTasks);
  return toSignal(
    toObservable(fields).pipe(
      switchMap((list) => {
        const done = pendingTasks.add();
        return from(loadComponents(registry, list, role).finally(done));
      }),
    ),
    { initialValue: new Map<string, Type<unknown>>() },
  );
}

async function loadComponents(
  registry: NgaFieldTypeRegistry,
  fields: readonly Field[],
  role: NgaFieldRole,
): Promise<ReadonlyMap<string, Type<unknown>>> {
  const withComponents = fields.filter((field) => registry.loaderOf(field.type(), role));
  const entries = await Promise.all(
    withComponents.map(
      async (field) => [field.name(), await registry.component(field.type(), role)] as const,
    ),
  );
  return new Map(entries);
}
