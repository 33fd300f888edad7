import { Component, input } from '@angular/core';
import { RouterLink } from '@angular/router';

/** A custom template tag: `<post-link post="{{ entry.values.post_id }}">` links to the post. */
@Component({
  selector: 'app-post-link',
  imports: [RouterLink],
  template: `
    @if (post()) {
      <a [routerLink]="['/posts', 'show', post()]" class="post-link">Read post #{{ post() }}</a>
    }
  `,
})
export class PostLink {
  readonly post = input<string | number | null>(null);
}
