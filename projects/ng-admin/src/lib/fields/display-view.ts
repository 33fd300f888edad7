import { Component, computed, effect, inject, input } from '@angular/core';
import { Router } from '@angular/router';
import type { EntryLike, Field } from '@ng-admin/core/config';
import type { NgaDisplay } from '../base/field-type';
import { NgaFieldTypeRegistry } from '../base/field-type-registry';
import { followAdminLink, NgaLink, NgaLinks } from '../base/links';
import { NgaDatastore } from '../data/datastore';
import { NgaIntl } from '../i18n/intl';
import { textDisplay } from './shared/display';

interface Anchor {
  readonly href: string;
  readonly url: string | null;
}

/**
 * Renders a value the way its field type's `display` function describes it: text, a link, a
 * list of tags or chips, or an icon. Show views use it for types without a value component;
 * the datagrid draws text cells the same way inline. Referenced entries' labels come from the
 * view's datastore.
 *
 * @usageNotes
 * ```html
 * <nga-display-view [field]="field" [value]="entry.values[field.name()]" [entry]="entry" />
 * ```
 */
@Component({
  selector: 'nga-display-view',
  template: `
    @let shown = display();
    @switch (shown.kind) {
      @case ('text') {
        @if (anchor(); as anchor) {
          <a
            class="nga-link"
            [href]="anchor.href"
            [attr.data-nga-url]="anchor.url"
            [attr.title]="shown.title ?? null"
            (click)="follow($event)"
            >{{ shown.text }}</a
          >
        } @else {
          <span
            [class]="'nga-display-' + (shown.style ?? 'plain')"
            [class.nga-unresolved]="shown.unresolved"
            [attr.title]="shown.title ?? (shown.unresolved ? intl.labelUnavailable : null)"
            >{{ shown.text }}</span
          >
        }
      }
      @case ('items') {
        @if (shown.items.length > 0) {
          <ul [class]="'nga-items nga-items-' + shown.style">
            @for (item of shown.items; track item.key) {
              <li [class.nga-unresolved]="item.unresolved">
                @if (item.link; as link) {
                  <a [href]="href(link)" [attr.data-nga-url]="url(link)" (click)="follow($event)">{{
                    item.text
                  }}</a>
                } @else {
                  {{ item.text }}
                }
              </li>
            }
          </ul>
        }
      }
      @case ('icon') {
        <span
          class="material-icons nga-display-icon"
          [class]="'nga-tone-' + shown.tone"
          [title]="shown.text"
          aria-hidden="true"
          >{{ shown.icon }}</span><span [class.nga-visually-hidden]="mode() === 'cell'">{{
          shown.text
        }}</span>
      }
    }
  `,
  styleUrl: './display-view.scss',
})
export class NgaDisplayView {
  readonly field = input.required<Field>();
  readonly value = input<unknown>();
  /** The entry shown; by default one holding just this value. */
  readonly entry = input<EntryLike | null>(null);
  /** `cell` says icons' labels to assistive technologies only; `value` shows them. */
  readonly mode = input<'cell' | 'value'>('value');

  protected readonly intl = inject(NgaIntl);
  private readonly links = inject(NgaLinks);
  private readonly router = inject(Router);
  private readonly registry = inject(NgaFieldTypeRegistry);
  private readonly datastore = inject(NgaDatastore, { optional: true });

  protected readonly display = computed<NgaDisplay>(() => {
    const field = this.field();
    const value = this.value();
    const display = this.registry.of(field).display;
    if (!display) return textDisplay(value);
    const entry = this.entry() ?? {
      entityName: '',
      identifierValue: undefined,
      values: { [field.name()]: value },
    };
    return display(value, {
      field,
      entry,
      references: this.datastore,
      links: this.links,
      intl: this.intl,
    });
  });

  constructor() {
    // What the display needs (numbro, a locale's data): loaded once, then the text follows.
    effect(() => void this.registry.loadDisplays([this.field()]));
  }

  protected readonly anchor = computed<Anchor | null>(() => {
    const display = this.display();
    if (display.kind !== 'text') return null;
    if (display.link) return { href: this.href(display.link), url: this.url(display.link) };
    return display.href ? { href: display.href, url: null } : null;
  });

  protected href(link: NgaLink): string {
    return this.links.href(link);
  }

  protected url(link: NgaLink): string {
    return this.links.url(link);
  }

  protected follow(event: MouseEvent): void {
    followAdminLink(event, this.router);
  }
}
