import { posix } from 'node:path';
import {
  SchematicsException,
  type Rule,
  type SchematicContext,
  type Tree,
} from '@angular-devkit/schematics';
import { entityFromUrl } from './from-url';
import { renderDialectFile, dialectExpression } from './dialect-file';
import type { DialectModel, EntityModel } from './model';
import { entitiesFromGraphql } from './graphql';
import { entitiesFromOpenApi } from './openapi';
import { loadOpenApi } from './openapi-source';
import {
  configureFunctionName,
  referencedEntities,
  renderEntityFile,
  type RenderContext,
} from './render-entity';
import { manualWiring, readAdminConfig, wireEntity, type WireRequest } from './wire-entity';
import { adminConfigPath } from '../ng-add/admin-config-file';
import { relativeModule } from '../ng-add/app-config';
import { formatTypeScript } from '../utils/format';
import { requestHeaders } from '../utils/http';
import { kebabCase, quote, variableName } from '../utils/names';
import { resolveApplication } from '../utils/project';
import { ChangeReport } from '../utils/report';
import { addImports, findCalls, insertAt, parseSource } from '../utils/source';

/** The options of `ng generate @ng-admin/core:entity`, as schema.json describes them. */
export interface EntityOptions {
  name?: string;
  project?: string;
  fromUrl?: string;
  fromOpenapi?: string;
  /** A GraphQL endpoint to read the entities from by introspection. */
  fromGraphql?: string;
  /** `Name: value` headers sent to the API (credentials), never written into files. */
  header?: string[] | string;
  force?: boolean;
}

interface Plan {
  models: { model: EntityModel; views?: RenderContext['views'] }[];
  /** Referenced entities neither declared nor generated now: declared without views. */
  newTargets: string[];
  dialect?: DialectModel;
  /** The GraphQL endpoint the entities were read from. */
  endpoint?: string;
}

/**
 * `ng generate @ng-admin/core:entity <name>`: writes `src/app/admin/<name>.ts`, a function
 * that configures the entity's fields and views, and wires it into `admin.config.ts`
 * (declaration, configure call, `addEntity`, menu entry). The fields come from a live page
 * of the API (`--from-url`), an OpenAPI 3 document (`--from-openapi`, every collection when
 * no name is given), a GraphQL endpoint's introspection (`--from-graphql`, every type with an
 * `allPosts` list when no name is given), or else start with the identifier alone. An entity
 * that exists is left alone unless `--force`.
 *
 * @usageNotes
 * ```bash
 * ng generate @ng-admin/core:entity posts --from-url "http://localhost:3000/posts?_perPage=20"
 * ng generate @ng-admin/core:entity --from-openapi openapi.yaml
 * ng generate @ng-admin/core:entity --from-graphql http://localhost:3000/
 * ng generate @ng-admin/core:entity users --from-url http://localhost:3000/users \\
 *   --header "Authorization: Bearer $TOKEN"
 * ```
 */
export function entity(options: EntityOptions): Rule {
  return async (tree: Tree, context: SchematicContext) => {
    const app = await resolveApplication(tree, options.project);
    const adminConfigFile = adminConfigPath(app.appDir);
    if (!tree.exists(adminConfigFile)) {
      throw new SchematicsException(
        `${adminConfigFile} not found: run ng add @ng-admin/core first (it writes buildAdmin()).`,
      );
    }
    const adminConfigText = tree.readText(adminConfigFile);
    const info = readAdminConfig(adminConfigText);
    const plan = await planEntities(options, new Set(info.declared.keys()));
    if (options.fromOpenapi) withinApiBase(plan.models, apiBasePath(adminConfigText));
    const report = new ChangeReport();

    const taken = new Set<string>([
      ...info.declared.values(),
      info.applicationVariable ?? 'application',
      info.menuVariable ?? 'menu',
    ]);
    const variables = new Map(info.declared);
    const variableFor = (name: string) => {
      let variable = variables.get(name);
      if (!variable) {
        variable = variableName(name, taken, 'Entity');
        taken.add(variable);
        variables.set(name, variable);
      }
      return variable;
    };

    const generated = new Set(plan.models.map(({ model }) => model.name));
    for (const target of plan.newTargets.filter((name) => !generated.has(name))) {
      wire(tree, adminConfigFile, { name: target, variable: variableFor(target) }, report);
    }
    for (const { model, views } of plan.models) {
      const file = posix.join(app.appDir, 'admin', `${kebabCase(model.name)}.ts`);
      const functionName = configureFunctionName(model.name);
      const exists = tree.exists(file) || info.calls.has(functionName);
      if (exists && !options.force) {
        report.manual(
          file,
          `entity ${model.name} exists, so nothing changed (--force writes it again)`,
        );
        continue;
      }
      const targets = referencedEntities(model);
      const targetVariables = new Map(targets.map((name) => [name, variableFor(name)]));
      const entityVariable = variableFor(model.name);
      const source = renderEntityFile(model, { entityVariable, targetVariables, views });
      const formatted = await formatTypeScript(tree, source);
      if (tree.exists(file)) tree.overwrite(file, formatted);
      else tree.create(file, formatted);
      report.changed(file, `${configureFunctionName(model.name)}(): ${describe(model)}`);
      wire(
        tree,
        adminConfigFile,
        {
          name: model.name,
          variable: entityVariable,
          configure: {
            functionName,
            module: relativeModule(adminConfigFile, file),
            targets: [...targetVariables.values()],
          },
        },
        report,
      );
    }
    if (
      plan.dialect &&
      (plan.dialect.dialect !== 'default' || plan.dialect.params || plan.dialect.envelopes)
    ) {
      const dialectFile = posix.join(app.appDir, 'admin', 'api-dialect.ts');
      await useDialect(tree, app.appConfigFile, dialectFile, plan.dialect, report, options.force);
    }
    if (plan.endpoint) checkGraphqlBase(plan.endpoint, adminConfigText, adminConfigFile, report);
    report.print(context.logger, '@ng-admin/core:entity');
  };
}

async function planEntities(options: EntityOptions, declared: ReadonlySet<string>): Promise<Plan> {
  const name = options.name?.trim();
  if (name !== undefined && name !== '' && !/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) {
    throw new SchematicsException(
      `"${name}" cannot name an entity: use the collection's name, such as posts or blog_posts.`,
    );
  }
  const sources = [
    options.fromUrl && '--from-url',
    options.fromOpenapi && '--from-openapi',
    options.fromGraphql && '--from-graphql',
  ].filter(Boolean);
  if (sources.length === 2) {
    throw new SchematicsException(`Give ${sources[0]} or ${sources[1]}, not both.`);
  }
  if (sources.length > 2) {
    throw new SchematicsException(`Give one of ${sources.join(', ')}, not several.`);
  }
  if (options.fromGraphql) {
    if (!/^https?:\/\//i.test(options.fromGraphql)) {
      throw new SchematicsException(
        `--from-graphql must be the absolute http(s) URL of the GraphQL endpoint, such as http://localhost:3000/graphql, got "${options.fromGraphql}".`,
      );
    }
    const read = await entitiesFromGraphql(
      options.fromGraphql,
      name || undefined,
      requestHeaders(options.header),
    );
    return { ...planOf(read, declared), endpoint: options.fromGraphql };
  }
  if (options.fromOpenapi) {
    const source = await loadOpenApi(options.fromOpenapi, requestHeaders(options.header));
    return planOf(entitiesFromOpenApi(source, name || undefined), declared);
  }
  if (!name)
    throw new SchematicsException('Name the entity: ng generate @ng-admin/core:entity posts');
  if (options.fromUrl) {
    if (!/^https?:\/\//i.test(options.fromUrl)) {
      throw new SchematicsException(
        `--from-url must be an absolute http(s) URL such as http://localhost:3000/${name}, got "${options.fromUrl}".`,
      );
    }
    const { model, newTargets, dialect } = await entityFromUrl(
      name,
      options.fromUrl,
      declared,
      requestHeaders(options.header),
    );
    return { models: [{ model }], newTargets, dialect };
  }
  return {
    models: [
      {
        model: {
          name,
          source: 'no API sample',
          fields: [{ name: 'id', type: 'number', label: 'ID', readOnly: true }],
          notes: [
            "Add the entity's fields, e.g. admin.field('title').validation({ required: true }), " +
              'or generate them with --from-url <a page of the API>.',
          ],
        },
      },
    ],
    newTargets: [],
  };
}

/** The path of the `baseApiUrl('...')` that admin.config.ts sets, e.g. `api/`. */
function apiBasePath(adminConfigText: string): string | undefined {
  const url = /\.baseApiUrl\(\s*(['"`])([^'"`]*)\1\s*\)/.exec(adminConfigText)?.[2];
  if (url === undefined) return undefined;
  try {
    return new URL(url, 'http://localhost/').pathname.replace(/^\//, '');
  } catch {
    return undefined;
  }
}

/**
 * Makes the document's paths relative to the API base when they start with its path: the
 * `/api/posts/` of a document without servers (Django REST framework's) under
 * `baseApiUrl('/api/')` is the entity `posts`, at its default URL.
 */
function withinApiBase(models: Plan['models'], basePath: string | undefined): void {
  if (!basePath || !basePath.endsWith('/')) return;
  for (const { model } of models) {
    if (!model.url?.startsWith(basePath) || model.url.length === basePath.length) continue;
    const url = model.url.slice(basePath.length);
    if (url === model.name) delete model.url;
    else model.url = url;
  }
}

/** The plan of entities read together (a document, an endpoint), with their targets. */
function planOf(
  read: {
    entities: EntityModel[];
    views: ReadonlyMap<string, RenderContext['views']>;
    dialect: DialectModel;
  },
  declared: ReadonlySet<string>,
): Plan {
  const generated = new Set(read.entities.map((model) => model.name));
  const newTargets = read.entities
    .flatMap((model) => referencedEntities(model))
    .filter((target) => !generated.has(target) && !declared.has(target));
  return {
    models: read.entities.map((model) => ({ model, views: read.views.get(model.name) })),
    newTargets: [...new Set(newTargets)],
    dialect: read.dialect,
  };
}

/**
 * Says how to reach a GraphQL endpoint that is not the admin's API base: the dialect sends
 * every request to `baseApiUrl`, the entities' URLs being `<base>/<entity>`.
 */
function checkGraphqlBase(
  endpoint: string,
  adminConfigText: string,
  adminConfigFile: string,
  report: ChangeReport,
): void {
  const base = /\.baseApiUrl\(\s*(['"`])([^'"`]*)\1\s*\)/.exec(adminConfigText)?.[2];
  const trimmed = (url: string) => url.replace(/\/+$/, '');
  if (base !== undefined && trimmed(base) === trimmed(endpoint)) return;
  const path = new URL(endpoint).pathname;
  if (base !== undefined && /^\//.test(base) && trimmed(base) === trimmed(path)) return;
  report.manual(
    adminConfigFile,
    `the GraphQL endpoint is ${endpoint}: set baseApiUrl(${quote(endpoint)}) in buildAdmin(), ` +
      `or serve it at ${base ?? 'the API base'} (a dev-server proxy)`,
  );
}

function wire(
  tree: Tree,
  adminConfigFile: string,
  request: WireRequest,
  report: ChangeReport,
): void {
  const text = tree.readText(adminConfigFile);
  const updated = wireEntity(text, request);
  if (updated === undefined) {
    report.manual(
      adminConfigFile,
      `buildAdmin() does not have the shape ng add wrote; add by hand:\n${manualWiring(request)}`,
    );
    return;
  }
  if (updated === text) return;
  tree.overwrite(adminConfigFile, updated);
  report.changed(
    adminConfigFile,
    request.configure
      ? `${request.name} wired in buildAdmin()`
      : `${request.name} declared (no views yet)`,
  );
}

function describe(model: EntityModel): string {
  const types = model.fields.map((field) => `${field.name}: ${field.type}`);
  return `${types.length} fields (${types.join(', ')})`;
}

/**
 * Gives provideNgAdmin() the dialect: `withApiMapping(NgaJsonServerDialect)`, or, when the
 * API has envelopes or parameters of its own, `withApiMapping(apiDialect)` from a written
 * `admin/api-dialect.ts`.
 */
async function useDialect(
  tree: Tree,
  appConfigFile: string,
  dialectFile: string,
  dialect: DialectModel,
  report: ChangeReport,
  force?: boolean,
): Promise<void> {
  const why = describeDialect(dialect);
  const custom = !!(dialect.params || dialect.envelopes);
  if (custom) {
    const rendered = renderDialectFile(
      dialect,
      tree.exists(dialectFile) ? tree.readText(dialectFile) : undefined,
      force,
    );
    const source = rendered === undefined ? undefined : await formatTypeScript(tree, rendered);
    if (source === undefined) {
      report.manual(
        dialectFile,
        `${why}: the file has another shape, so it was left alone (--force writes it again)`,
      );
    } else if (!tree.exists(dialectFile)) {
      tree.create(dialectFile, source);
      report.changed(dialectFile, `apiDialect: ${why}`);
    } else if (tree.readText(dialectFile) !== source) {
      tree.overwrite(dialectFile, source);
      report.changed(dialectFile, `apiDialect: ${why}`);
    }
  }
  const { code, imports } = dialectExpression(dialect, relativeModule(appConfigFile, dialectFile));
  const text = tree.readText(appConfigFile);
  const call = findCalls(parseSource(appConfigFile, text), 'provideNgAdmin')[0];
  if (!call || call.arguments.length === 0) {
    report.manual(appConfigFile, `${why}: pass withApiMapping(${code}) to provideNgAdmin()`);
    return;
  }
  if (/\bwithApiMapping\s*\(/.test(text)) {
    if (!text.includes(`withApiMapping(${code})`)) {
      report.manual(appConfigFile, `${why}: provideNgAdmin() should use withApiMapping(${code})`);
    }
    return;
  }
  const last = call.arguments[call.arguments.length - 1]!;
  const updated = addImports(
    insertAt(text, last.getEnd(), `, withApiMapping(${code})`),
    appConfigFile,
    [{ name: 'withApiMapping', from: '@ng-admin/core' }, ...imports],
  );
  tree.overwrite(appConfigFile, updated);
  report.changed(appConfigFile, `provideNgAdmin(..., withApiMapping(${code})): ${why}`);
}

const DIALECT_NAMES: Record<DialectModel['dialect'], string> = {
  default: 'the API pages as ng-admin does',
  'json-server': 'the API pages as json-server does',
  'simple-rest': 'the API pages as simple REST does',
  'django-rest': 'the API is a Django REST framework one',
  graphql: 'the API is GraphQL in the shape of json-graphql-server',
};

function describeDialect(dialect: DialectModel): string {
  const parts: string[] = [];
  if (dialect.params) {
    const names = Object.entries(dialect.params)
      .filter(([, value]) => value)
      .map(([key, value]) => `${key} ${value}`);
    parts.push(`the API pages with ${names.join(', ') || 'no parameter'}`);
  } else parts.push(DIALECT_NAMES[dialect.dialect]);
  if (dialect.envelopes)
    parts.push(`wraps the answers of ${Object.keys(dialect.envelopes).join(', ')}`);
  return parts.join(' and ') + (dialect.evidence ? ` (${dialect.evidence})` : '');
}
