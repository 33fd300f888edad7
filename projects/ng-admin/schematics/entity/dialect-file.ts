import type { DialectModel, EnvelopeModel, PagingDialect } from './model';
import { quote } from '../utils/names';

const CLASSES: Record<PagingDialect, string> = {
  default: 'NgaDefaultDialect',
  'json-server': 'NgaJsonServerDialect',
  'simple-rest': 'NgaSimpleRestDialect',
  'django-rest': 'NgaDjangoRestDialect',
  graphql: 'NgaGraphqlDialect',
};

const ENVELOPE_KEYS = ['records', 'total', 'record'] as const;
const PARAM_KEYS = ['page', 'perPage', 'offset', 'sort', 'order'] as const;

/**
 * What `withApiMapping(...)` receives in app.config.ts: the dialect class, the dialect built
 * with its settings (`new NgaDjangoRestDialect({ pagination: 'limit-offset' })`), or
 * `apiDialect` from the written dialect file when the API has envelopes or parameters of its own.
 */
export function dialectExpression(
  dialect: DialectModel,
  dialectModule: string,
): { code: string; imports: { name: string; from: string }[] } {
  if (dialect.params || dialect.envelopes) {
    return { code: 'apiDialect', imports: [{ name: 'apiDialect', from: dialectModule }] };
  }
  const className = CLASSES[dialect.dialect];
  const options = Object.entries(dialect.options ?? {});
  const code =
    options.length > 0
      ? `new ${className}({ ${options.map(([key, value]) => `${key}: ${typeof value === 'string' ? quote(value) : value}`).join(', ')} })`
      : className;
  return { code, imports: [{ name: className, from: '@ng-admin/core' }] };
}

/**
 * The TypeScript of `admin/api-dialect.ts`: the dialect with the API's paging parameters and
 * the envelope of each entity. The envelopes of an earlier file are kept beside the new ones.
 * Returns `undefined` when an earlier file has another shape (unless `force`).
 *
 * @usageNotes
 * ```ts
 * renderDialectFile({ dialect: 'json-server', params: { page: 'page', perPage: 'per_page' } });
 * ```
 */
export function renderDialectFile(
  dialect: DialectModel,
  existing?: string,
  force = false,
): string | undefined {
  let envelopes = { ...dialect.envelopes };
  if (existing !== undefined) {
    const earlier = readEnvelopes(existing);
    if (!earlier && !force) return undefined;
    envelopes = { ...earlier, ...envelopes };
  }
  const className = CLASSES[dialect.dialect];
  const options: string[] = [];
  if (dialect.params) {
    const params = PARAM_KEYS.filter((key) => dialect.params![key] !== undefined).map(
      (key) => `${key}: ${dialect.params![key] === null ? 'null' : quote(dialect.params![key]!)}`,
    );
    options.push(`params: { ${params.join(', ')} },`);
  }
  const names = Object.keys(envelopes).sort();
  if (names.length > 0) options.push('envelope: (entity) => envelopes[entity],');
  const lines = [
    `import { ${names.length > 0 ? 'type NgaEnvelope, ' : ''}${className} } from '@ng-admin/core';`,
    '',
  ];
  if (names.length > 0) {
    lines.push(
      '/** Where the answers of each entity hold their records, total and record. */',
      'const envelopes: Record<string, NgaEnvelope> = {',
      ...names.map((name) => `  ${quote(name)}: ${envelopeLiteral(envelopes[name]!)},`),
      '};',
      '',
    );
  }
  lines.push(
    '/**',
    ' * The REST dialect of the API, written by `ng generate @ng-admin/core:entity`' +
      (dialect.evidence ? ':' : '.'),
    ...(dialect.evidence ? [` * ${dialect.evidence.replace(/\*\//g, '* /')}.`] : []),
    ' * See docs/rest-dialects.md of @ng-admin/core for the options.',
    ' */',
    `export const apiDialect = new ${className}({`,
    ...options.map((option) => `  ${option}`),
    '});',
    '',
  );
  return lines.join('\n');
}

function envelopeLiteral(envelope: EnvelopeModel): string {
  const entries = ENVELOPE_KEYS.filter((key) => envelope[key]).map(
    (key) => `${key}: ${quote(envelope[key]!)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

/** The envelopes an earlier dialect file declares, or undefined when it has another shape. */
function readEnvelopes(text: string): Record<string, EnvelopeModel> | undefined {
  if (!/export const apiDialect = new Nga\w+Dialect\(/.test(text)) return undefined;
  const block = /const envelopes: Record<string, NgaEnvelope> = \{([\s\S]*?)\n\};/.exec(text);
  const envelopes: Record<string, EnvelopeModel> = {};
  if (!block) return envelopes;
  for (const entry of block[1]!.matchAll(/(?:'([^']+)'|(\w+)):\s*\{([^}]*)\}/g)) {
    const envelope: EnvelopeModel = {};
    for (const [, key, value] of entry[3]!.matchAll(/(records|total|record):\s*'([^']*)'/g)) {
      envelope[key as keyof EnvelopeModel] = value!;
    }
    envelopes[entry[1] ?? entry[2]!] = envelope;
  }
  return envelopes;
}
