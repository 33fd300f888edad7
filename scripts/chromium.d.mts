/** Debian's Chromium, or the binary CHROME_BIN names. */
export declare const chromiumPath: string;
/** The flags of every launch (Karma adds --headless itself, Playwright its own headless). */
export declare const chromiumFlags: readonly string[];
