import type { NgaDisplay, NgaDisplayContext } from '../../base/field-type';
import { displayedText, exportedText, textDisplay } from './display';

describe('display helpers', () => {
  const context = {} as NgaDisplayContext;

  it('textDisplay gives the text, with the whole text as tooltip when it may be cut', () => {
    expect(textDisplay('Hello')).toEqual({ kind: 'text', text: 'Hello', style: undefined });
    expect(textDisplay(12, 'number')).toEqual({ kind: 'text', text: '12', style: 'number' });
    expect(textDisplay('Long', 'clip')).toEqual({
      kind: 'text',
      text: 'Long',
      title: 'Long',
      style: 'clip',
    });
    expect(textDisplay(null, 'clamp')).toEqual({
      kind: 'text',
      text: '',
      title: undefined,
      style: 'clamp',
    });
    expect(textDisplay({ a: 1 }).kind === 'text' && textDisplay({ a: 1 })).toEqual(
      jasmine.objectContaining({ text: '{"a":1}' }),
    );
  });

  it('displayedText reads text, items joined by commas, and what an icon says', () => {
    const items: NgaDisplay = {
      kind: 'items',
      style: 'tags',
      items: [
        { key: '1', text: 'Angular' },
        { key: '2', text: 'RxJS' },
      ],
    };
    expect(displayedText({ kind: 'text', text: 'Hi' })).toBe('Hi');
    expect(displayedText(items)).toBe('Angular, RxJS');
    expect(displayedText({ kind: 'icon', icon: 'check', text: 'Yes', tone: 'positive' })).toBe(
      'Yes',
    );
  });

  it("exportedText prefers the type's exportText, then its display, then the value as text", () => {
    const display = (value: unknown): NgaDisplay => ({ kind: 'text', text: `#${value}` });
    const exportText = (value: unknown) => `export ${value}`;
    expect(exportedText({ exportText, display }, 3, context)).toBe('export 3');
    expect(exportedText({ display }, 3, context)).toBe('#3');
    expect(exportedText({}, 3, context)).toBe('3');
    expect(exportedText({}, null, context)).toBe('');
  });
});
