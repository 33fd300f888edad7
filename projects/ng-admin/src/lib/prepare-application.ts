import type { Application, Field, FieldClass } from '@ng-admin/core/config';
import { isConfigError } from './base/config-error';
import type { NgaDsl } from './base/dsl';
import type { NgaFieldTypeRegistry } from './base/field-type-registry';
import { isReferencedListField, isReferenceField } from './data/config-access';

/** The checker of a configuration's templates (`configurationTemplateProblems`). */
export type NgaTemplateProblems = (
  application: Application,
  customTags: readonly string[],
) => readonly string[];

/**
 * Builds the application: runs `configure` (the caller runs this in an injection context) with
 * the registered field types known to the DSL for that time only (the shared `admin` is left as
 * it was), takes the application it returns or gives `admin.configure()`, points relations at
 * the added entities (see `adoptAddedTargets`), then checks it: the configuration's own rules
 * (`validate()`), components for every field's type, and templates that use only what
 * templates support, with `templateProblems` (`configurationTemplateProblems`, loaded
 * apart; an unregistered custom tag among them: `customTags` are the registered ones).
 * Throws one `ConfigError` whose `problems` list every problem found, each naming the
 * entity, view and field and what to write instead.
 */
export function prepareApplication(
  dsl: NgaDsl,
  configure: () => Application | void,
  registry: NgaFieldTypeRegistry,
  customTags: readonly string[] = [],
  templateProblems: NgaTemplateProblems = () => [],
): Application {
  const types = new Map<string, FieldClass>();
  for (const { name } of registry.all()) {
    // A type that extends another inherits its configuration class too, unless the DSL knows
    // a class by its own name (built-in, or registered by the configuration).
    const fieldClass = registry.get(name).fieldClass;
    if (fieldClass) types.set(name, fieldClass as FieldClass);
    else if (!dsl.admin.fieldTypes.has(name)) {
      types.set(name, inheritedBuiltInClass(dsl.admin, registry, name) ?? dsl.Field);
    }
  }
  const { admin } = dsl;
  const application = admin.applicationOf(() => admin.fieldTypes.withTypes(types, configure));
  if (!(application instanceof dsl.Application)) {
    throw new dsl.ConfigError(
      'provideNgAdmin(configure): configure() must return admin.application(...) or give it ' +
        `to admin.configure(), got ${application === null ? 'null' : typeof application}`,
    );
  }
  adoptAddedTargets(application);
  const ofTemplates = templateProblems(application, customTags);
  const problems = [
    ...validationProblems(application),
    ...unregisteredTypeProblems(application, registry),
    ...ofTemplates,
  ];
  if (problems.length > 0) throw configurationError(dsl, problems, ofTemplates.length > 0);
  return application;
}

/**
 * Checks the templates of an application `prepareApplication` has already validated, once
 * their checker has loaded: throws the same error `prepareApplication` would have thrown.
 *
 * @usageNotes
 * ```ts
 * rejectTemplateProblems(dsl, application, registeredTemplateTags(), configurationTemplateProblems);
 * ```
 */
export function rejectTemplateProblems(
  dsl: NgaDsl,
  application: Application,
  customTags: readonly string[],
  templateProblems: NgaTemplateProblems,
): void {
  const problems = templateProblems(application, customTags);
  if (problems.length > 0) throw configurationError(dsl, problems, true);
}

function configurationError(dsl: NgaDsl, problems: readonly string[], ofTemplates: boolean): Error {
  const guide = ofTemplates ? ['See docs/templates.md, "What templates do not support".'] : [];
  return new dsl.ConfigError([...problems, ...guide].join('\n'), problems);
}

/** The DSL's class for the nearest type that `name` extends and the DSL knows by name. */
function inheritedBuiltInClass(
  admin: NgaDsl['admin'],
  registry: NgaFieldTypeRegistry,
  name: string,
): FieldClass | undefined {
  for (let base = registry.get(name).extends; base; base = registry.get(base).extends) {
    if (admin.fieldTypes.has(base)) return admin.fieldTypes.get(base);
  }
  return undefined;
}

function validationProblems(application: Application): readonly string[] {
  try {
    application.validate();
    return [];
  } catch (error) {
    if (isConfigError(error)) return error.problems;
    throw error;
  }
}

/**
 * ng-admin configurations often give a relation a new entity of the same name as its target
 * (`targetEntity(nga.entity('comments'))`, in ng-admin's blog demo) rather than the entity they
 * added; ng-admin found entities by name, so such a target means the added entity of that
 * name, with its views (links, row buttons, the related list).
 */
function adoptAddedTargets(application: Application): void {
  const added = application.entities;
  const visit = (fields: readonly Field[]) => {
    for (const field of fields) {
      if (isReferenceField(field) || isReferencedListField(field)) {
        const target = field.targetEntity();
        if (target && !added.includes(target) && application.hasEntity(target.name())) {
          field.targetEntity(application.getEntity(target.name()));
        }
      }
      const columns = (field as Partial<{ targetFields(): readonly Field[] }>).targetFields?.();
      if (columns) visit(columns);
    }
  };
  for (const entity of added) {
    for (const view of entity.views) visit(view.fields());
    visit(entity.listView().filters());
    visit(entity.listView().exportFields() ?? []);
  }
  for (const collection of application.dashboard().collections()) visit(collection.fields());
}

function unregisteredTypeProblems(
  application: Application,
  registry: NgaFieldTypeRegistry,
): string[] {
  const problems: string[] = [];
  for (const entity of application.entities) {
    for (const view of entity.views) {
      const fields =
        view.kind === 'list' ? [...view.fields(), ...entity.listView().filters()] : view.fields();
      for (const field of fields) {
        if (!registry.has(field.type())) {
          problems.push(
            `Entity "${entity.name()}", view "${view.kind}", field "${field.name()}": ` +
              `no components are registered for the field type "${field.type()}": register ` +
              'the type with withFieldTypes(...) in provideNgAdmin',
          );
        }
      }
    }
  }
  return problems;
}
