import { ensureBoolean } from '../config-errors';
import { Field } from './field';

/**
 * A rich-text (HTML) field edited with a WYSIWYG editor.
 *
 * @usageNotes
 * ```ts
 * admin.field('body', 'wysiwyg').stripTags(true); // list views show plain text
 * ```
 */
export class WysiwygField extends Field {
  private _stripTags = false;
  private _sanitize = true;

  constructor(name: string, type = 'wysiwyg') {
    super(name, type);
  }

  /** Removes all HTML tags and keeps the text. Default false. */
  stripTags(): boolean;
  stripTags(stripTags: boolean): this;
  stripTags(...args: [stripTags?: boolean]): boolean | this {
    if (args.length === 0) return this._stripTags;
    this._stripTags = ensureBoolean(this, 'stripTags', args[0]);
    return this;
  }

  /** Sanitizes the editor's HTML (script tags and the like are removed). Default true. */
  sanitize(): boolean;
  sanitize(sanitize: boolean): this;
  sanitize(...args: [sanitize?: boolean]): boolean | this {
    if (args.length === 0) return this._sanitize;
    this._sanitize = ensureBoolean(this, 'sanitize', args[0]);
    return this;
  }
}
