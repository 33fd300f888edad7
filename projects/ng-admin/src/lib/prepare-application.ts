import { admin, Application, ConfigError, Field, type FieldClass } from '@ng-admin/core/config';
import type { NgaFieldTypeRegistry } from './base/field-type-registry';
import { configurationTemplateProblems } from './templates/configuration-template-problems';

/**
 * Builds the application: teaches the DSL the registered field types, runs `configure` (the
 * caller runs this in an injection context), validates the result and checks that every
 * field's type has components and that no template uses what templates do not support (an
 * unregistered custom tag among them: `customTags` are the registered ones), naming the
 * entity, view and field otherwise.
 */
export function prepareApplication(
  configure: () => Application,
  registry: NgaFieldTypeRegistry,
  customTags: readonly string[] = [],
): Application {
  for (const { name } of registry.all()) {
    // A type that extends another inherits its configuration class too.
    const fieldClass = registry.get(name).fieldClass;
    if (fieldClass) admin.registerFieldType(name, fieldClass as FieldClass);
    else if (!admin.fieldTypes.has(name)) admin.registerFieldType(name, Field);
  }
  const application = configure();
  if (!(application instanceof Application)) {
    throw new ConfigError(
      'provideNgAdmin(configure): configure() must return admin.application(...), ' +
        `got ${application === null ? 'null' : typeof application}`,
    );
  }
  application.validate();
  assertRegisteredTypes(application, registry);
  assertSupportedTemplates(application, customTags);
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

/**
 * A template that uses what templates leave out (`ng-model`, an assignment, an unknown tag)
 * would render a page that silently does less than its configuration says: refuse it, with
 * where it is written and what to write instead.
 */
function assertSupportedTemplates(application: Application, customTags: readonly string[]): void {
  const problems = configurationTemplateProblems(application, customTags);
  if (problems.length > 0) {
    throw new ConfigError(
      `${problems.join('\n')}\nSee docs/templates.md, "What templates do not support".`,
    );
  }
}
