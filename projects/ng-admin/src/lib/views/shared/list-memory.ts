import { inject, Injectable } from '@angular/core';
import type { Params } from '@angular/router';
import type { Entity } from '@ng-admin/core/config';
import { NgaLink, NgaLinks } from '../../base/links';

/**
 * Remembers the page, sort and filters each list was last shown with, so that going to an
 * entry and coming back (Save, Cancel, Back, the List button, a deletion's Yes or No) returns
 * to the same filtered page, as ng-admin did.
 *
 * @usageNotes
 * ```ts
 * inject(NgaListMemory).listLink(posts); // /posts/list?page=2&search=...
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaListMemory {
  private readonly links = inject(NgaLinks);
  private readonly remembered = new Map<string, Params>();

  /** Notes the query parameters a list is shown with. */
  remember(entity: Entity, queryParams: Params): void {
    this.remembered.set(entity.name(), queryParams);
  }

  /** The link to an entity's list as it was last shown (its first page otherwise). */
  listLink(entity: Entity): NgaLink {
    return this.links.list(entity, this.remembered.get(entity.name()));
  }
}
