import { compile } from 'angular-expressions';
import type { NgaTemplateFilters } from './template-types';

/**
 * The options every expression is compiled with. `csp: true` selects the AST interpreter of
 * angular-expressions, which never calls `eval` or `new Function`, so templates work under a
 * Content-Security-Policy without `'unsafe-eval'`.
 */
export const EXPRESSION_COMPILE_OPTIONS: Readonly<{ csp: true }> = Object.freeze({ csp: true });

/** A compiled expression: evaluates against a scope; throws what the expression throws. */
export type NgaExpression = (scope: object) => unknown;

/**
 * Where a rendered template keeps its own variables (`open` after `ng-click="open = !open"`):
 * an object under this key of the scope. Spreading a scope (`{ ...scope, $event }`, a repeated
 * item's scope) keeps it, and expressions cannot name it.
 */
export const TEMPLATE_STATE: unique symbol = Symbol('ngaTemplateState');

/** The variables of a rendered template, by name. */
export type TemplateState = Record<string, unknown>;

/** What compiling an expression allows beyond reading. */
export interface CompileExpressionOptions {
  /**
   * Whether the expression may assign variables of the template (`open = !open`), as event
   * directives may: a plain name only, never a property (`entry.values.x = 1`) nor a name of
   * the scope, and the value goes to the scope's `TEMPLATE_STATE`.
   */
  readonly assign?: boolean;
}

// The variables of a template that has none: reading them gives undefined.
const NO_STATE: TemplateState = Object.freeze(Object.create(null) as TemplateState);

function stateOf(scope: object): TemplateState {
  return (scope as { [TEMPLATE_STATE]?: TemplateState })[TEMPLATE_STATE] ?? NO_STATE;
}

// angular-expressions only reads own properties, which blocks prototype tricks such as
// `''.constructor` but also `name.toUpperCase()`. Expressions of that shape, common in
// ng-admin configurations, are rewritten into a call of this hidden filter, which runs only the
// side-effect-free built-in methods listed below.
const METHOD_FILTER = '$$ngaMethod';

const STRING_METHODS = methodSet(
  'at charAt concat endsWith includes indexOf lastIndexOf localeCompare normalize padEnd ' +
    'padStart replace replaceAll slice split startsWith substr substring toLocaleLowerCase ' +
    'toLocaleUpperCase toLowerCase toString toUpperCase trim trimEnd trimStart',
);
const NUMBER_METHODS = methodSet('toExponential toFixed toLocaleString toPrecision toString');
const ARRAY_METHODS = methodSet(
  'at concat includes indexOf join lastIndexOf slice toReversed toSorted toString',
);
const DATE_METHODS = methodSet(
  'getDate getDay getFullYear getHours getMilliseconds getMinutes getMonth getSeconds getTime ' +
    'getTimezoneOffset getUTCDate getUTCDay getUTCFullYear getUTCHours getUTCMinutes ' +
    'getUTCMonth getUTCSeconds toDateString toISOString toJSON toLocaleDateString ' +
    'toLocaleString toLocaleTimeString toString toTimeString toUTCString valueOf',
);
// Getters of the configuration objects (`field.label()`); called without arguments only, since
// with arguments they are setters.
const CONFIG_GETTERS = methodSet('name label type');
// `ng-click="$event.stopPropagation(); toggle(entry)"`, as AngularJS templates write it.
const EVENT_METHODS = methodSet('preventDefault stopPropagation stopImmediatePropagation');

/**
 * AngularJS's one-time binding prefix (`{{ ::entry.values.title }}`, `field="::field"`): a
 * performance hint of its digest loop, which ng-admin templates use. Renderings here follow
 * their scope anyway, so the prefix is read and ignored.
 */
export const ONE_TIME_BINDING = /^\s*::/;

const METHOD_NAMES = new Set([
  ...STRING_METHODS,
  ...NUMBER_METHODS,
  ...ARRAY_METHODS,
  ...DATE_METHODS,
  ...CONFIG_GETTERS,
  ...EVENT_METHODS,
]);

type Method = (this: unknown, ...args: unknown[]) => unknown;

function methodSet(names: string): ReadonlySet<string> {
  return new Set(names.split(' '));
}

function callMethod(receiver: unknown, name: string, ...args: unknown[]): unknown {
  // A function argument would let a built-in call back into arbitrary code.
  if (args.some((arg) => typeof arg === 'function')) return undefined;
  const builtIn = builtInMethod(receiver, name);
  if (builtIn) return builtIn.apply(receiver, args);
  if (receiver === null || typeof receiver !== 'object') return undefined;
  const record = receiver as Record<string, unknown>;
  // What angular-expressions itself allows: a function stored on the object.
  if (Object.hasOwn(record, name) && typeof record[name] === 'function') {
    return (record[name] as Method).apply(receiver, args);
  }
  if (CONFIG_GETTERS.has(name) && args.length === 0 && typeof record[name] === 'function') {
    return (record[name] as Method).call(receiver);
  }
  return undefined;
}

function builtInMethod(receiver: unknown, name: string): Method | undefined {
  let prototype: object | undefined;
  if (typeof receiver === 'string' && STRING_METHODS.has(name)) prototype = String.prototype;
  else if (typeof receiver === 'number' && NUMBER_METHODS.has(name)) prototype = Number.prototype;
  else if (typeof receiver === 'boolean' && name === 'toString') prototype = Boolean.prototype;
  else if (Array.isArray(receiver) && ARRAY_METHODS.has(name)) prototype = Array.prototype;
  else if (receiver instanceof Date && DATE_METHODS.has(name)) prototype = Date.prototype;
  else if (receiver instanceof Event && EVENT_METHODS.has(name)) prototype = Event.prototype;
  return prototype ? ((prototype as Record<string, unknown>)[name] as Method) : undefined;
}

function compileOptions(filters: NgaTemplateFilters): Parameters<typeof compile>[1] {
  // Fresh objects on every call: compile() writes into the options it receives.
  const options = {
    ...EXPRESSION_COMPILE_OPTIONS,
    filters: { ...filters, [METHOD_FILTER]: callMethod },
  };
  return options as Parameters<typeof compile>[1];
}

/**
 * Compiles an AngularJS expression (`entry.values.title | uppercase`) with the given filters.
 * Assignments are rejected unless `options.assign` allows assigning the template's own
 * variables (`open = !open`, in event directives); calls to side-effect-free methods of
 * strings, numbers, arrays and dates (`name.toUpperCase()`) are allowed; a leading `::`
 * (AngularJS's one-time binding) is ignored. Names of the scope come first; other names are
 * the template's variables (`TEMPLATE_STATE`).
 * Throws on a syntax error, an unknown filter or a refused assignment.
 *
 * @usageNotes
 * ```ts
 * const title = compileExpression('entry.values.title.toUpperCase()', builtInTemplateFilters);
 * title({ entry }); // 'HELLO'
 * const toggle = compileExpression('open = !open', builtInTemplateFilters, { assign: true });
 * const state = {};
 * toggle({ [TEMPLATE_STATE]: state }); // state.open === true
 * ```
 */
export function compileExpression(
  source: string,
  filters: NgaTemplateFilters,
  options: CompileExpressionOptions = {},
): NgaExpression {
  const parsed = compile(source.replace(ONE_TIME_BINDING, ''), compileOptions(filters));
  const printer = new AstPrinter(options.assign === true);
  const rewritten = printer.print(parsed.ast as AstNode);
  const evaluator = printer.rewrote ? compile(rewritten, compileOptions(filters)) : parsed;
  const assigned = [...printer.assigned];
  // The scope is angular-expressions' "locals", which reads prefer; assignments go to its
  // "scope", the template's variables.
  if (assigned.length === 0) return (scope) => evaluator(stateOf(scope), scope);
  return (scope) => {
    const taken = assigned.find((name) => name in scope);
    if (taken !== undefined) {
      throw new Error(
        `${taken} belongs to the scope of the template, which templates never change: ` +
          'assign a variable of your own (open = !open)',
      );
    }
    const state = stateOf(scope);
    if (state === NO_STATE) throw new Error('This template keeps no variables');
    return evaluator(state, scope);
  };
}

interface AstNode {
  readonly type: string;
  readonly [key: string]: any;
}

/**
 * Prints an angular-expressions AST back to source, rewriting method calls into the method
 * filter. Every compound sub-expression is parenthesized, so operator precedence never changes.
 */
class AstPrinter {
  rewrote = false;
  /** The names the expression assigns. */
  readonly assigned = new Set<string>();

  constructor(private readonly assignable: boolean) {}

  print(node: AstNode): string {
    switch (node.type) {
      case 'Program':
        return node['body'].map((statement: AstNode) => this.print(statement)).join(';');
      case 'ExpressionStatement':
        return this.print(node['expression']);
      case 'Literal':
        return printLiteral(node['value']);
      case 'Identifier':
        return node['name'];
      case 'ThisExpression':
        return 'this';
      case 'LocalsExpression':
        return '$locals';
      case 'MemberExpression':
        return node['computed']
          ? `${this.operand(node['object'])}[${this.print(node['property'])}]`
          : `${this.operand(node['object'])}.${node['property'].name}`;
      case 'CallExpression':
      case 'FilterExpression':
        return this.call(node);
      case 'UnaryExpression':
        return `(${node['operator']}${this.operand(node['argument'])})`;
      case 'BinaryExpression':
      case 'LogicalExpression':
        return `(${this.operand(node['left'])}${node['operator']}${this.operand(node['right'])})`;
      case 'ConditionalExpression':
        // angular-expressions names the branch taken on a truthy test `alternate`.
        return `(${this.operand(node['test'])}?${this.operand(node['alternate'])}:${this.operand(node['consequent'])})`;
      case 'ArrayExpression':
        return `[${this.list(node['elements'])}]`;
      case 'ObjectExpression':
        return `{${node['properties'].map((property: AstNode) => this.property(property)).join(',')}}`;
      case 'AssignmentExpression':
        return this.assignment(node);
      default:
        throw new Error(`Unsupported syntax in a template expression: ${node.type}`);
    }
  }

  private assignment(node: AstNode): string {
    if (!this.assignable) {
      throw new Error(
        'Assignments are not allowed in this template expression: only event directives ' +
          '(ng-click) assign, and only variables of the template',
      );
    }
    const target: AstNode = node['left'];
    if (target.type !== 'Identifier') {
      throw new Error(
        'Only a variable of the template can be assigned (open = !open), not a property: ' +
          'templates never change the entry, its values or the configuration',
      );
    }
    this.assigned.add(target['name']);
    // Printing rebuilds the expression, so that its method calls are rewritten too.
    this.rewrote = true;
    return `(${target['name']}=${this.operand(node['right'])})`;
  }

  private call(node: AstNode): string {
    const args: AstNode[] = node['arguments'];
    const callee: AstNode = node['callee'];
    if (node['filter']) {
      const [input, ...rest] = args;
      return `(${this.print(input)}|${callee['name']}${rest.map((arg) => `:${this.operand(arg)}`).join('')})`;
    }
    if (callee.type === 'MemberExpression' && !callee['computed']) {
      const name: string = callee['property'].name;
      if (METHOD_NAMES.has(name)) {
        this.rewrote = true;
        const extra = args.map((arg) => `:${this.operand(arg)}`).join('');
        return `(${this.print(callee['object'])}|${METHOD_FILTER}:${printLiteral(name)}${extra})`;
      }
    }
    return `${this.operand(callee)}(${this.list(args)})`;
  }

  private property(property: AstNode): string {
    const key: AstNode = property['key'];
    const printedKey = property['computed']
      ? `[${this.print(key)}]`
      : key.type === 'Identifier'
        ? key['name']
        : printLiteral(key['value']);
    return `${printedKey}:${this.print(property['value'])}`;
  }

  private list(nodes: readonly AstNode[]): string {
    return nodes.map((node) => this.print(node)).join(',');
  }

  private operand(node: AstNode): string {
    const printed = this.print(node);
    return ATOMIC.has(node.type) ? printed : `(${printed})`;
  }
}

const ATOMIC = new Set([
  'Literal',
  'Identifier',
  'ThisExpression',
  'LocalsExpression',
  'MemberExpression',
  'CallExpression',
  'ArrayExpression',
  'ObjectExpression',
]);

function printLiteral(value: unknown): string {
  if (typeof value === 'string') {
    return `"${value.replace(/[\\"\u2028\u2029]|[^\x20-\uffff]/g, (char) =>
      char === '\\' || char === '"'
        ? `\\${char}`
        : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )}"`;
  }
  return String(value);
}
