import type { Type } from '@angular/core';
import type { ValidatorFn } from '@angular/forms';
import type { EntryLike, Field, ReferenceField } from '@ng-admin/core/config';
import type { NgaIntl } from '../i18n/intl';
import type { NgaLink, NgaLinks } from './links';

/**
 * A component, or a function that loads one: heavy widgets (rich text, JSON editor) pass a
 * loader so that views which never show them never download them.
 */
export type NgaComponentLoader = Type<unknown> | (() => Promise<Type<unknown>>);

/** Where a field type renders: a list cell, a show value, a form input or a list filter. */
export type NgaFieldRole = 'cell' | 'value' | 'input' | 'filter';

/** How a text display is laid out: right-aligned digits, dates, code, or cut to one line. */
export type NgaDisplayStyle = 'number' | 'date' | 'code' | 'clip' | 'clamp';

/** One item of a display that shows several values (referenced entries, chosen options). */
export interface NgaDisplayItem {
  /** A stable key, for `track`. */
  readonly key: string;
  readonly text: string;
  /** An admin page the item links to. */
  readonly link?: NgaLink | null;
  /** Set when the item stands for an entry whose label could not be loaded. */
  readonly unresolved?: boolean;
}

/**
 * What a read view shows for a value, as plain data: read views (datagrid cells, show values)
 * render it without a component per value, which keeps long lists fast. Values are text:
 * nothing of a display is ever parsed as HTML.
 */
export type NgaDisplay =
  | {
      readonly kind: 'text';
      readonly text: string;
      /** A tooltip, e.g. the whole text of a clipped one. */
      readonly title?: string;
      /** An admin page the text links to. */
      readonly link?: NgaLink | null;
      /** An outside address the text links to (`mailto:`, a file URL). */
      readonly href?: string;
      readonly style?: NgaDisplayStyle;
      /** Set when the text stands for an entry whose label could not be loaded. */
      readonly unresolved?: boolean;
    }
  | {
      readonly kind: 'items';
      readonly items: readonly NgaDisplayItem[];
      /** `tags` are filled (references), `chips` outlined (options). */
      readonly style: 'tags' | 'chips';
    }
  | {
      readonly kind: 'icon';
      /** A Material icon name. */
      readonly icon: string;
      /** What the icon says, for assistive technologies and the tooltip. */
      readonly text: string;
      readonly tone: 'positive' | 'negative' | 'neutral';
    };

/** The labels of referenced entries a view has loaded (the view's datastore). */
export interface NgaReferenceLabels {
  /** The target field's value of a referenced entry; `undefined` while it is unknown. */
  referenceLabel(field: ReferenceField, id: unknown): unknown;
  /** Whether the lookup of this reference failed (the label will not come). */
  referenceFailed?(field: ReferenceField, id: unknown): boolean;
}

/** What a type's `load` receives besides the field. */
export interface NgaLoadContext {
  /** The admin's texts and locale (`intl.locale`). */
  readonly intl: NgaIntl;
  /** Loads what the displays of other fields need (the target fields of a list type). */
  readonly loadDisplays: (fields: readonly Field[]) => Promise<void> | null;
}

/** What `display` and `exportText` receive besides the value. */
export interface NgaDisplayContext {
  readonly field: Field;
  readonly entry: EntryLike;
  /** Labels of the entries the view's references point to. */
  readonly references: NgaReferenceLabels | null;
  readonly links: NgaLinks;
  readonly intl: NgaIntl;
}

/**
 * The definition of one field type. Every built-in type is declared with this shape and
 * registered with `withFieldTypes`, exactly as an application registers its own.
 *
 * A type shows values in read views with a `display` function (fast: no component per value)
 * or a `cell`/`value` component (for rich rendering). Inputs each component role receives (a
 * component declares the ones it needs; others are not set):
 * - `cell` and `value`: `field` (the DSL field), `value` (the entry's value for the field),
 *   `entry` (the `Entry`), `view` (the DSL view).
 * - `input`: `field`, `control` (the field's `FormControl`), `form` (the view's `FormGroup`),
 *   `entry`, `view`.
 * - `filter`: `field`, `control` (the filter's `FormControl`), `view` (the list view).
 *
 * With `extends`, a type inherits every member it does not set from another registered type,
 * so a custom type can change one thing of a built-in one.
 *
 * @usageNotes
 * ```ts
 * const ratingType: NgaFieldType = {
 *   name: 'rating',
 *   extends: 'number',
 *   cell: RatingCell,
 *   input: () => import('./rating-input').then((m) => m.RatingInput),
 *   exportText: (value) => `${value} / 5`,
 * };
 * ```
 */
export interface NgaFieldType {
  /** The type name used in `admin.field(name, type)`. */
  readonly name: string;
  /** A registered type whose members this one inherits when it does not set them. */
  readonly extends?: string;
  /** List cell component; without it, `display` renders the cell. */
  readonly cell?: NgaComponentLoader;
  /** Show view component; without it, `display` renders the value. */
  readonly value?: NgaComponentLoader;
  /** Form input component. */
  readonly input?: NgaComponentLoader;
  /** List filter component; defaults to the input component. */
  readonly filter?: NgaComponentLoader;
  /** The value as read views show it, without a component (see `NgaDisplay`). */
  readonly display?: (value: unknown, context: NgaDisplayContext) => NgaDisplay;
  /**
   * Loads what `display` and `exportText` need for a field, before a view shows it: numbro for
   * a number with a `format()`, the locale data of dates. Views load it together with their
   * entries, so values never show unformatted first. Returns nothing when nothing is needed.
   */
  readonly load?: (field: Field, context: NgaLoadContext) => Promise<unknown> | null | undefined;
  /** The value as CSV export cells hold it; defaults to the text of `display`. */
  readonly exportText?: (value: unknown, context: NgaDisplayContext) => string;
  /**
   * `whole` keeps an object or array value in one piece when records are flattened to dot
   * keys (a `json` object, the array of a `choices` or `embedded_list` field). Default `scalar`.
   */
  readonly valueShape?: 'scalar' | 'whole';
  /** Reads a value from the API before the field's `map` functions (e.g. `'1'` as `true`). */
  readonly parse?: (value: unknown, field: Field) => unknown;
  /** Validators every field of the type has in forms, besides its `validation()` rules. */
  readonly validators?: (field: Field) => ValidatorFn[];
  /** Whether a value counts as missing for `validation({ required: true })`. */
  readonly isEmpty?: (value: unknown) => boolean;
  /** Whether list columns of the type can sort (with the field's `sortable()`). Default true. */
  readonly sortable?: boolean;
  /** Whether lists show fields of the type as columns (untemplated). Default true. */
  readonly inLists?: boolean;
  /** Whether forms give the field a control (false: shown only). Default true. */
  readonly hasControl?: boolean;
  /** Whether creation forms show the field (no entry exists yet to relate to). Default true. */
  readonly inCreation?: boolean;
  /**
   * Whether the field's value is a property of the record the API sends (false: the view
   * computes it, as a template does, or loads it apart, as a referenced list does). A REST
   * dialect that asks for some properties only (GraphQL) leaves the others out. Default true.
   */
  readonly inRecord?: boolean;
  /** Whether the display links to other entries itself, so the row's detail link is not added. */
  readonly ownLinks?: boolean;
  /**
   * The configuration class that `admin.field(name, type)` creates for this type. Without
   * it, a type gets the class the DSL knows by its name (the built-in types leave theirs to
   * the DSL; a lazy configuration registers its own with `admin.registerFieldType`, so that the
   * DSL loads with it instead of with the application), else the one of the type it
   * `extends`, else the plain `Field` class.
   */
  readonly fieldClass?: new (name: string) => unknown;
}
