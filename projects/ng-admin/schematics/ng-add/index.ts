import {
  chain,
  type Rule,
  type SchematicContext,
  SchematicsException,
  type TaskId,
  type Tree,
} from '@angular-devkit/schematics';
import { NodePackageInstallTask, RunSchematicTask } from '@angular-devkit/schematics/tasks';
import {
  addDependency,
  DependencyType,
  ExistingBehavior,
  InstallBehavior,
} from '@schematics/angular/utility';
import { isAbsoluteUrl, normalizeOptions, type NgAddOptions } from './options';
import {
  ANGULAR_VERSIONED_DEPENDENCIES,
  FONT_DEPENDENCIES,
  PEER_DEPENDENCIES,
} from '../utils/versions';
import { answers } from '../utils/http';

/**
 * `ng add @ng-admin/core`, phase 1: records the peer dependencies and the fonts in
 * package.json and installs them, then runs phase 2 (`ng-add-setup-project`), which sets the
 * application up with the packages in place.
 *
 * @usageNotes
 * ```bash
 * ng add @ng-admin/core --api-url=/api --proxy=http://localhost:3000 --theme=violet
 * ```
 */
export function ngAdd(options: NgAddOptions): Rule {
  return async (tree: Tree, context: SchematicContext) => {
    const normalized = normalizeOptions(options);
    const missing = missingDependencies(tree);
    for (const [name, range] of Object.entries(missing)) {
      context.logger.info(`Adding ${name}@${range} to package.json`);
    }
    const setupOptions: NgAddOptions = { ...options };
    if (!(await mayOfferEntities(options, normalized.proxy, normalized.apiUrl))) {
      setupOptions.entities = options.entities ?? '';
    }
    return chain([
      ...Object.entries(missing).map(([name, range]) =>
        addDependency(name, range, {
          type: DependencyType.Default,
          install: InstallBehavior.None,
          existing: ExistingBehavior.Skip,
        }),
      ),
      (_tree: Tree, taskContext: SchematicContext) => {
        const dependsOn: TaskId[] = [];
        if (Object.keys(missing).length > 0 && !options.skipInstall) {
          dependsOn.push(taskContext.addTask(new NodePackageInstallTask()));
        }
        taskContext.addTask(new RunSchematicTask('ng-add-setup-project', setupOptions), dependsOn);
      },
    ]);
  };
}

/** The dependencies package.json lacks, with the ranges to record. */
export function missingDependencies(tree: Tree): Record<string, string> {
  const manifest = readPackageJson(tree);
  const present = { ...manifest.devDependencies, ...manifest.dependencies };
  const angularRange = angularVersionRange(present['@angular/core']);
  const wanted: Record<string, string> = {
    ...Object.fromEntries(ANGULAR_VERSIONED_DEPENDENCIES.map((name) => [name, angularRange])),
    ...PEER_DEPENDENCIES,
    ...FONT_DEPENDENCIES,
  };
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => !(name in present)));
}

/**
 * `^22.2.0` for an application on Angular 22.2: Material and the CDK are released in step
 * with Angular, so they take the application's major and minor version.
 */
export function angularVersionRange(coreRange: string | undefined): string {
  const match = /(\d+)\.(\d+)/.exec(coreRange ?? '');
  if (!match) {
    throw new SchematicsException(
      'package.json has no @angular/core dependency: run ng add in an Angular application.',
    );
  }
  return `^${match[1]}.${match[2]}.0`;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackageJson(tree: Tree): PackageJson {
  if (!tree.exists('/package.json')) {
    throw new SchematicsException('No package.json at the workspace root.');
  }
  return JSON.parse(tree.readText('/package.json')) as PackageJson;
}

/**
 * Whether phase 2 may ask which collections to generate: the API must be readable now (the
 * proxy target, or an absolute API URL that answers), and entities neither skipped nor given.
 */
async function mayOfferEntities(
  options: NgAddOptions,
  proxy: string,
  apiUrl: string,
): Promise<boolean> {
  if (options.skipEntities || options.entities !== undefined) return false;
  if (proxy) return true;
  return isAbsoluteUrl(apiUrl) && (await answers(apiUrl));
}
