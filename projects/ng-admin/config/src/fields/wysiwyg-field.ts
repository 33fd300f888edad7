import { defineSettings, type Setting } from '../setting';
import { booleanRule } from '../setting-rules';
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
  constructor(name: string, type = 'wysiwyg') {
    super(name, type);
  }

  /** Removes all HTML tags and keeps the text. Default false. */
  declare stripTags: Setting<boolean, this>;

  /** Sanitizes the editor's HTML (script tags and the like are removed). Default true. */
  declare sanitize: Setting<boolean, this>;

  static {
    defineSettings<WysiwygField>(this.prototype, {
      stripTags: booleanRule(false),
      sanitize: booleanRule(true),
    });
  }
}
