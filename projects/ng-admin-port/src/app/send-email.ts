import { Component, computed, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { EntryLike } from '@ng-admin/core/config';

/**
 * The demo's `sendEmail` directive, as a template tag: `<send-email post="entry">` on a post's
 * show view leads to the page that sends the post by email (`/sendPost/:id`).
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildBlogDemo(), withTemplateComponents({ 'send-email': SendEmail }));
 * admin.field('custom_action').template('<send-email post="entry"></send-email>');
 * ```
 */
@Component({
  selector: 'app-send-email',
  imports: [RouterLink],
  template: `
    @if (postId() !== undefined) {
      <a class="btn btn-default" [routerLink]="['/sendPost', postId()]">Send post by email</a>
    }
  `,
})
export class SendEmail {
  readonly post = input<EntryLike | null>(null);

  protected readonly postId = computed(() => this.post()?.values['id'] ?? undefined);
}
