/**
 * A file the application saved through a download link.
 *
 * @usageNotes
 * ```ts
 * const [file]: NgaDownload[] = await downloads.files();
 * expect(file.text.split('\r\n')[0]).toBe('Id,Title');
 * ```
 */
export interface NgaDownload {
  readonly fileName: string;
  /** The MIME type given to the file (`text/csv;charset=utf-8`). */
  readonly type: string;
  /** The content, without a leading byte order mark. */
  readonly text: string;
  /** Whether the content started with a UTF-8 byte order mark (Excel needs it). */
  readonly bom: boolean;
}

/**
 * The downloads caught since `captureDownloads()`; `stop()` lets downloads through again.
 *
 * @usageNotes
 * ```ts
 * const downloads: NgaDownloadCapture = captureDownloads();
 * afterEach(() => downloads.stop());
 * ```
 */
export interface NgaDownloadCapture {
  /** The files saved so far, oldest first, once their content is read. */
  files(): Promise<NgaDownload[]>;
  /** Restores the browser's own download links. */
  stop(): void;
}

/**
 * Catches the files the application saves through a download link (the list's CSV export
 * does), instead of letting the browser save them, so a test can read them. Call `stop()`
 * when the test ends.
 *
 * @usageNotes
 * ```ts
 * const downloads = captureDownloads();
 * await list.export();
 * const [file] = await downloads.files();
 * expect(file.fileName).toBe('posts.csv');
 * expect(file.text.split('\r\n')[0]).toBe('Id,Title');
 * downloads.stop();
 * ```
 */
export function captureDownloads(): NgaDownloadCapture {
  const blobs = new Map<string, Blob>();
  const caught: Promise<NgaDownload>[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;

  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL.call(URL, object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = this.download ? blobs.get(this.href) : undefined;
    if (!blob) {
      click.call(this);
      return;
    }
    caught.push(read(this.download, blob));
  };

  return {
    files: () => Promise.all(caught),
    stop: () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

async function read(fileName: string, blob: Blob): Promise<NgaDownload> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  // TextDecoder drops a leading byte order mark.
  return { fileName, type: blob.type, text: new TextDecoder().decode(bytes), bom };
}
