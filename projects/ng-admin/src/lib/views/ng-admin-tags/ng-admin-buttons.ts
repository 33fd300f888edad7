import { Location } from '@angular/common';
import { Component, computed, Directive, ElementRef, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { Entity, EntryLike } from '@ng-admin/core/config';
import { NgaButton } from '../../base/button';
import { NgaLinks } from '../../base/links';
import { NGA_APPLICATION } from '../../base/tokens';
import { tagEntity } from './tag-entity';
import { type NgaViewButton, VIEW_BUTTONS, viewButtonLink } from '../shared/view-buttons';
import { NgaIntl } from '../../i18n/intl';

/** `size="xs"` and `"sm"` of ng-admin's buttons make a compact button. */
const BUTTON_STYLE = `
  .nga-compact {
    height: 32px;
    padding: 0 12px;
    font: var(--mat-sys-label-medium);
  }
`;

/** What every ng-admin button tag reads. */
@Directive()
abstract class NgaTagButton {
  readonly entity = input<Entity | string | null>(null);
  readonly entityName = input<string | null>(null);
  readonly entry = input<EntryLike | null>(null);
  readonly label = input<string | null>(null);
  readonly size = input<string | null>(null);

  protected readonly intl = inject(NgaIntl);
  protected readonly links = inject(NgaLinks);
  private readonly application = inject(NGA_APPLICATION);

  protected readonly target = computed(() =>
    tagEntity(this.application, this.entity(), this.entityName(), this.entry()),
  );
  protected readonly compact = computed(() => ['xs', 'sm'].includes(this.size() ?? ''));
}

/** The view button of each link button tag. */
const LINK_BUTTONS = {
  'ma-list-button': 'list',
  'ma-filtered-list-button': 'list',
  'ma-create-button': 'create',
  'ma-show-button': 'show',
  'ma-edit-button': 'edit',
  'ma-delete-button': 'delete',
} as const satisfies Record<string, NgaViewButton>;

type NgaLinkButtonTag = keyof typeof LINK_BUTTONS;

/**
 * ng-admin 1.0's link buttons, one component for the six tags, each known by its name:
 * - `<ma-list-button entity-name="posts">`: the entity's list;
 * - `<ma-filtered-list-button entity-name="comments" filter="{ post_id: entry.values.id }">`:
 *   the list filtered by the given values;
 * - `<ma-create-button entity-name="comments" default-values="{ post_id: entry.values.id }">`:
 *   the creation form, with default values;
 * - `<ma-show-button entry="entry" entity="entity">`, `<ma-edit-button ...>`,
 *   `<ma-delete-button ...>`: the entry's show view, edition form or deletion view.
 *
 * A button shows only when its view is enabled and allowed to the user.
 *
 * @usageNotes
 * ```html
 * <ma-list-button entity-name="posts" label="All posts"></ma-list-button>
 * <ma-filtered-list-button entity-name="comments" filter="{ post_id: entry.values.id }"
 *   size="xs" label="Related comments"></ma-filtered-list-button>
 * <ma-create-button entity-name="comments" default-values="{ post_id: entry.values.id }"
 *   size="xs" label="Add a comment"></ma-create-button>
 * <ma-edit-button entry="entry" entity="entity" size="xs"></ma-edit-button>
 * ```
 */
@Component({
  // ng-admin 1.0's tag names, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: `ma-list-button, ma-filtered-list-button, ma-create-button, ma-show-button,
    ma-edit-button, ma-delete-button`,
  imports: [NgaButton, RouterLink],
  template: `
    @if (link(); as link) {
      <a
        ngaButton="tonal"
        [class.nga-compact]="compact()"
        [routerLink]="link.commands"
        [queryParams]="link.queryParams"
        ><span class="material-icons" aria-hidden="true">{{ icon }}</span
        >{{ label() ?? intl[button] }}</a
      >
    }
  `,
  styles: BUTTON_STYLE,
})
export class NgaLinkButton extends NgaTagButton {
  /** `ma-filtered-list-button`: the values the list is filtered by. */
  readonly filter = input<Record<string, unknown> | null>(null);
  /** `ma-create-button`: the values the creation form starts with. */
  readonly defaultValues = input<Record<string, unknown> | null>(null);

  private readonly tag = (inject(ElementRef).nativeElement as HTMLElement)
    .localName as NgaLinkButtonTag;
  protected readonly button: NgaViewButton = LINK_BUTTONS[this.tag] ?? 'list';
  protected readonly icon = VIEW_BUTTONS[this.button].icon;

  protected readonly link = computed(() => {
    const entity = this.target();
    const filter = this.filter();
    return entity
      ? viewButtonLink(this.links, this.button, entity, this.entry()?.identifierValue, {
          list: filter ? this.links.list(entity, { search: JSON.stringify(filter) }) : undefined,
          defaultValues: this.defaultValues() ?? undefined,
        })
      : null;
  });
}

/**
 * `<ma-back-button>`: goes back to the previous page.
 *
 * @usageNotes
 * ```html
 * <ma-back-button label="Back"></ma-back-button>
 * ```
 */
@Component({
  // ng-admin 1.0's tag name, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'ma-back-button',
  imports: [NgaButton],
  template: `
    <button ngaButton="tonal" type="button" [class.nga-compact]="compact()" (click)="back()">
      <span class="material-icons" aria-hidden="true">arrow_back</span>{{ label() ?? intl.back }}
    </button>
  `,
  styles: BUTTON_STYLE,
})
export class NgaBackButton extends NgaTagButton {
  private readonly location = inject(Location);

  protected back(): void {
    this.location.back();
  }
}
