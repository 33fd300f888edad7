/** How a file field's value is displayed: the file name, and a link when the value locates the file. */
export interface NgaFileLink {
  /** The text shown: the last segment of a path or URL, or the value itself. */
  readonly name: string;
  /** The address to open, or null when the value is a bare stored name. */
  readonly href: string | null;
}

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * Reads a file field's value. The value is the name the server stored; ng-admin only showed
 * it. A value that is an http(s) URL or a path (it contains a `/`) is also a link to the
 * file; any other scheme (`javascript:`, `data:`) is never linked.
 *
 * @usageNotes
 * ```ts
 * fileLink('/uploads/report.pdf'); // { name: 'report.pdf', href: '/uploads/report.pdf' }
 * fileLink('report.pdf'); // { name: 'report.pdf', href: null }
 * ```
 */
export function fileLink(value: unknown): NgaFileLink | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const isUrl = ABSOLUTE_URL.test(text);
  const isPath = !isUrl && text.includes('/') && !/^[a-z][a-z\d+.-]*:/i.test(text);
  if (!isUrl && !isPath) return { name: text, href: null };
  const path = text.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const name = decodeSegment(path.slice(path.lastIndexOf('/') + 1)) || text;
  return { name, href: text };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
