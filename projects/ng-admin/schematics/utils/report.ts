import type { logging } from '@angular-devkit/core';

/**
 * What a schematic did and what it left to the user, printed as one list at the end so that
 * every change (and every file it would not touch) is visible in the output.
 */
export class ChangeReport {
  private readonly done: string[] = [];
  private readonly todo: string[] = [];

  /** A change made: `src/app/app.config.ts: added provideNgAdmin(...)`. */
  changed(file: string, what: string): void {
    this.done.push(`${file}: ${what}`);
  }

  /** Something left to the user, with what to do instead. */
  manual(file: string, why: string): void {
    this.todo.push(`${file}: ${why}`);
  }

  get changes(): readonly string[] {
    return this.done;
  }

  get manualSteps(): readonly string[] {
    return this.todo;
  }

  /** Prints the lists: changes as info, steps left to the user as warnings. */
  print(logger: logging.LoggerApi, title: string): void {
    if (this.done.length === 0) logger.info(`${title}: nothing to change.`);
    else logger.info(`${title}:\n${this.done.map((line) => `  - ${line}`).join('\n')}`);
    if (this.todo.length > 0) {
      logger.warn(`Left for you to do:\n${this.todo.map((line) => `  - ${line}`).join('\n')}`);
    }
  }
}
