import { normalizeDirectiveName, supportedDirective, SUPPORTED_DIRECTIVES } from './directives';
import { parseRepeat } from './ng-repeat';

/** Options of `templateProblems`. */
export interface TemplateProblemsOptions {
  /**
   * The registered custom tag names. When given, any other custom element (a tag name with a
   * dash, such as ng-admin 1.0's `<ma-show-button>`) is reported, since it would not render.
   */
  readonly customTags?: readonly string[];
}

// What to write instead, by the AngularJS name of the attribute or element.
const HINTS: Readonly<Record<string, string>> = {
  'ng-model': 'templates only display values: edit them with a form field',
  'ng-options': 'templates only display values: edit them with a form field',
  'ng-bind-html':
    'values are always inserted as text: show HTML values with a wysiwyg field or a component',
  'ng-bind-html-unsafe':
    'values are always inserted as text: show HTML values with a wysiwyg field or a component',
  'ng-bind-template': 'write the text with {{ }} interpolations',
  'ng-include': 'register a component and use it as a custom tag (withTemplateComponents)',
  'ng-controller': 'register a component and use it as a custom tag (withTemplateComponents)',
  'ng-init': 'compute values in a component, or give the template a function',
  'ng-src': 'write src="{{ … }}": attributes are interpolated, and URLs checked',
  'ng-href': 'write href="{{ … }}": attributes are interpolated, and URLs checked',
  'ng-srcset': 'write srcset="{{ … }}": attributes are interpolated, and URLs checked',
  'ng-style': 'write style="{{ … }}", or use ng-class',
  'ng-switch': 'use ng-if on each case',
  'ng-switch-when': 'use ng-if on each case',
  'ng-switch-default': 'use ng-if on each case',
  'ng-repeat-start': 'wrap the repeated elements in one element that has ng-repeat',
  'ng-repeat-end': 'wrap the repeated elements in one element that has ng-repeat',
  'ng-cloak': 'it is not needed: remove it',
  'ng-non-bindable': 'escape the braces as \\{\\{ and \\}\\}',
  'ui-sref': 'write href="#/…" or use a custom tag whose component has a routerLink',
  'ui-sref-active': 'use a custom tag whose component has a routerLinkActive',
  'ui-view': 'templates cannot host routes',
};
const EVENT_HINT = 'only ng-click is supported: handle other events in a custom tag component';
const EVENTS = new Set(
  (
    'blur change copy cut dblclick focus keydown keypress keyup mousedown mouseenter ' +
    'mouseleave mousemove mouseover mouseup paste submit'
  )
    .split(' ')
    .map((event) => `ng-${event}`),
);
const BOOLEAN_HINT = 'use ng-if to show one version of the element or the other';
const BOOLEANS = new Set(
  ['checked', 'disabled', 'open', 'readonly', 'required', 'selected'].map((name) => `ng-${name}`),
);
const DEFAULT_HINT = 'use a supported directive, a component or a template function';
// Custom element names reserved by SVG and MathML.
const RESERVED_DASHED_TAGS = new Set([
  'annotation-xml',
  'color-profile',
  'font-face',
  'font-face-format',
  'font-face-name',
  'font-face-src',
  'font-face-uri',
  'missing-glyph',
]);

// An opening tag: quoted attribute values may contain `>`.
const OPENING_TAG = /<([A-Za-z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^>"'])*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const MAX_SNIPPET = 120;
// String literals of an expression, set aside before looking for an assignment.
const STRING_LITERAL = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g;
// An `=` that is not part of `==`, `===`, `!=`, `<=` or `>=`.
const ASSIGNMENT = /(^|[^=!<>])=(?!=)/;

/**
 * Lists what a template string uses that templates do not support: AngularJS directives other
 * than `ng-if`, `ng-repeat`, `ng-show`, `ng-hide`, `ng-class`, `ng-click` and `ng-bind`
 * (`ng-model`, `ng-bind-html`, `ng-include`, `ng-src`, `ng-switch`, ...), `ui-*` attributes
 * (`ui-sref`), directive elements (`<ng-include>`), malformed supported directives (an
 * `ng-repeat` that is not `item in list`, an empty `ng-if`, `{{ }}` inside a directive, an
 * assignment such as `ng-click="open = !open"`) and,
 * with `options.customTags`, custom tags that are not registered. Each problem names the
 * directive, quotes the tag and says what to write instead. Pure: no DOM, no expression
 * compiler, so it can run when the configuration is read.
 *
 * @usageNotes
 * ```ts
 * templateProblems('<input ng-model="entry.values.title">');
 * // ['ng-model is not supported in templates: <input ng-model="entry.values.title">; templates only display values: edit them with a form field']
 * ```
 */
export function templateProblems(source: string, options: TemplateProblemsOptions = {}): string[] {
  if (typeof source !== 'string') {
    throw new TypeError(`templateProblems expects a template string, not ${typeof source}`);
  }
  const registered = options.customTags && new Set(options.customTags.map((t) => t.toLowerCase()));
  const problems: string[] = [];
  const html = source.replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of html.matchAll(OPENING_TAG)) {
    const snippet = shorten(tag[0]);
    const element = tag[1].toLowerCase();
    const elementProblem = elementProblemOf(element, registered);
    if (elementProblem) problems.push(`${elementProblem}: ${snippet}`);
    for (const attribute of tag[2].matchAll(ATTRIBUTE)) {
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      const problem = attributeProblem(attribute[1], value, snippet);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

function elementProblemOf(element: string, registered: ReadonlySet<string> | undefined) {
  const name = normalizeDirectiveName(element);
  if (name.startsWith('ng-') || name.startsWith('ui-')) {
    return `<${element}> is not supported in templates (${HINTS[name] ?? DEFAULT_HINT})`;
  }
  if (registered && element.includes('-') && !registered.has(element)) {
    if (RESERVED_DASHED_TAGS.has(element)) return undefined;
    return (
      `<${element}> is not a registered custom tag, so it would not render ` +
      '(register a component for it with withTemplateComponents)'
    );
  }
  return undefined;
}

function attributeProblem(
  attribute: string,
  value: string | undefined,
  snippet: string,
): string | undefined {
  const written = attribute.toLowerCase();
  const name = normalizeDirectiveName(written);
  if (written.startsWith('ui-')) {
    return `${written} is not supported in templates: ${snippet}; ${HINTS[written] ?? DEFAULT_HINT}`;
  }
  if (!name.startsWith('ng-')) return undefined;
  const directive = supportedDirective(written);
  if (directive) return directiveValueProblem(directive, value ?? '', snippet);
  if ((SUPPORTED_DIRECTIVES as readonly string[]).includes(name)) {
    return `${written} is not a spelling that templates read: ${snippet}; write ${name} or data-${name}`;
  }
  return `${name} is not supported in templates: ${snippet}; ${hintFor(name)}`;
}

function directiveValueProblem(
  directive: string,
  value: string,
  snippet: string,
): string | undefined {
  if (value.trim() === '') return `${directive} needs an expression: ${snippet}`;
  if (value.includes('{{')) {
    return `${directive} takes an expression, not {{ }}: ${snippet}; write ${directive}="${value
      .replace(/\{\{\s*|\s*\}\}/g, '')
      .trim()}"`;
  }
  if (ASSIGNMENT.test(value.replace(STRING_LITERAL, "''"))) {
    return (
      `${directive} cannot assign (${value.trim()}): ${snippet}; templates never change their ` +
      'scope: call a function that the scope holds, or use a custom tag component'
    );
  }
  if (directive === 'ng-repeat') {
    try {
      parseRepeat(value);
    } catch (error) {
      return `${(error as Error).message}: ${snippet}`;
    }
  }
  return undefined;
}

function hintFor(name: string): string {
  if (EVENTS.has(name)) return EVENT_HINT;
  if (BOOLEANS.has(name)) return BOOLEAN_HINT;
  if (name.startsWith('ng-attr-'))
    return `write ${name.slice(8)}="{{ … }}": attributes are interpolated`;
  return HINTS[name] ?? DEFAULT_HINT;
}

function shorten(tag: string): string {
  const text = tag.replace(/\s+/g, ' ');
  return text.length > MAX_SNIPPET ? `${text.slice(0, MAX_SNIPPET - 2)}…>` : text;
}
