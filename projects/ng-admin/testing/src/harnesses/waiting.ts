/**
 * Waiting for what Angular's stability does not cover. Requests, navigations and lazy views
 * are pending tasks, so every harness call already waits for them; debounced typing (the
 * filter bar, remote autocompletes) and work cut into timer slices (CSV export, long pages)
 * are not, and these helpers poll for their outcome.
 */

/**
 * How long a harness waits, in milliseconds, for what Angular's stability does not cover (a
 * debounced filter, a remote autocomplete's answer, an export) before it fails.
 *
 * @usageNotes
 * ```ts
 * // A spec's own polling can use the same patience as the harnesses.
 * const deadline = Date.now() + NGA_HARNESS_TIMEOUT;
 * ```
 */
export const NGA_HARNESS_TIMEOUT = 5000;

/** Resolves after `milliseconds` of real time. */
export function delay(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * Reads until `done` accepts the value, stabilizing before each read, and returns that value;
 * fails after `NGA_HARNESS_TIMEOUT` with a message that says what was awaited and what was
 * last read.
 */
export async function pollUntil<T>(
  stabilize: () => Promise<void>,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  awaited: string,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    await stabilize();
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > NGA_HARNESS_TIMEOUT) {
      throw new Error(
        `Timed out after ${NGA_HARNESS_TIMEOUT} ms waiting for ${awaited} (last seen: ${JSON.stringify(value)})`,
      );
    }
    await delay(20);
  }
}
