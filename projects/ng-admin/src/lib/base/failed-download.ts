/**
 * Whether an error is the browser's failure to download a module, as Chromium, Firefox and
 * Safari word it: a network failure, or chunks that a new deployment has replaced.
 */
export function isFailedDownload(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}
