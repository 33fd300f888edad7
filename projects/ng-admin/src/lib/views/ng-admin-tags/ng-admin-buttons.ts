import { Location } from '@angular/common';
import {
  Component,
  computed,
  Directive,
  ElementRef,
  inject,
  input,
  type Signal,
} from '@angular/core';
import { RouterLink } from '@angular/router';
import type { Entity, EntryLike } from '@ng-admin/core/config';
import { NgaButton } from '../../base/button';
import { NgaLink, NgaLinks } from '../../base/links';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaIntl } from '../../i18n/intl';

/** `size="xs"` and `"sm"` of ng-admin's buttons make a compact button. */
const BUTTON_STYLE = `
  .nga-compact {
    height: 32px;
    padding: 0 12px;
    font: var(--mat-sys-label-medium);
  }
`;

/** The entity a tag names: `entity` (an Entity or a name) or `entity-name`. */
function tagEntity(
  application: { hasEntity(name: string): boolean; getEntity(name: string): Entity },
  entity: Entity | string | null | undefined,
  entityName: string | null | undefined,
  entry?: EntryLike | null,
): Entity | null {
  if (entity && typeof entity === 'object') return entity;
  const name = (typeof entity === 'string' ? entity : null) ?? entityName ?? entry?.entityName;
  return name && application.hasEntity(name) ? application.getEntity(name) : null;
}

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

/** The tag's name, for the components that serve several tags. */
function hostTagName(): string {
  return (inject(ElementRef).nativeElement as HTMLElement).localName;
}

/** A button tag that links to a view: its link (none when the view is not allowed), icon and label. */
@Directive()
abstract class NgaLinkButton extends NgaTagButton {
  protected abstract readonly link: Signal<NgaLink | null>;
  protected abstract readonly icon: string;
  protected abstract readonly defaultLabel: string;
}

const LINK_BUTTON_TEMPLATE = `
  @if (link(); as link) {
    <a
      ngaButton="tonal"
      [class.nga-compact]="compact()"
      [routerLink]="link.commands"
      [queryParams]="link.queryParams"
      ><span class="material-icons" aria-hidden="true">{{ icon }}</span>{{
        label() ?? defaultLabel
      }}</a
    >
  }
`;

/**
 * `<ma-list-button entity-name="posts">`: a link to an entity's list, and
 * `<ma-filtered-list-button entity-name="comments" filter="{ post_id: entry.values.id }">`:
 * the same list filtered by the given values (ng-admin 1.0's tags).
 *
 * @usageNotes
 * ```html
 * <ma-list-button entity-name="posts" label="All posts"></ma-list-button>
 * <ma-filtered-list-button entity-name="comments" filter="{ post_id: entry.values.id }"
 *   size="xs" label="Related comments"></ma-filtered-list-button>
 * ```
 */
@Component({
  // ng-admin 1.0's tag names, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'ma-list-button, ma-filtered-list-button',
  imports: [NgaButton, RouterLink],
  template: LINK_BUTTON_TEMPLATE,
  styles: BUTTON_STYLE,
})
export class NgaListButton extends NgaLinkButton {
  readonly filter = input<Record<string, unknown> | null>(null);

  protected readonly icon = 'list';
  protected readonly defaultLabel = this.intl.list;
  protected readonly link = computed<NgaLink | null>(() => {
    const entity = this.target();
    if (!entity || !this.links.allows(entity, 'list')) return null;
    const filter = this.filter();
    return this.links.list(entity, filter ? { search: JSON.stringify(filter) } : undefined);
  });
}

/**
 * `<ma-create-button entity-name="comments" default-values="{ post_id: entry.values.id }">`:
 * a link to an entity's creation form, with default values.
 *
 * @usageNotes
 * ```html
 * <ma-create-button entity-name="comments" default-values="{ post_id: entry.values.id }"
 *   size="xs" label="Add a comment"></ma-create-button>
 * ```
 */
@Component({
  // ng-admin 1.0's tag name, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'ma-create-button',
  imports: [NgaButton, RouterLink],
  template: LINK_BUTTON_TEMPLATE,
  styles: BUTTON_STYLE,
})
export class NgaCreateButton extends NgaLinkButton {
  readonly defaultValues = input<Record<string, unknown> | null>(null);

  protected readonly icon = 'add';
  protected readonly defaultLabel = this.intl.create;
  protected readonly link = computed(() => {
    const entity = this.target();
    return entity && this.links.allows(entity, 'creation')
      ? this.links.create(entity, this.defaultValues() ?? undefined)
      : null;
  });
}

/** What each entry button tag links to, with its icon. */
const ENTRY_BUTTONS = {
  'ma-edit-button': { kind: 'edit', view: 'edition', icon: 'edit' },
  'ma-show-button': { kind: 'show', view: 'show', icon: 'visibility' },
  'ma-delete-button': { kind: 'delete', view: 'deletion', icon: 'delete' },
} as const;

/**
 * `<ma-edit-button entry="entry" entity="entity">`, `<ma-show-button ...>` and
 * `<ma-delete-button ...>`: a link to the entry's edition form, show view or deletion view.
 *
 * @usageNotes
 * ```html
 * <ma-edit-button entry="entry" entity="entity" size="xs"></ma-edit-button>
 * <ma-show-button entry="entry" entity="entity" size="xs"></ma-show-button>
 * <ma-delete-button entry="entry" entity="entity" size="xs"></ma-delete-button>
 * ```
 */
@Component({
  // ng-admin 1.0's tag names, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'ma-edit-button, ma-show-button, ma-delete-button',
  imports: [NgaButton, RouterLink],
  template: LINK_BUTTON_TEMPLATE,
  styles: BUTTON_STYLE,
})
export class NgaEntryButton extends NgaLinkButton {
  private readonly button =
    ENTRY_BUTTONS[hostTagName() as keyof typeof ENTRY_BUTTONS] ?? ENTRY_BUTTONS['ma-show-button'];

  protected readonly icon = this.button.icon;
  protected readonly defaultLabel = this.intl[this.button.kind];
  protected readonly link = computed(() => {
    const entity = this.target();
    const id = this.entry()?.identifierValue;
    if (!entity || id === undefined || id === null) return null;
    return this.links.allows(entity, this.button.view)
      ? this.links[this.button.kind](entity, id)
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
