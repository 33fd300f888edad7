import {
  identifierOf,
  labelFieldOf,
  type EntityModel,
  type FieldModel,
  type ViewsModel,
} from './model';
import { camelCase, pascalCase, quote, variableName } from '../utils/names';

/** Field types that make poor list columns: long, nested or secret values. */
const NOT_IN_LIST = new Set(['text', 'wysiwyg', 'json', 'embedded_list', 'password', 'file']);
/** At most this many columns besides the identifier. */
const LIST_COLUMNS = 6;

/** How the generated function refers to entities: its own parameter and the ones it references. */
export interface RenderContext {
  /** The variable of the configured entity, e.g. `posts`. */
  entityVariable: string;
  /** The variable of each referenced entity, by entity name. */
  targetVariables: ReadonlyMap<string, string>;
  /** Which views the API allows (all by default). */
  views?: ViewsModel;
}

/** `configurePosts` for `posts`. */
export function configureFunctionName(entityName: string): string {
  return `configure${pascalCase(entityName)}`;
}

/** The entity names an entity's fields reference, in field order. */
export function referencedEntities(model: EntityModel): string[] {
  const all = (fields: readonly FieldModel[]): FieldModel[] =>
    fields.flatMap((field) => [field, ...all(field.targetFields ?? [])]);
  const names = all([
    ...model.fields,
    ...(model.creationFields ?? []),
    ...(model.editionFields ?? []),
  ])
    .map((field) => field.reference?.entity)
    .filter((name): name is string => !!name && name !== model.name);
  return [...new Set(names)];
}

/**
 * The TypeScript of an entity's configuration file: one function that receives the entity
 * (and the entities it references), defines each field once, and lists them in the views.
 *
 * @usageNotes
 * ```ts
 * renderEntityFile(model, { entityVariable: 'comments', targetVariables: new Map([['posts', 'posts']]) });
 * // export function configureComments(comments: Entity, { posts }: { posts: Entity }): void { ... }
 * ```
 */
export function renderEntityFile(model: EntityModel, context: RenderContext): string {
  const entity = context.entityVariable;
  const taken = new Set([entity, ...context.targetVariables.values()]);
  const identifier = identifierOf(model);
  const listFields = [
    ...model.fields.filter((field) => field.name === identifier),
    ...model.fields
      .filter((field) => field.name !== identifier && !NOT_IN_LIST.has(field.type))
      .slice(0, LIST_COLUMNS),
  ];
  const formFields = model.creationFields ?? model.fields.filter((field) => !field.readOnly);
  const editionFields = model.editionFields ?? formFields;
  const showFields = model.fields.filter((field) => field.type !== 'password');
  // One definition per distinct field: a form field that differs from the read one (another
  // type or required) gets a definition of its own.
  const definitions = new Map<string, { field: FieldModel; variable: string }>();
  const variableOf = (field: FieldModel) => {
    const key = JSON.stringify(field);
    let definition = definitions.get(key);
    if (!definition) {
      const variable = variableName(field.name.replace(/\./g, '_'), taken);
      taken.add(variable);
      definition = { field, variable };
      definitions.set(key, definition);
    }
    return definition.variable;
  };
  for (const field of [...model.fields, ...formFields, ...editionFields]) variableOf(field);
  const variables = new Map([...context.targetVariables, [model.name, entity]]);
  const names = (fields: readonly FieldModel[]) => fields.map(variableOf).join(', ');
  const views = {
    creation: !model.readOnly && context.views?.creation !== false,
    edition: !model.readOnly && context.views?.edition !== false,
    deletion: !model.readOnly && context.views?.deletion !== false,
    show: context.views?.show !== false,
  };

  const body: string[] = [];
  for (const note of model.notes) body.push(...comment(note));
  const parameterVariables = new Map<string, string>();
  for (const parameter of model.pathParameters ?? []) {
    const variable = variableName(parameter.name, taken, 'Parameter');
    taken.add(variable);
    parameterVariables.set(parameter.name, variable);
    body.push(
      ...comment(
        `The API serves ${model.name} under /${model.url}: set the ${parameter.name} this admin works on.`,
      ),
      `const ${variable} = ${quote(parameter.value)};`,
    );
  }
  if (model.identifier) body.push(`${entity}.identifier(admin.field(${quote(model.identifier)}));`);
  if (model.url) body.push(`${entity}.url(${urlExpression(model, parameterVariables)});`);
  if (model.readOnly) body.push(`${entity}.readOnly();`);
  if (model.updateMethod) body.push(`${entity}.updateMethod(${quote(model.updateMethod)});`);
  if (body.length > 0) body.push('');
  for (const { field, variable } of definitions.values()) {
    if (field.comment) body.push(...comment(field.comment));
    body.push(`const ${variable} = ${fieldExpression(field, variables)};`);
  }
  body.push('');
  const actions = [
    ...(views.show ? ['show'] : []),
    ...(views.edition ? ['edit'] : []),
    ...(views.deletion ? ['delete'] : []),
  ].map(quote);
  let list = `${entity}.listView()`;
  if (listFields.length > 0) list += `.fields(${names(listFields)})`;
  if (model.searchParameter) {
    list += `.filters([admin.field(${quote(model.searchParameter)}).label('Search').pinned(true)])`;
  }
  body.push(`${list}.listActions([${actions.join(', ')}]);`);
  if (views.creation) body.push(`${entity}.creationView().fields(${names(formFields)});`);
  else body.push(`${entity}.creationView().disable();`);
  if (views.edition) {
    body.push(
      views.creation && editionFields === formFields
        ? `${entity}.editionView().fields(${entity}.creationView().fields());`
        : `${entity}.editionView().fields(${names(editionFields)});`,
    );
  } else body.push(`${entity}.editionView().disable();`);
  if (views.show) body.push(`${entity}.showView().fields(${names(showFields)});`);
  else body.push(`${entity}.showView().disable();`);
  const label = labelFieldOf(model);
  if (!views.deletion) body.push(`${entity}.deletionView().disable();`);
  else if (label !== identifier) {
    body.push(`${entity}.deletionView().title(${quote(`Delete "{{ entry.values.${label} }}"?`)});`);
  }

  const targets = [...context.targetVariables.values()];
  const parameters = [`${entity}: Entity`];
  if (targets.length > 0) {
    const list = targets.join(', ');
    parameters.push(`{ ${list} }: { ${targets.map((target) => `${target}: Entity`).join('; ')} }`);
  }
  return [
    `import { admin, type Entity } from '@ng-admin/core/config';`,
    '',
    '/**',
    ...wrap(
      `${pascalCase(model.name)}: written by \`ng generate @ng-admin/core:entity\` from ${model.source}. ` +
        'The field types are guesses: change fields, labels and views as you see fit.',
    ).map((line) => ` * ${line}`),
    ' */',
    `export function ${configureFunctionName(model.name)}(${parameters.join(', ')}): void {`,
    ...body.map((line) => (line ? `  ${line}` : '')),
    '}',
    '',
  ].join('\n');
}

/** The entity url, with its path parameters (`{realm}/users`) taken from their constants. */
function urlExpression(model: EntityModel, variables: ReadonlyMap<string, string>): string {
  const parameters = model.pathParameters ?? [];
  if (parameters.length === 0) return quote(model.url!);
  let template = model.url!.replace(/[`\\$]/g, (character) => `\\${character}`);
  for (const parameter of parameters) {
    const variable = variables.get(parameter.name)!;
    template = template.replace(`{${parameter.name}}`, `\${encodeURIComponent(${variable})}`);
  }
  return `\`${template}\``;
}

/** `admin.field('post_id', 'reference').label('Post').targetEntity(posts)...`. */
export function fieldExpression(
  field: FieldModel,
  targetVariables: ReadonlyMap<string, string>,
): string {
  const typeArgument = field.type === 'string' ? '' : `, ${quote(field.type)}`;
  let code = `admin.field(${quote(field.name)}${typeArgument})`;
  if (field.label) code += `.label(${quote(field.label)})`;
  const validation = validationLiteral(field);
  if (validation) code += `.validation(${validation})`;
  if (field.choices) {
    const choices = field.choices.map(
      (choice) =>
        `{ value: ${typeof choice.value === 'number' ? choice.value : quote(choice.value)}, label: ${quote(choice.label)} }`,
    );
    code += `.choices([${choices.join(', ')}])`;
  }
  if (field.reference) {
    const target = targetVariables.get(field.reference.entity) ?? camelCase(field.reference.entity);
    code += `.targetEntity(${target}).targetField(admin.field(${quote(field.reference.targetField)}))`;
    if (field.reference.singleApiCall) code += '.singleApiCall((ids) => ({ id: ids }))';
  }
  if (field.targetFields) {
    const inner = field.targetFields.map((target) => fieldExpression(target, targetVariables));
    code += `.targetFields([${inner.join(', ')}])`;
  }
  return code;
}

function validationLiteral(field: FieldModel): string | undefined {
  const validation = field.validation;
  if (!validation) return undefined;
  const entries: string[] = [];
  if (validation.required) entries.push('required: true');
  if (validation.minlength !== undefined) entries.push(`minlength: ${validation.minlength}`);
  if (validation.maxlength !== undefined) entries.push(`maxlength: ${validation.maxlength}`);
  if (validation.pattern !== undefined) entries.push(`pattern: ${quote(validation.pattern)}`);
  return entries.length > 0 ? `{ ${entries.join(', ')} }` : undefined;
}

function comment(text: string): string[] {
  return wrap(text, 94).map((line) => `// ${line}`);
}

/** Breaks text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width = 95): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
