import { ConfigError, describeValue } from './config-errors';
import { Field } from './fields/field';

/**
 * The kinds of group: a `tab` (one panel of a tab set, at the top level of a view's fields) or
 * a titled `section` (at the top level or inside a tab).
 *
 * @usageNotes
 * ```ts
 * const kinds: FieldGroupKind[] = view.layout().filter(isFieldGroup).map((group) => group.kind);
 * ```
 */
export type FieldGroupKind = 'tab' | 'section';

/**
 * What a group holds: fields (and arrays of them, such as another view's `fields()`) and, in a
 * tab, sections.
 *
 * @usageNotes
 * ```ts
 * const items: FieldGroupItem[] = [admin.field('title'), admin.section('SEO', [admin.field('slug')])];
 * ```
 */
export type FieldGroupItem = Field | FieldGroup | readonly FieldGroupItem[];

/**
 * A tab or a titled section of a creation, edition or show view, made with `admin.tab()` or
 * `admin.section()` and given to `view.fields()` like fields. The view's `fields()` getter stays
 * the flat list of every field; `layout()` gives the groups.
 *
 * @usageNotes
 * ```ts
 * posts.editionView().fields(
 *   admin.tab('Content', [admin.field('title'), admin.field('body', 'wysiwyg')]),
 *   admin.tab('Details', [admin.section('Publication', [admin.field('published_at', 'date')])]),
 * );
 * ```
 */
export class FieldGroup {
  readonly kind: FieldGroupKind;
  private readonly _label: string;
  private readonly _items: readonly (Field | FieldGroup)[];

  constructor(kind: FieldGroupKind, label: string, items: readonly unknown[]) {
    this.kind = kind;
    if (typeof label !== 'string' || label.trim() === '') {
      throw new ConfigError(
        `admin.${kind}() needs a non-empty label, got ${typeof label === 'string' ? '""' : describeValue(label)}`,
      );
    }
    this._label = label;
    if (!Array.isArray(items)) {
      throw new ConfigError(
        `${this}: expects an array of fields${kind === 'tab' ? ' and sections' : ''}, got ${describeValue(items)}`,
      );
    }
    this._items = this.flattenItems(items);
  }

  /** `Tab "Content"`: how error messages name the group. */
  toString(): string {
    return `${this.kind === 'tab' ? 'Tab' : 'Section'} "${this._label}"`;
  }

  /** The tab's or section's title. */
  label(): string {
    return this._label;
  }

  /**
   * The key of a tab in the page address (`?tab=key`): its label in lower case, words joined by
   * hyphens (`'Search engines'` gives `search-engines`).
   */
  key(): string {
    const key = this._label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return key || 'tab';
  }

  /** The group's fields and (in a tab) sections, in the order given. */
  items(): readonly (Field | FieldGroup)[] {
    return this._items;
  }

  /** Every field of the group, those of its sections included, in the order given. */
  fields(): Field[] {
    return this._items.flatMap((item) => (item instanceof FieldGroup ? item.fields() : [item]));
  }

  private flattenItems(items: readonly unknown[]): (Field | FieldGroup)[] {
    const result: (Field | FieldGroup)[] = [];
    const visit = (item: unknown, path: string): void => {
      if (item instanceof Field) result.push(item);
      else if (item instanceof FieldGroup) {
        if (item.kind === 'tab' || this.kind === 'section') {
          throw new ConfigError(
            `${this}: ${item} cannot be inside a ${this.kind}; ` +
              (item.kind === 'tab'
                ? 'tabs go at the top level of a view'
                : 'sections go at the top level or inside a tab'),
          );
        }
        result.push(item);
      } else if (Array.isArray(item)) {
        item.forEach((inner, index) => visit(inner, `${path}[${index}]`));
      } else {
        throw new ConfigError(
          `${this}: expects fields (created with admin.field())` +
            `${this.kind === 'tab' ? ', sections' : ''} or arrays of them, got ` +
            `${describeValue(item)} at ${path}`,
        );
      }
    };
    items.forEach((item, index) => visit(item, `[${index}]`));
    return result;
  }
}

/**
 * Whether an item of a view's `layout()` is a group (else it is a field).
 *
 * @usageNotes
 * ```ts
 * const tabs = view.layout().filter(isFieldGroup).filter((group) => group.kind === 'tab');
 * ```
 */
export function isFieldGroup(item: unknown): item is FieldGroup {
  return item instanceof FieldGroup;
}
