import type { NgaDisplay, NgaDisplayContext, NgaDisplayStyle } from '../../base/field-type';
import { displayText } from './display-text';

/**
 * A text display of a value, with the whole text as its tooltip when it may be cut.
 *
 * @usageNotes
 * ```ts
 * const stringType: NgaFieldType = { name: 'string', display: (value) => textDisplay(value, 'clip') };
 * ```
 */
export function textDisplay(value: unknown, style?: NgaDisplayStyle): NgaDisplay {
  const text = displayText(value);
  return style === 'clip' || style === 'clamp'
    ? { kind: 'text', text, title: text || undefined, style }
    : { kind: 'text', text, style };
}

/**
 * The text of a display, as CSV cells and accessible names need it: the text, the items
 * joined by `, `, or what an icon says.
 *
 * @usageNotes
 * ```ts
 * displayedText({ kind: 'items', style: 'tags', items: [a, b] }); // 'a, b'
 * ```
 */
export function displayedText(display: NgaDisplay): string {
  switch (display.kind) {
    case 'text':
      return display.text;
    case 'items':
      return display.items.map((item) => item.text).join(', ');
    case 'icon':
      return display.text;
  }
}

/**
 * The CSV text of a value of any registered type: its type's `exportText`, else the text of
 * its `display`, else the value as text.
 *
 * @usageNotes
 * ```ts
 * exportedText(registry.of(field), entry.values[field.name()], context);
 * ```
 */
export function exportedText(
  type: {
    exportText?: (value: unknown, context: NgaDisplayContext) => string;
    display?: (value: unknown, context: NgaDisplayContext) => NgaDisplay;
  },
  value: unknown,
  context: NgaDisplayContext,
): string {
  if (type.exportText) return type.exportText(value, context);
  if (type.display) return displayedText(type.display(value, context));
  return displayText(value);
}
