import { Component, computed, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import { NGA_APPLICATION, NgaLinks } from '@ng-admin/core';

/** A custom template tag: `<post-link post="{{ entry.values.post_id }}">` links to the post. */
@Component({
  selector: 'app-post-link',
  imports: [RouterLink],
  template: `
    @if (link(); as commands) {
      <a [routerLink]="commands" class="post-link">Read post #{{ post() }}</a>
    }
  `,
})
export class PostLink {
  readonly post = input<string | number | null>(null);
  private readonly links = inject(NgaLinks);
  private readonly posts = inject(NGA_APPLICATION).getEntity('posts');

  /** The show view of the post, under the path where the admin is mounted. */
  protected readonly link = computed(() => {
    const post = this.post();
    return post ? this.links.show(this.posts, post).commands : null;
  });
}
