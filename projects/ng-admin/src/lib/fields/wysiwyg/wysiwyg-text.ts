const BLOCK_ELEMENTS = new Set(
  (
    'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DIV DL DT FIGCAPTION FIGURE FOOTER H1 H2 H3 H4 H5 H6 ' +
    'HEADER HR LI OL P PRE SECTION TABLE TR UL'
  ).split(' '),
);
const IGNORED_ELEMENTS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT']);

/**
 * The text of an HTML fragment, tags removed (`stripTags(true)`): block elements and `<br>`
 * become line breaks, runs of spaces collapse, and the content of `<script>`, `<style>` and
 * the like is dropped. The HTML is parsed in an inert document: nothing in it loads or runs.
 *
 * @usageNotes
 * ```ts
 * htmlToText('<p>Hello <b>world</b></p><p>Bye</p>'); // 'Hello world\nBye'
 * ```
 */
export function htmlToText(html: unknown): string {
  if (html === null || html === undefined || html === '') return '';
  const body = new DOMParser().parseFromString(String(html), 'text/html').body;
  const parts: string[] = [];
  collectText(body, parts);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

function collectText(node: Node, parts: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      parts.push(child.textContent ?? '');
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).tagName;
      if (IGNORED_ELEMENTS.has(tag)) continue;
      const block = BLOCK_ELEMENTS.has(tag);
      if (block) parts.push('\n');
      collectText(child, parts);
      if (block) parts.push('\n');
    }
  }
}
