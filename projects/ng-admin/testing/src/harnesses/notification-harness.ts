import { ComponentHarness } from '@angular/cdk/testing';

/**
 * A notification of the admin (a snack bar: "Changes saved", "Exported 3 rows", an error).
 * Notifications live in an overlay: find them with a loader of the whole document, such as
 * `openNgAdmin(...).documentLoader`, or wait for one with `waitForNotification()`.
 *
 * @usageNotes
 * ```ts
 * await form.save();
 * const [notification] = await admin.documentLoader.getAllHarnesses(NgaNotificationHarness);
 * expect(await notification.getMessage()).toBe('Changes successfully saved.');
 * await notification.dismiss();
 * ```
 */
export class NgaNotificationHarness extends ComponentHarness {
  /** The content of the admin's notification snack bar. */
  static hostSelector = 'nga-notification-message';

  private readonly text = this.locatorFor('.nga-notification-text');
  private readonly dismissButton = this.locatorFor('.nga-notification-dismiss');

  /** The message. */
  async getMessage(): Promise<string> {
    return (await this.text()).text();
  }

  /** Closes the notification. */
  async dismiss(): Promise<void> {
    await (await this.dismissButton()).click();
    await this.forceStabilize();
  }
}
