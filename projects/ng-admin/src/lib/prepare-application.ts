import { admin, Application, ConfigError, Field, type FieldClass } from '@ng-admin/core/config';
import type { NgaFieldTypeRegistry } from './base/field-type-registry';

/**
 * Builds the application: runs `configure` (the caller runs this in an injection context) with
 * the registered field types known to the DSL for that time only (the shared `admin` is left as
 * it was), validates the result and checks that every field's type has components, naming the
 * entity, view and field otherwise.
 */
export function prepareApplication(
  configure: () => Application,
  registry: NgaFieldTypeRegistry,
): Application {
  const types = new Map<string, FieldClass>();
  for (const { name } of registry.all()) {
    // A type that extends another inherits its configuration class too.
    const fieldClass = registry.get(name).fieldClass;
    if (fieldClass) types.set(name, fieldClass as FieldClass);
    else if (!admin.fieldTypes.has(name)) types.set(name, Field);
  }
  const application = admin.fieldTypes.withTypes(types, configure);
  if (!(application instanceof Application)) {
    throw new ConfigError(
      'provideNgAdmin(configure): configure() must return admin.application(...), ' +
        `got ${application === null ? 'null' : typeof application}`,
    );
  }
  application.validate();
  assertRegisteredTypes(application, registry);
  return application;
}

function assertRegisteredTypes(application: Application, registry: NgaFieldTypeRegistry): void {
  const problems: string[] = [];
  for (const entity of application.entities) {
    for (const view of entity.views) {
      const fields =
        view.kind === 'list' ? [...view.fields(), ...entity.listView().filters()] : view.fields();
      for (const field of fields) {
        if (!registry.has(field.type())) {
          problems.push(
            `Entity "${entity.name()}", view "${view.kind}", field "${field.name()}": ` +
              `no components are registered for the field type "${field.type()}"`,
          );
        }
      }
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `${problems.join('\n')}\nRegister the type with withFieldTypes(...) in provideNgAdmin.`,
    );
  }
}
