import { Location, NgTemplateOutlet } from '@angular/common';
import { Component, computed, inject, input, TemplateRef } from '@angular/core';
import { Params, RouterLink } from '@angular/router';
import type { EntryLike, View } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { NgaTemplate } from '../../templates/template';
import { NgaDatastore } from '../../data/datastore';
import { NgaLinks } from '../../base/links';
import { NgaPermissions } from '../../data/auth/permissions';
import { NgaListMemory } from './list-memory';
import { isViewButton, VIEW_BUTTONS, viewButtonLink } from './view-buttons';
import { NgaButton } from '../../base/button';

/** Buttons a view draws itself because they need its state (filters, export, batch menu). */
export type NgaActionSlots = Partial<Record<'filter' | 'export' | 'batch', TemplateRef<unknown>>>;

interface ActionButton {
  readonly name: string;
  readonly label: string;
  readonly icon: string;
  readonly link?: readonly unknown[];
  readonly queryParams?: Params;
}

/**
 * The actions bar of a view (spec 4.2 `actions`): built-in buttons by name, or a template
 * string with the entry (and, in lists, the selection) in scope.
 *
 * @usageNotes
 * ```html
 * <nga-view-actions [view]="view" [entry]="entry" [slots]="{ filter: filterMenu }" />
 * ```
 */
@Component({
  selector: 'nga-view-actions',
  imports: [NgaButton, NgTemplateOutlet, NgaTemplate, RouterLink],
  template: `
    @if (templateString(); as template) {
      <nga-template class="nga-actions-template" [template]="template" [scope]="scope()" />
    } @else {
      @for (action of buttons(); track action.name) {
        @if (slots()[slotName(action.name)]; as slot) {
          <ng-container *ngTemplateOutlet="slot" />
        } @else if (action.link) {
          <a
            ngaButton="tonal"
            [routerLink]="action.link"
            [queryParams]="action.queryParams"
            [class]="'nga-action-' + action.name"
          >
            <span class="material-icons" aria-hidden="true">{{ action.icon }}</span>{{
              action.label
            }}
          </a>
        } @else if (action.name === 'back') {
          <button ngaButton="tonal" type="button" class="nga-action-back" (click)="location.back()">
            <span class="material-icons" aria-hidden="true">{{ action.icon }}</span>{{
              action.label
            }}
          </button>
        }
      }
    }
  `,
  styles: `
    :host {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: center;
    }
  `,
})
export class NgaViewActions {
  readonly view = input.required<View>();
  readonly entry = input<EntryLike | null>(null);
  readonly selection = input<readonly EntryLike[]>([]);
  readonly slots = input<NgaActionSlots>({});
  /** Button names to show instead of the view's `actions()` (ng-admin's `override`). */
  readonly names = input<readonly string[] | null>(null);

  protected readonly location = inject(Location);
  private readonly intl = inject(NgaIntl);
  private readonly links = inject(NgaLinks);
  private readonly permissions = inject(NgaPermissions);
  private readonly memory = inject(NgaListMemory);
  private readonly datastore = inject(NgaDatastore, { optional: true });

  protected readonly templateString = computed(() => {
    if (this.names()) return null;
    const actions = this.view().actions();
    return typeof actions === 'string' ? actions : null;
  });

  protected readonly scope = computed(() => ({
    entry: this.entry() ?? undefined,
    entity: this.view().entity,
    view: this.view(),
    selection: this.selection(),
    datastore: this.datastore,
  }));

  protected readonly buttons = computed<ActionButton[]>(() => {
    const actions = this.names() ?? this.view().actions();
    if (typeof actions === 'string') return [];
    return actions
      .map((name) => this.button(name))
      .filter((button): button is ActionButton => button !== null);
  });

  protected slotName(name: string): 'filter' | 'export' | 'batch' {
    return name as 'filter' | 'export' | 'batch';
  }

  private button(name: string): ActionButton | null {
    const entity = this.view().entity;
    if (isViewButton(name)) {
      const link = viewButtonLink(this.links, name, entity, this.entry()?.identifierValue, {
        list: this.memory.listLink(entity),
      });
      return link
        ? {
            name,
            label: this.intl[name],
            icon: VIEW_BUTTONS[name].icon,
            link: link.commands,
            queryParams: link.queryParams,
          }
        : null;
    }
    switch (name) {
      case 'back':
        return { name, label: this.intl.back, icon: 'arrow_back' };
      case 'filter':
        return { name, label: this.intl.addFilter, icon: 'filter_list' };
      case 'export':
        return this.permissions.canExport(entity)
          ? { name, label: this.intl.export, icon: 'download' }
          : null;
      case 'batch':
        return { name, label: this.intl.batch, icon: 'checklist' };
      default:
        return null;
    }
  }
}
