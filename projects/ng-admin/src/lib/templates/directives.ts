/**
 * The AngularJS directives that string templates evaluate. This module is light on purpose:
 * the sanitizer, the problems scanner and the DOM renderer all read it.
 */

/** The directives that templates support, as attribute names. */
export const SUPPORTED_DIRECTIVES = [
  'ng-if',
  'ng-repeat',
  'ng-show',
  'ng-hide',
  'ng-class',
  'ng-click',
  'ng-bind',
  'ng-model',
] as const;

/** One supported directive, `ng-if` to `ng-model`. */
export type NgaDirectiveName = (typeof SUPPORTED_DIRECTIVES)[number];

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_DIRECTIVES);

/**
 * The directive an attribute stands for when it is one that templates evaluate: `ng-if` and
 * its HTML5 spelling `data-ng-if` give `'ng-if'`; anything else gives `undefined`.
 */
export function supportedDirective(attribute: string): NgaDirectiveName | undefined {
  const name = attribute.toLowerCase();
  const bare = name.startsWith('data-') ? name.slice(5) : name;
  return SUPPORTED.has(bare) ? (bare as NgaDirectiveName) : undefined;
}

/**
 * The name AngularJS gives an attribute: `data-` and `x-` prefixes dropped, `:` and `_` read
 * as `-`, so `data-ng-model`, `x-ng-model`, `ng:model` and `ng_model` are all `ng-model`.
 */
export function normalizeDirectiveName(attribute: string): string {
  return attribute
    .toLowerCase()
    .replace(/^(?:data|x)-/, '')
    .replace(/[:_]/g, '-');
}

/**
 * Whether an attribute is an AngularJS one (`ng-*` in any spelling). Such attributes never
 * reach the rendered DOM: the supported ones are evaluated, the others are reported.
 */
export function isAngularAttribute(attribute: string): boolean {
  return normalizeDirectiveName(attribute).startsWith('ng-');
}
