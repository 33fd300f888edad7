// Kept apart from sanitize-html.ts so that the filters and the CSV export can strip tags
// without pulling the HTML sanitizer into their bundles.

const NON_TEXT_ELEMENTS = 'script, style, template, noscript';

/**
 * Removes every HTML tag and keeps the text, entities decoded: `'<p>Fish &amp; <b>chips</b></p>'`
 * gives `'Fish & chips'`. The content of `script` and `style` elements is dropped, not kept as
 * text. The result is plain text: render it as text, never as HTML.
 *
 * @usageNotes
 * ```ts
 * stripTags('<p>Hello <em>world</em></p>'); // 'Hello world'
 * ```
 */
export function stripTags(html: unknown): string {
  if (html === null || html === undefined) return '';
  const source = String(html);
  if (!source.includes('<') && !source.includes('&')) return source;
  if (typeof DOMParser === 'undefined') return stripTagsWithoutDom(source);
  // DOMParser documents are inert: no script runs and no image loads while we read the text.
  const body = new DOMParser().parseFromString(source, 'text/html').body;
  body.querySelectorAll(NON_TEXT_ELEMENTS).forEach((element) => element.remove());
  return body.textContent ?? '';
}

// Server-side fallback: good enough for text output, which is all stripTags promises.
function stripTagsWithoutDom(source: string): string {
  return source
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}
