import { isPlainTextHtml, isPlainTextTemplate, needsInterpolation } from './plain-text';

describe('isPlainTextTemplate', () => {
  it('accepts text without expressions, tags, entities or escaped braces', () => {
    for (const text of ['Posts', 'List of posts (all)', ' ', '', 'a > b', 'a { b } c', 'x}}']) {
      expect(isPlainTextTemplate(text)).withContext(text).toBeTrue();
    }
  });

  it('rejects what the engine would change', () => {
    for (const text of ['#{{ id }}', '<b>x</b>', 'Fish &amp; chips', 'a \\{\\{ b', 'a \\}\\} b']) {
      expect(isPlainTextTemplate(text)).withContext(text).toBeFalse();
    }
  });
});

describe('isPlainTextHtml', () => {
  it('accepts function output without tags or entities, braces included', () => {
    expect(isPlainTextHtml('Draft {{ x }}')).toBeTrue();
    expect(isPlainTextHtml('<b>Live</b>')).toBeFalse();
    expect(isPlainTextHtml('a &lt; b')).toBeFalse();
  });
});

describe('needsInterpolation', () => {
  it('is true for expressions and escaped braces only', () => {
    expect(needsInterpolation('<b>x</b>')).toBeFalse();
    expect(needsInterpolation('{{ x }}')).toBeTrue();
    expect(needsInterpolation('\\{\\{')).toBeTrue();
  });
});
