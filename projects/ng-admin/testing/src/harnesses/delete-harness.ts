import { NgaDatagridHarness } from './datagrid-harness';
import { NgaViewHarness } from './view-harness';

/**
 * The deletion views: one entry (`/:entity/delete/:id`) or a batch (`/:entity/batch-delete/:ids`,
 * which lists the entries in a grid and reports the deletions that failed).
 *
 * @usageNotes
 * ```ts
 * await list.selectRows(0, 1);
 * await list.batchDelete();
 * const deletion = await loader.getHarness(NgaDeleteHarness);
 * api.fail({ method: 'DELETE', id: 2, status: 404, message: 'Not found' });
 * await deletion.confirm();
 * expect(await deletion.getFailures()).toEqual(['#2: Not found']);
 * ```
 */
export class NgaDeleteHarness extends NgaViewHarness {
  /** The page components of both deletion views. */
  static hostSelector = 'nga-delete-page, nga-batch-delete-page';

  private readonly question = this.locatorFor('.nga-delete-question');
  private readonly yes = this.locatorFor('button.nga-delete-yes');
  private readonly no = this.locatorFor('button.nga-delete-no');
  private readonly error = this.locatorForOptional('.nga-delete-error');
  private readonly failureSummary = this.locatorForOptional('.nga-delete-failures p');
  private readonly failureItems = this.locatorForAll('.nga-delete-failures li');
  private readonly grid = this.locatorForOptional(NgaDatagridHarness);

  /** The confirmation question. */
  async getQuestion(): Promise<string> {
    return (await this.question()).text();
  }

  /** Presses Yes and waits for the deletions; a successful one leaves for the list. */
  async confirm(): Promise<void> {
    const yes = await this.yes();
    if (await yes.getProperty<boolean>('disabled')) {
      throw new Error('NgaDeleteHarness.confirm: Yes is disabled (nothing to delete, or busy)');
    }
    await yes.click();
    await this.forceStabilize();
  }

  /** Presses No, which goes back. */
  async cancel(): Promise<void> {
    await (await this.no()).click();
    await this.forceStabilize();
  }

  /** The message of a failed deletion (or failed load of a batch), or `null`. */
  async getErrorMessage(): Promise<string | null> {
    const error = await this.error();
    return error ? error.text() : null;
  }

  /** The batch view's summary of failed deletions (`1 of 3 ...`), or `null`. */
  async getFailureSummary(): Promise<string | null> {
    const summary = await this.failureSummary();
    return summary ? summary.text() : null;
  }

  /** The failed deletions of a batch, one line each (`#2: Not found`). */
  async getFailures(): Promise<string[]> {
    return Promise.all((await this.failureItems()).map((item) => item.text()));
  }

  /** The grid of the entries a batch deletion is about. */
  async getGrid(): Promise<NgaDatagridHarness> {
    const grid = await this.grid();
    if (!grid) throw new Error('NgaDeleteHarness.getGrid: only the batch deletion shows a grid');
    return grid;
  }
}
