/** Options of `downloadText`. */
export interface DownloadTextOptions {
  /**
   * Start the file with a UTF-8 byte order mark, which Excel needs to read accented characters
   * of a CSV file correctly. Other tools ignore it.
   */
  readonly bom?: boolean;
  /** The document to use; the global one by default. */
  readonly document?: Document;
}

/**
 * Saves text as a file through the browser's download, with no server round trip.
 *
 * @usageNotes
 * ```ts
 * downloadText('posts.csv', await toCsv(header, entries, cells), 'text/csv;charset=utf-8', { bom: true });
 * ```
 */
export function downloadText(
  fileName: string,
  text: string,
  mime = 'text/csv;charset=utf-8',
  options: DownloadTextOptions = {},
): void {
  const doc = options.document ?? document;
  const blob = new Blob(options.bom ? ['\uFEFF', text] : [text], { type: mime });
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoking in the same task can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url));
  }
}
