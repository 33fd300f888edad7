import { ComponentHarness, TestElement } from '@angular/cdk/testing';
import { MatTabGroupHarness } from '@angular/material/tabs/testing';
import { pollUntil } from './waiting';

/** Icons are ligature text (`delete`); reading a button's text leaves them out. */
export const ICONS = '.material-icons, mat-icon';

/** The visible text of an element, without its icons. */
export function textOf(element: TestElement): Promise<string> {
  return element.text({ exclude: ICONS });
}

/**
 * The harness whose label is `label`; otherwise an error made by `missing` from the labels
 * there are, so that a failing test says what it could have asked for.
 */
export async function withLabel<T extends { getLabel(): Promise<string> }>(
  harnesses: T[],
  label: string,
  missing: (labels: string) => string,
): Promise<T> {
  const labels = await Promise.all(harnesses.map((harness) => harness.getLabel()));
  const index = labels.indexOf(label);
  if (index < 0) throw new Error(missing(JSON.stringify(labels)));
  return harnesses[index];
}

/**
 * What every admin view has: a title, an optional description, the actions bar, the tabs of a
 * view whose fields are grouped in tabs and, when loading failed, a problem with a Retry button.
 * The harnesses of the list, form, show and delete views extend it.
 *
 * @usageNotes
 * ```ts
 * const show = await loader.getHarness(NgaShowHarness);
 * expect(await show.getTitle()).toBe('Post #1');
 * expect(await show.getActions()).toEqual(['List', 'Edit', 'Delete']);
 * await show.clickAction('Edit');
 * await form.selectTab('Media'); // a form or show view with tabs
 * ```
 */
export abstract class NgaViewHarness extends ComponentHarness {
  private readonly title = this.locatorFor('.nga-view-title');
  private readonly description = this.locatorForOptional('.nga-view-description');
  private readonly actionElements = this.locatorForAll(
    'nga-view-header nga-view-actions a, nga-view-header nga-view-actions button',
  );
  // A list keeps its page and shows its problem in a bar above the grid.
  private readonly problemTitle = this.locatorForOptional(
    'nga-view-problem .nga-problem-title, .nga-list-error .nga-problem-title',
  );
  private readonly problemDetail = this.locatorForOptional(
    'nga-view-problem .nga-problem-detail, .nga-list-error .nga-problem-detail',
  );
  private readonly retryButton = this.locatorForOptional('.nga-retry');
  private readonly tabGroup = this.locatorForOptional(MatTabGroupHarness);
  private readonly tabLabels = this.locatorForAll('.nga-tab-label');
  private readonly selectedTabLabel = this.locatorForOptional(
    '[role="tab"][aria-selected="true"] .nga-tab-label',
  );
  private readonly invalidTabLabels = this.locatorForAll('.nga-tab-label:has(~ .nga-tab-invalid)');

  /** The view's title, as shown in its heading. */
  async getTitle(): Promise<string> {
    return (await this.title()).text();
  }

  /** The view's description, or `null` when it has none. */
  async getDescription(): Promise<string | null> {
    const description = await this.description();
    return description ? description.text() : null;
  }

  /** The labels of the buttons of the actions bar, in order. */
  async getActions(): Promise<string[]> {
    return Promise.all((await this.actionElements()).map(textOf));
  }

  /** Presses the button of the actions bar with this label (`'Edit'`, `'Export'`). */
  async clickAction(label: string): Promise<void> {
    const actions = await this.actionElements();
    const labels = await Promise.all(actions.map(textOf));
    const index = labels.indexOf(label);
    if (index < 0) {
      throw new Error(
        `${this.constructor.name}: no action "${label}"; the actions are ${JSON.stringify(labels)}`,
      );
    }
    await actions[index].click();
    await this.forceStabilize();
  }

  /**
   * What the view says when loading failed (its title and detail, one per line), or `null`
   * when it loaded.
   */
  async getProblem(): Promise<string | null> {
    const title = await this.problemTitle();
    if (!title) return null;
    const detail = await this.problemDetail();
    return detail ? `${await title.text()}\n${await detail.text()}` : title.text();
  }

  /** Presses Retry after a failed load. */
  async retry(): Promise<void> {
    const button = await this.retryButton();
    if (!button) throw new Error(`${this.constructor.name}: the view offers no Retry`);
    await button.click();
    await this.forceStabilize();
  }

  /** The labels of the view's tabs, in order; `[]` when it has none. */
  async getTabs(): Promise<string[]> {
    return Promise.all((await this.tabLabels()).map((label) => label.text()));
  }

  /** The label of the tab shown, or `null` when the view has no tabs. */
  async getSelectedTab(): Promise<string | null> {
    const selected = await this.selectedTabLabel();
    return selected ? selected.text() : null;
  }

  /** Shows the tab with this label. */
  async selectTab(label: string): Promise<void> {
    const group = await this.tabGroup();
    if (!group) throw new Error(`${this.constructor.name}: the view has no tabs`);
    const labels = await this.getTabs();
    const index = labels.indexOf(label);
    if (index < 0) {
      throw new Error(
        `${this.constructor.name}: no tab "${label}"; the tabs are ${JSON.stringify(labels)}`,
      );
    }
    await (await group.getTabs())[index]!.select();
    await this.forceStabilize();
  }

  /** The labels of the tabs marked as holding an invalid field (after a save was tried). */
  async getInvalidTabs(): Promise<string[]> {
    return Promise.all((await this.invalidTabLabels()).map((label) => label.text()));
  }

  /** Waits for `read` to give a value `done` accepts (see `pollUntil`). */
  protected waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, awaited: string) {
    return pollUntil(() => this.forceStabilize(), read, done, awaited);
  }
}
