import type { WysiwygField } from '@ng-admin/core/config';
import { sanitizeRichText } from '../../templates/sanitize-html';
import { htmlToText } from './wysiwyg-text';

/**
 * The HTML a read view shows for a wysiwyg value: cleaned by the rich-text sanitizer
 * (DOMPurify), as the design requires for HTML coming from the API. Angular's sanitizer runs
 * again when it is bound with `[innerHTML]`.
 *
 * @usageNotes
 * ```ts
 * displayedHtml('<p>Hi<img src=x onerror=alert(1)></p>'); // '<p>Hi<img src="x"></p>'
 * ```
 */
export function displayedHtml(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return sanitizeRichText(String(value));
}

/**
 * The value a wysiwyg editor saves for the editor's HTML, following the field's settings:
 * `stripTags()` keeps the text only; otherwise `sanitize()` (default true) cleans the HTML so
 * that no script or event handler reaches the API. An empty editor saves `null`.
 *
 * @usageNotes
 * ```ts
 * savedValue(admin.field('body', 'wysiwyg'), '<p>Hi<script>alert(1)</script></p>'); // '<p>Hi</p>'
 * ```
 */
export function savedValue(field: WysiwygField, html: string | null): string | null {
  if (html === null || isEmptyHtml(html)) return null;
  if (field.stripTags()) return htmlToText(html) || null;
  return field.sanitize() ? sanitizeRichText(html) : html;
}

function isEmptyHtml(html: string): boolean {
  return /^\s*(<(p|div)>(<br\s*\/?>)?<\/\2>\s*)*$/i.test(html);
}
