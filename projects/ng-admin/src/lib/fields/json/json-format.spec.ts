import { compactJson, parseJsonText, prettyJson } from './json-format';

describe('JSON text helpers', () => {
  it('parses valid JSON and blank text as null', () => {
    expect(parseJsonText('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJsonText('  ')).toEqual({ ok: true, value: null });
    expect(parseJsonText('"text"')).toEqual({ ok: true, value: 'text' });
  });

  it("reports the parser's message for invalid JSON", () => {
    const result = parseJsonText('{"a": ');
    expect(result.ok).toBeFalse();
    expect(result.ok ? '' : result.message).not.toBe('');
  });

  it('prints pretty and compact JSON', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(compactJson({ a: [1, 2], b: 'c' })).toBe('{"a":[1,2],"b":"c"}');
    expect(prettyJson(null)).toBe('');
    expect(compactJson(undefined)).toBe('');
  });
});
