import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { SchematicsException } from '@angular-devkit/schematics';
import { parseDocument } from 'yaml';
import { getText, type RequestHeaders } from '../utils/http';

/** At most this many files are read for one document (its own and those its `$ref`s name). */
const MAX_FILES = 10_000;

/**
 * A document that cannot be read: where (file and JSON pointer) and why. The generator
 * prints its message alone, without a stack trace.
 */
export class OpenApiReadError extends SchematicsException {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly why: string,
  ) {
    super(`Cannot read the OpenAPI document at ${file}${pointer ? `#${pointer}` : ''}: ${why}`);
  }
}

/**
 * An OpenAPI document and every file its `$ref`s reach, parsed (JSON or YAML). Each `$ref`
 * is rewritten to an absolute one (`<file URL>#<pointer>`), so that a schema read from one
 * file resolves the same way wherever it is used.
 */
export interface OpenApiSource {
  /** The URL of the root document (`file:` for a local file). */
  root: string;
  /** Each file by its URL. */
  files: ReadonlyMap<string, unknown>;
}

/**
 * Reads an OpenAPI document from a file path or an http(s) URL, with the files its `$ref`s
 * name (relative paths or URLs), in JSON or YAML.
 *
 * @usageNotes
 * ```ts
 * const source = await loadOpenApi('openapi.yaml');
 * const document = source.files.get(source.root);
 * ```
 */
export async function loadOpenApi(
  location: string,
  headers: RequestHeaders = {},
): Promise<OpenApiSource> {
  const root = /^https?:\/\//i.test(location)
    ? new URL(location).href
    : pathToFileURL(isAbsolute(location) ? location : resolve(process.cwd(), location)).href;
  const files = new Map<string, unknown>();
  const pending = [root];
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (files.has(url)) continue;
    if (files.size >= MAX_FILES) {
      throw new OpenApiReadError(url, '', `its $refs reach more than ${MAX_FILES} files.`);
    }
    // Credentials go to the document's own server only, not to another one a $ref names.
    const sameOrigin = !url.startsWith('file:') && new URL(url).origin === new URL(root).origin;
    const text = await readText(url, url === root ? location : url, sameOrigin ? headers : {});
    const value = parseText(url, text);
    files.set(url, value);
    for (const target of absoluteRefs(value, url)) if (!files.has(target)) pending.push(target);
  }
  return { root, files };
}

/**
 * A document already parsed, as `loadOpenApi` would give it (its `$ref`s made absolute); it
 * can only reach files through absolute `$ref`s.
 *
 * @usageNotes
 * ```ts
 * entitiesFromOpenApi(openApiSourceOf(JSON.parse(text)));
 * ```
 */
export function openApiSourceOf(value: unknown, url = 'file:///openapi.json'): OpenApiSource {
  const copy = structuredClone(value);
  absoluteRefs(copy, url);
  return { root: url, files: new Map([[url, copy]]) };
}

async function readText(url: string, shown: string, headers: RequestHeaders): Promise<string> {
  if (!url.startsWith('file:')) return getText(url, headers);
  try {
    return readFileSync(fileURLToPath(url), 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new SchematicsException(
      `Cannot read the OpenAPI document ${shown === url ? fileURLToPath(url) : shown}` +
        `${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}.`,
    );
  }
}

/** JSON when the text is JSON, else YAML; a syntax error names its line and column. */
function parseText(url: string, text: string): unknown {
  const shown = displayName(url);
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch (error) {
      const detail = (error as Error).message;
      if (!/\.ya?ml$/i.test(url))
        throw new OpenApiReadError(shown, '', `invalid JSON (${detail}).`);
    }
  }
  const document = parseDocument(text, { uniqueKeys: false });
  const error = document.errors[0];
  if (error) {
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [];
    const where = line ? ` at line ${line}, column ${column}` : '';
    throw new OpenApiReadError(
      shown,
      '',
      `neither JSON nor valid YAML${where} (${error.message.split('\n')[0]}).`,
    );
  }
  return document.toJS({ maxAliasCount: -1 });
}

/** A file URL as a path, other URLs as they are: for messages. */
export function displayName(url: string): string {
  return url.startsWith('file:') ? fileURLToPath(url) : url;
}

/**
 * Rewrites each `$ref` of a parsed file to `<file URL>#<pointer>` and returns the other files
 * they name.
 */
function absoluteRefs(value: unknown, url: string): Set<string> {
  const targets = new Set<string>();
  const base = url.startsWith('file:')
    ? pathToFileURL(dirname(fileURLToPath(url)) + '/').href
    : url;
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const ref = record['$ref'];
    if (typeof ref === 'string') {
      const hash = ref.indexOf('#');
      const file = hash === -1 ? ref : ref.slice(0, hash);
      const fragment = hash === -1 ? '' : ref.slice(hash + 1);
      let target = url;
      if (file) {
        try {
          target = new URL(file, base).href;
        } catch {
          throw new OpenApiReadError(displayName(url), `${pointer}/$ref`, `"${ref}" is no URL.`);
        }
        targets.add(target);
      }
      record['$ref'] = `${target}#${fragment}`;
    }
    for (const [key, child] of Object.entries(record)) {
      if (key !== '$ref') visit(child, `${pointer}/${escapePointer(key)}`);
    }
  };
  visit(value, '');
  return targets;
}

/** `a/b` → `a~1b`: a key as a JSON pointer segment. */
export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
