/**
 * Whether a template string is plain text: no `{{`, no `<`, no `&` (and no escaped braces).
 * `<nga-template>` shows such a string as a text node without loading the template engine:
 * nothing in it can be an expression, a tag or an entity.
 *
 * @usageNotes
 * ```ts
 * isPlainTextTemplate('Posts'); // true
 * isPlainTextTemplate('Post #{{ entry.values.id }}'); // false
 * ```
 */
export function isPlainTextTemplate(template: string): boolean {
  return isPlainTextHtml(template) && !needsInterpolation(template);
}

/**
 * Whether HTML (the output of a template function, which is never interpolated) is plain
 * text: no `<` and no `&`, so sanitizing it would give the same text.
 */
export function isPlainTextHtml(html: string): boolean {
  return !html.includes('<') && !html.includes('&');
}

/**
 * Whether a template string has something for the interpolator to do: an expression, or the
 * escaped braces `\{\{` and `\}\}` that it turns into literal ones.
 */
export function needsInterpolation(template: string): boolean {
  return template.includes('{{') || template.includes('\\{\\{') || template.includes('\\}\\}');
}
