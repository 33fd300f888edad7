import { compile } from 'angular-expressions';
import { compileExpression, EXPRESSION_COMPILE_OPTIONS } from './expression';
import { builtInTemplateFilters } from './filters';
import { compileTemplate, interpolate, parseInterpolation } from './interpolate';
import type { TemplateEntry } from './template-types';

const entry: TemplateEntry = {
  entityName: 'posts',
  identifierValue: 12,
  values: {
    id: 12,
    name: 'hello',
    'author.name': 'Ann',
    tags: ['a', 'b'],
    published_at: '2024-03-05',
    body: '<img src=x onerror=alert(1)>',
  },
};
const field = { name: () => 'name', label: () => 'Name', type: () => 'string' };
const scope = { value: 'hello', field, entry, entity: { name: () => 'posts' } };

describe('parseInterpolation', () => {
  it('splits text and expressions', () => {
    expect(parseInterpolation('Hi {{ name }}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'expression', source: ' name ' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('does not end an expression on }} inside strings or object literals', () => {
    expect(parseInterpolation("{{ '}}' + a }}x")).toEqual([
      { kind: 'expression', source: " '}}' + a " },
      { kind: 'text', text: 'x' },
    ]);
    expect(parseInterpolation('{{ {a: {b: 1}}.a }}')).toEqual([
      { kind: 'expression', source: ' {a: {b: 1}}.a ' },
    ]);
  });

  it('keeps unterminated and escaped braces as text', () => {
    expect(parseInterpolation('a {{ b')).toEqual([{ kind: 'text', text: 'a {{ b' }]);
    expect(parseInterpolation('\\{\\{ b \\}\\}')).toEqual([{ kind: 'text', text: '{{ b }}' }]);
  });
});

describe('interpolate', () => {
  it('reads entry values, flattened keys included', () => {
    expect(interpolate('#{{ entry.values.id }} {{ entry.values.name }}', scope)).toBe('#12 hello');
    expect(interpolate("{{ entry.values['author.name'] }}", scope)).toBe('Ann');
  });

  it('ignores the one-time binding prefix of AngularJS', () => {
    expect(interpolate('#{{ ::entry.values.id }} {{::entry.values.name}}', scope)).toBe(
      '#12 hello',
    );
  });

  it('calls side-effect-free methods of values', () => {
    expect(interpolate('{{ entry.values.name.toUpperCase() }}', scope)).toBe('HELLO');
    expect(interpolate("{{ entry.values.tags.join(', ') }}", scope)).toBe('a, b');
    expect(interpolate('{{ entry.values.name.substring(1, 3) + "!" }}', scope)).toBe('el!');
    expect(interpolate('{{ (entry.values.id * 2).toFixed(1) }}', scope)).toBe('24.0');
    expect(interpolate('{{ field.label() }} of {{ entity.name() }}', scope)).toBe('Name of posts');
  });

  it('applies filters, with arguments and chained', () => {
    expect(interpolate('{{ value | uppercase }}', scope)).toBe('HELLO');
    expect(interpolate("{{ entry.values.published_at | date:'dd/MM/yyyy' }}", scope)).toBe(
      '05/03/2024',
    );
    expect(interpolate('{{ value | limitTo:3 | uppercase }}', scope)).toBe('HEL');
  });

  it('supports the AngularJS operators', () => {
    expect(interpolate("{{ entry.values.id > 10 ? 'big' : 'small' }}", scope)).toBe('big');
    expect(interpolate("{{ entry.values.missing ?? 'none' }}", scope)).toBe('none');
    expect(interpolate('{{ !entry.values.missing && entry.values.tags.length }}', scope)).toBe('2');
  });

  it('renders unknown identifiers, undefined and null as empty text', () => {
    expect(interpolate('[{{ nothing.here }}][{{ null }}][{{ entry.values.x }}]', scope)).toBe(
      '[][][]',
    );
  });

  it('renders objects as JSON', () => {
    expect(interpolate('{{ entry.values.tags }}', scope)).toBe('["a","b"]');
  });

  it('renders broken expressions as empty text', () => {
    spyOn(console, 'error');
    expect(interpolate('a{{ 1 + }}b', scope)).toBe('ab');
    expect(interpolate('a{{ value | nope }}b', scope)).toBe('ab');
    expect(console.error).toHaveBeenCalled();
  });

  it('never runs code through prototype tricks', () => {
    const attempts = [
      "constructor.constructor('alert(1)')()",
      "''.constructor.prototype",
      "value.constructor.constructor('return this')()",
      'entry.values.name.constructor.fromCharCode(65)',
      'entry.values.__proto__',
      "{}.toString.constructor('alert(1)')()",
      "entry.values.tags.map.constructor('alert(1)')()",
    ];
    spyOn(window, 'alert');
    for (const attempt of attempts) {
      expect(interpolate(`{{ ${attempt} }}`, scope))
        .withContext(attempt)
        .toBe('');
    }
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('rejects assignments, so a template cannot change its scope', () => {
    spyOn(console, 'error');
    const values = { ...entry.values };
    const target = { entry: { ...entry, values } };
    expect(interpolate("{{ entry.values.name = 'x' }}", target)).toBe('');
    expect(values['name']).toBe('hello');
  });

  it('does not call methods with function arguments', () => {
    const withFunction = { ...scope, fn: () => 'called' };
    expect(interpolate("{{ entry.values.name.replace('h', fn) }}", withFunction)).toBe('');
  });

  it('uses the given filters', () => {
    const filters = { ...builtInTemplateFilters, shout: (text: string) => `${text}!` };
    expect(interpolate('{{ value | shout }}', scope, filters)).toBe('hello!');
  });
});

describe('compileTemplate', () => {
  it('compiles a source once per filter set', () => {
    const first = compileTemplate('{{ value }} cached', builtInTemplateFilters);
    expect(compileTemplate('{{ value }} cached', builtInTemplateFilters)).toBe(first);
    expect(compileTemplate('{{ value }} cached', { ...builtInTemplateFilters })).not.toBe(first);
  });

  it('exposes a lone expression so that bindings receive raw values', () => {
    expect(compileTemplate(' {{ entry }} ').single?.(scope)).toBe(entry);
    expect(compileTemplate('x {{ entry }}').single).toBeUndefined();
    expect(compileTemplate('plain').hasExpressions).toBeFalse();
  });
});

describe('expressions', () => {
  it('are always compiled in CSP mode (no eval, no new Function)', () => {
    expect(EXPRESSION_COMPILE_OPTIONS.csp).toBeTrue();
    expect(Object.isFrozen(EXPRESSION_COMPILE_OPTIONS)).toBeTrue();
  });

  it('compile and run without the Function constructor or eval', () => {
    const globals = window as unknown as Record<string, unknown>;
    const originals = { Function: globals['Function'], eval: globals['eval'] };
    // A stand-in with the real prototype, since libraries read Function.prototype.
    const forbidden = function () {
      throw new Error('code generation is not allowed');
    };
    forbidden.prototype = Function.prototype;
    globals['Function'] = forbidden;
    globals['eval'] = forbidden;
    try {
      const source = `entry.values.id + ${Date.now()} | number`;
      expect(() => compileExpression(source, builtInTemplateFilters)(scope)).not.toThrow();
      // The check itself works: the non-CSP compiler of angular-expressions generates code.
      expect(() => compile(`${source} + 1`, { filters: builtInTemplateFilters })).toThrow();
    } finally {
      globals['Function'] = originals.Function;
      globals['eval'] = originals.eval;
    }
  });

  it('evaluate against a scope', () => {
    expect(compileExpression('a.b + 1', builtInTemplateFilters)({ a: { b: 1 } })).toBe(2);
  });
});
