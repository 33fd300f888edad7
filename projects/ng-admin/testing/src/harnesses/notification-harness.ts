import { ComponentHarness } from '@angular/cdk/testing';

/**
 * A notification of the admin (a snack bar: "Changes saved", "Exported 3 rows", an error, or
 * "Element deleted." with Undo).
 * Notifications live in an overlay: find them with a loader of the whole document, such as
 * `openNgAdmin(...).documentLoader`, or wait for one with `waitForNotification()`.
 *
 * @usageNotes
 * ```ts
 * await form.save();
 * const [notification] = await admin.documentLoader.getAllHarnesses(NgaNotificationHarness);
 * expect(await notification.getMessage()).toBe('Changes successfully saved.');
 * await notification.dismiss();
 * // an undoable deletion:
 * expect(await notification.getAction()).toBe('Undo');
 * await notification.takeAction();
 * ```
 */
export class NgaNotificationHarness extends ComponentHarness {
  /** The content of the admin's notification snack bar. */
  static hostSelector = 'nga-notification-message';

  private readonly text = this.locatorFor('.nga-notification-text');
  private readonly dismissButton = this.locatorFor('.nga-notification-dismiss');
  private readonly actionButton = this.locatorForOptional('.nga-notification-action');

  /** The message. */
  async getMessage(): Promise<string> {
    return (await this.text()).text();
  }

  /** The text of its action button ("Undo"), or null when it offers none. */
  async getAction(): Promise<string | null> {
    const button = await this.actionButton();
    return button ? (await button.text()).trim() : null;
  }

  /** Presses its action button (Undo); throws when it offers none. */
  async takeAction(): Promise<void> {
    const button = await this.actionButton();
    if (!button) throw new Error('NgaNotificationHarness.takeAction: no action is offered');
    await button.click();
    await this.forceStabilize();
  }

  /** Closes the notification. */
  async dismiss(): Promise<void> {
    await (await this.dismissButton()).click();
    await this.forceStabilize();
  }
}
