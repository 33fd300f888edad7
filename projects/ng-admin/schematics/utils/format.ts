import { pathToFileURL } from 'node:url';
import type { Tree } from '@angular-devkit/schematics';

interface Prettier {
  format(source: string, options: Record<string, unknown>): Promise<string>;
}

/** ng new's Prettier settings, used when the workspace has none of its own. */
const DEFAULT_OPTIONS = { printWidth: 100, singleQuote: true };

/**
 * Formats generated TypeScript with the workspace's Prettier and settings (`.prettierrc` or
 * the `prettier` key of package.json), as ng new sets them up. Without Prettier installed the
 * text stays as generated, which is already readable.
 */
export async function formatTypeScript(tree: Tree, text: string): Promise<string> {
  let prettier: Prettier;
  try {
    const entry = require.resolve('prettier', { paths: [process.cwd()] });
    const module = (await import(pathToFileURL(entry).href)) as Prettier & { default?: Prettier };
    prettier = typeof module.format === 'function' ? module : module.default!;
  } catch {
    return text;
  }
  try {
    return await prettier.format(text, { ...prettierOptions(tree), parser: 'typescript' });
  } catch {
    return text;
  }
}

function prettierOptions(tree: Tree): Record<string, unknown> {
  const parse = (path: string): Record<string, unknown> | undefined => {
    if (!tree.exists(path)) return undefined;
    try {
      return JSON.parse(tree.readText(path)) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const fromManifest = parse('/package.json')?.['prettier'];
  const options: Record<string, unknown> =
    parse('/.prettierrc') ??
    parse('/.prettierrc.json') ??
    (typeof fromManifest === 'object' ? (fromManifest as Record<string, unknown>) : undefined) ??
    DEFAULT_OPTIONS;
  const { overrides: _overrides, ...rest } = options;
  return rest;
}
