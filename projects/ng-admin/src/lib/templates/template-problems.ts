import { normalizeDirectiveName, supportedDirective, SUPPORTED_DIRECTIVES } from './directives';
import { MODEL_ELEMENTS, MODEL_EXPRESSION } from './ng-model';
import { parseRepeat } from './ng-repeat';

/** Options of `templateProblems`. */
export interface TemplateProblemsOptions {
  /**
   * The registered custom tag names. When given, any other custom element (a tag name with a
   * dash, such as ng-admin 1.0's `<ma-show-button>`) is reported, since it would not render.
   */
  readonly customTags?: readonly string[];
  /**
   * Whether `ng-model="value"` binds where the template is used: true in the templates of
   * creation and edition form fields and of filters, false anywhere else (a column, a show
   * view, a title), where it is reported. Unset, the place is unknown and it is accepted.
   */
  readonly model?: boolean;
}

// What to write instead, by the AngularJS name of the attribute or element.
const HINTS: Readonly<Record<string, string>> = {
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
// Literal lists, so that a bundle that does not use the checker leaves them out.
const EVENTS = new Set([
  'ng-blur',
  'ng-change',
  'ng-copy',
  'ng-cut',
  'ng-dblclick',
  'ng-focus',
  'ng-keydown',
  'ng-keypress',
  'ng-keyup',
  'ng-mousedown',
  'ng-mouseenter',
  'ng-mouseleave',
  'ng-mousemove',
  'ng-mouseover',
  'ng-mouseup',
  'ng-paste',
  'ng-submit',
]);
const BOOLEAN_HINT = 'use ng-if to show one version of the element or the other';
const BOOLEANS = new Set([
  'ng-checked',
  'ng-disabled',
  'ng-open',
  'ng-readonly',
  'ng-required',
  'ng-selected',
]);
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
const VARIABLE_NAME = /^[A-Za-z_$][\w$]*$/;
// The names the admin puts in template scopes (docs/templates.md, "Scope"), plus ng-admin
// 1.0's controller names and ng-repeat's: a template cannot assign them.
const SCOPE_NAMES = new Set([
  'value',
  'field',
  'entry',
  'entity',
  'datastore',
  'form',
  'values',
  'selection',
  'view',
  'entries',
  '$event',
  '$index',
  '$first',
  '$last',
  '$middle',
  '$even',
  '$odd',
  '$parent',
  'application',
  'appController',
  'dashboardController',
  'formController',
  'toggleNavigation',
  'displayHome',
]);

/**
 * Lists what a template string uses that templates do not support: AngularJS directives other
 * than `ng-if`, `ng-repeat`, `ng-show`, `ng-hide`, `ng-class`, `ng-click`, `ng-bind` and
 * `ng-model="value"` (`ng-bind-html`, `ng-include`, `ng-src`, `ng-switch`, ...), `ui-*`
 * attributes (`ui-sref`), directive elements (`<ng-include>`), malformed supported directives
 * (an `ng-repeat` that is not `item in list`, an empty `ng-if`, `{{ }}` inside a directive,
 * an assignment outside `ng-click` or to something else than a variable of the template, an
 * `ng-model` of anything but `value` or on anything but an input) and, with
 * `options.customTags`, custom tags that are not registered; with `options.model: false`,
 * any `ng-model`. Each problem names the directive, quotes the tag and says what to write
 * instead. Pure: no DOM, no expression compiler, so it can run when the configuration is read.
 *
 * @usageNotes
 * ```ts
 * templateProblems('<input ng-model="entry.values.title">');
 * // ['ng-model binds only "value", the field\'s or the filter\'s own value, not "entry.values.title": <input ng-model="entry.values.title">; write ng-model="value", and edit other values with their own fields']
 * templateProblems('<a ng-click="entry.values.read = true">Read</a>');
 * // ['ng-click cannot assign to entry.values.read (entry.values.read = true): <a …>; only ng-click assigns, …']
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
      const problem = attributeProblem(attribute[1], value, snippet, element, tag[2], options);
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
  element: string,
  attributes: string,
  options: TemplateProblemsOptions,
): string | undefined {
  const written = attribute.toLowerCase();
  const name = normalizeDirectiveName(written);
  if (written.startsWith('ui-')) {
    return `${written} is not supported in templates: ${snippet}; ${HINTS[written] ?? DEFAULT_HINT}`;
  }
  if (!name.startsWith('ng-')) return undefined;
  const directive = supportedDirective(written);
  if (directive === 'ng-model')
    return modelProblem(value ?? '', snippet, element, attributes, options);
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
  const assignment = assignmentProblem(directive, value);
  if (assignment) return `${assignment}: ${snippet}; ${ASSIGNMENT_HINT}`;
  if (directive === 'ng-repeat') {
    try {
      parseRepeat(value);
    } catch (error) {
      return `${(error as Error).message}: ${snippet}`;
    }
  }
  return undefined;
}

const ASSIGNMENT_HINT =
  'only ng-click assigns, and only variables of the template itself (ng-click="open = !open", ' +
  'then ng-show="open"); templates never change the entry, its values or the configuration';

/** What is wrong with the assignments of a directive's expression, if anything. */
function assignmentProblem(directive: string, value: string): string | undefined {
  const code = value.replace(STRING_LITERAL, "''");
  if (!ASSIGNMENT.test(code)) return undefined;
  if (directive !== 'ng-click') return `${directive} cannot assign (${value.trim()})`;
  for (const statement of code.split(';')) {
    const match = ASSIGNMENT.exec(statement);
    if (!match) continue;
    const target = statement.slice(0, match.index + match[1].length).trim();
    if (!VARIABLE_NAME.test(target)) {
      return `${directive} cannot assign to ${target || 'nothing'} (${value.trim()})`;
    }
    if (SCOPE_NAMES.has(target)) {
      return `${directive} cannot assign to ${target}, a name of the template's scope (${value.trim()})`;
    }
  }
  return undefined;
}

/** What is wrong with an `ng-model`, if anything: only `ng-model="value"` on an input binds. */
function modelProblem(
  value: string,
  snippet: string,
  element: string,
  attributes: string,
  options: TemplateProblemsOptions,
): string | undefined {
  const written = value.replace(/^\s*::/, '').trim();
  if (written !== MODEL_EXPRESSION) {
    return (
      `ng-model binds only "value", the field's or the filter's own value, not ` +
      `"${value.trim()}": ${snippet}; write ng-model="value", and edit other values with ` +
      'their own fields'
    );
  }
  if (!MODEL_ELEMENTS.has(element)) {
    return `ng-model binds an <input>, a <textarea> or a <select>, not a <${element}>: ${snippet}`;
  }
  const type = /\btype\s*=\s*["']?(file|button|submit|reset|image|hidden)\b/i.exec(attributes);
  if (element === 'input' && type) {
    return `ng-model cannot bind an input of type ${type[1].toLowerCase()}: ${snippet}`;
  }
  if (options.model === false) {
    return (
      `ng-model="value" edits the field's value only in the templates of creation and ` +
      `edition form fields and of filters: ${snippet}; here the template only shows values`
    );
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
