import { posix } from 'node:path';
import type { JsonValue } from '@angular-devkit/core';
import { noop, type Rule, type Tree } from '@angular-devkit/schematics';
import { updateWorkspace, type ProjectDefinition } from '@schematics/angular/utility';
import type { SetupOptions } from './options';
import type { ChangeReport } from '../utils/report';
import { COMMONJS_DEPENDENCIES } from '../utils/versions';

/** Where the prebuilt themes live once the package is installed. */
export const THEME_PREFIX = 'node_modules/@ng-admin/core/themes/';

/** Roboto (regular and medium, the weights Material 3 uses) and the Material Icons font. */
export const FONT_STYLES = [
  'node_modules/@fontsource/roboto/400.css',
  'node_modules/@fontsource/roboto/500.css',
  'node_modules/material-icons/iconfont/filled.css',
] as const;

type StyleEntry = string | { input: string; [key: string]: JsonValue };

/** The angular.json edits of ng add, computed without writing so that a no-op writes nothing. */
interface WorkspaceEdits {
  styles?: StyleEntry[];
  allowedCommonJsDependencies?: string[];
  proxyConfig?: string;
}

/**
 * Adds the fonts and the chosen theme in front of the build's styles, the library's CommonJS
 * dependencies to `allowedCommonJsDependencies` and, with `--proxy`, the serve target's
 * `proxyConfig`. Budgets are left alone. Writes angular.json only when something changes.
 */
export function configureWorkspace(
  project: ProjectDefinition,
  projectName: string,
  options: SetupOptions,
  report: ChangeReport,
): Rule {
  const edits = computeEdits(project, options, report);
  if (Object.keys(edits).length === 0) return noop();
  return updateWorkspace((workspace) => {
    const target = workspace.projects.get(projectName)!;
    const build = target.targets.get('build')!;
    build.options ??= {};
    if (edits.styles) build.options['styles'] = edits.styles;
    if (edits.allowedCommonJsDependencies) {
      build.options['allowedCommonJsDependencies'] = edits.allowedCommonJsDependencies;
    }
    const serve = target.targets.get('serve');
    if (edits.proxyConfig && serve) {
      serve.options ??= {};
      serve.options['proxyConfig'] = edits.proxyConfig;
    }
  });
}

function computeEdits(
  project: ProjectDefinition,
  options: SetupOptions,
  report: ChangeReport,
): WorkspaceEdits {
  const edits: WorkspaceEdits = {};
  const build = project.targets.get('build');
  if (!build) {
    report.manual(
      'angular.json',
      `the project has no build target: add ${[...FONT_STYLES, themeFile(options.theme)].join(', ')} to its styles`,
    );
    return edits;
  }
  const styles = withAdminStyles(
    (build.options?.['styles'] as StyleEntry[]) ?? [],
    options,
    report,
  );
  if (styles) edits.styles = styles;

  const allowed = (build.options?.['allowedCommonJsDependencies'] as string[] | undefined) ?? [];
  const missing = COMMONJS_DEPENDENCIES.filter((name) => !allowed.includes(name));
  if (missing.length > 0) {
    edits.allowedCommonJsDependencies = [...allowed, ...missing];
    report.changed('angular.json', `allowedCommonJsDependencies += ${missing.join(', ')}`);
  }

  if (options.proxy) {
    const serve = project.targets.get('serve');
    const current = serve?.options?.['proxyConfig'] as string | undefined;
    if (!serve) {
      report.manual('angular.json', 'the project has no serve target to give a proxyConfig');
    } else if (!current) {
      edits.proxyConfig = proxyConfigPath(project);
      report.changed('angular.json', `serve proxyConfig = ${edits.proxyConfig}`);
    }
  }
  return edits;
}

/** The build's styles with the fonts and theme first, or `undefined` when already so. */
function withAdminStyles(
  styles: readonly StyleEntry[],
  options: SetupOptions,
  report: ChangeReport,
): StyleEntry[] | undefined {
  const inputOf = (entry: StyleEntry) => (typeof entry === 'string' ? entry : entry.input);
  const theme = themeFile(options.theme);
  let result = [...styles];
  let changed = false;
  const previousTheme = result.findIndex((entry) => inputOf(entry).startsWith(THEME_PREFIX));
  if (previousTheme >= 0 && inputOf(result[previousTheme]!) !== theme) {
    report.changed(
      'angular.json',
      `styles: theme ${inputOf(result[previousTheme]!)} replaced by ${theme}`,
    );
    result[previousTheme] = theme;
    changed = true;
  }
  const missing = [...FONT_STYLES, theme].filter(
    (file) => !result.some((entry) => inputOf(entry) === file),
  );
  if (missing.length > 0) {
    result = [...missing, ...result];
    report.changed('angular.json', `styles += ${missing.join(', ')}`);
    changed = true;
  }
  return changed ? result : undefined;
}

/** `node_modules/@ng-admin/core/themes/azure.css`. */
export function themeFile(theme: string): string {
  return `${THEME_PREFIX}${theme}.css`;
}

/** The proxy file ng add writes: `proxy.conf.json` in the project's root folder. */
export function proxyConfigPath(project: ProjectDefinition): string {
  return posix.join(project.root ?? '', 'proxy.conf.json');
}

/** The proxy file the serve target uses, if any. */
export function currentProxyConfig(project: ProjectDefinition): string | undefined {
  return project.targets.get('serve')?.options?.['proxyConfig'] as string | undefined;
}

/**
 * Writes (or completes) the dev-server proxy file: the API path goes to the `--proxy` target,
 * without its prefix, as `/api/posts` → `http://localhost:3000/posts`.
 */
export function writeProxyConfig(
  tree: Tree,
  project: ProjectDefinition,
  options: SetupOptions,
  report: ChangeReport,
): void {
  if (!options.proxy) return;
  const file = currentProxyConfig(project) ?? proxyConfigPath(project);
  const prefix = options.apiUrl.replace(/\/+$/, '');
  const entry = {
    target: options.proxy,
    secure: false,
    changeOrigin: true,
    pathRewrite: { [`^${prefix}`]: '' },
  };
  const snippet = JSON.stringify({ [prefix]: entry }, null, 2);
  if (!file.endsWith('.json')) {
    report.manual(file, `not a JSON file, so not edited: add the proxy entry ${snippet}`);
    return;
  }
  if (!tree.exists(file)) {
    tree.create(file, `${snippet}\n`);
    report.changed(file, `created: ${prefix} → ${options.proxy}`);
    return;
  }
  let config: Record<string, { target?: string }>;
  try {
    config = JSON.parse(tree.readText(file)) as Record<string, { target?: string }>;
  } catch {
    report.manual(file, `not valid JSON, so not edited: add the proxy entry ${snippet}`);
    return;
  }
  const existing = config[prefix];
  if (existing?.target === options.proxy) return;
  if (existing) {
    report.manual(
      file,
      `${prefix} already goes to ${existing.target}; kept. Change its target to ${options.proxy} if you meant to.`,
    );
    return;
  }
  tree.overwrite(file, `${JSON.stringify({ ...config, [prefix]: entry }, null, 2)}\n`);
  report.changed(file, `added ${prefix} → ${options.proxy}`);
}
