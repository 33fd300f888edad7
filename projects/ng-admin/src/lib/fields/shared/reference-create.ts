import { computed, inject, type Signal } from '@angular/core';
import type { ReferenceField } from '@ng-admin/core/config';
import { NgaLinks } from '../../base/links';
import { NGA_RECORD_CREATOR } from '../../base/tokens';
import { targetEntityOf, targetFieldOf } from '../../data/config-access';
import { NgaIntl } from '../../i18n/intl';
import { referenceOption, type ReferenceOption } from './reference-options';

/** The value of an autocomplete's "Create <target>" option, told from the found options. */
export const CREATE_OPTION = Object.freeze({ create: true as const });

/** An autocomplete's chosen value: a found option, or the "Create <target>" one. */
export type ChosenReference = ReferenceOption | typeof CREATE_OPTION;

/** Whether the chosen value is a found option (not "Create <target>"). */
export function isFoundOption(chosen: ChosenReference | null): chosen is ReferenceOption {
  return chosen !== null && chosen !== CREATE_OPTION;
}

/** "Create <target>" of a reference input; see `injectReferenceCreation`. */
export interface NgaReferenceCreation {
  /** Whether the input offers it: `creatable(true)`, and the user may create the target. */
  readonly offered: Signal<boolean>;
  /** The text of the offer, with the text typed so far when there is some. */
  label(typed: string): string;
  /**
   * Opens the target's creation form in a dialog, its target field starting from `typed` when
   * the form has that field; resolves with the option of the record saved, or null (Cancel).
   */
  create(typed: string): Promise<ReferenceOption | null>;
}

/**
 * The "Create <target>" offer of the reference inputs (`reference` and `reference_many`) with
 * `creatable(true)`: offered only where the target's creation view is enabled and the user may
 * create such records. The form opens in a dialog (loaded on first use) with its hooks and
 * validation; the record saved is given back as an option to choose. Call in an injection
 * context.
 *
 * @usageNotes
 * ```ts
 * protected readonly creation = injectReferenceCreation(this.field);
 * const option = await this.creation.create(typedText);
 * if (option) this.choose(option);
 * ```
 */
export function injectReferenceCreation(field: Signal<ReferenceField>): NgaReferenceCreation {
  const creator = inject(NGA_RECORD_CREATOR);
  const links = inject(NgaLinks);
  const intl = inject(NgaIntl);
  return {
    offered: computed(() => {
      const target = field().targetEntity();
      return (
        creator !== null &&
        field().creatable() &&
        target !== undefined &&
        links.allows(target, 'creation')
      );
    }),
    label: (typed) => {
      const target = targetEntityOf(field()).label();
      const text = typed.trim();
      return text ? intl.createReferenceNamed(target, text) : intl.createReference(target);
    },
    async create(typed) {
      if (!creator) return null;
      const target = targetEntityOf(field());
      const name = targetFieldOf(field()).name();
      const text = typed.trim();
      const startsWithText = text !== '' && target.creationView().hasField(name);
      const saved = await creator(target, startsWithText ? { [name]: text } : {});
      return saved ? referenceOption(field(), saved) : null;
    },
  };
}
