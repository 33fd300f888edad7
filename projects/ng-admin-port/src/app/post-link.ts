import { Component, computed, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { EntryLike } from '@ng-admin/core/config';

/**
 * The demo's `postLink` directive, as a template tag: `<post-link entry="entry">` in a comment's
 * form links to the comment's post. ng-admin's directive called `$location.path()` from an
 * `ng-click`; a router link does the same and is a real link (keyboard, new tab).
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildBlogDemo(), withTemplateComponents({ 'post-link': PostLink }));
 * admin.field('').template('<post-link entry="entry"></post-link>');
 * ```
 */
@Component({
  selector: 'app-post-link',
  imports: [RouterLink],
  template: `
    @if (postId() !== undefined) {
      <p class="form-control-static">
        <a [routerLink]="['/posts', 'show', postId()]">View&nbsp;post</a>
      </p>
    }
  `,
})
export class PostLink {
  readonly entry = input<EntryLike | null>(null);

  protected readonly postId = computed(() => {
    const postId = this.entry()?.values['post_id'];
    return postId === null || postId === undefined || postId === '' ? undefined : postId;
  });
}
