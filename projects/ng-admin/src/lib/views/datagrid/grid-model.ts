import {
  resolveCssClasses,
  type CssClasses,
  type Entity,
  type EntryLike,
  type Field,
  type ViewKind,
} from '@ng-admin/core/config';
import type {
  NgaDisplay,
  NgaDisplayContext,
  NgaDisplayItem,
  NgaReferenceLabels,
} from '../../base/field-type';
import type { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import type { NgaLink, NgaLinks } from '../../base/links';
import { idKey } from '../../data/reference-plan';
import type { NgaIntl } from '../../i18n/intl';
import type { TemplateScope } from '../../templates/template-types';

/** How a column renders its cells. */
export type GridCellMode = 'display' | 'template' | 'component';

/** One column of a datagrid. */
export interface GridColumn {
  readonly field: Field;
  readonly name: string;
  /** The field name as a CSS class name part: `nga-column-author-name`. */
  readonly className: string;
  readonly label: string;
  readonly headerClasses: string;
  readonly sortable: boolean;
  readonly mode: GridCellMode;
  /** Whether a cell links to the row's detail view. */
  readonly detailLink: boolean;
  /** Whether the column shows the entries' identifier (a narrow column, see grid-layout.ts). */
  readonly identifier: boolean;
}

/** A link as a plain anchor needs it: its `href` and its router URL. */
export interface GridHref {
  readonly href: string;
  readonly url: string;
}

/** A text display whose link is resolved to an anchor. */
export type GridText = Extract<NgaDisplay, { kind: 'text' }> & {
  readonly anchor: GridHref | null;
  /** Whether the anchor is the row's detail link. */
  readonly detail?: boolean;
  /**
   * False for a row's detail links after its first: they lead to the same page, so the
   * keyboard stops once per row (they stay clickable).
   */
  readonly tabbable?: boolean;
};

/** A display whose links are resolved to anchors. */
export type GridDisplay =
  | GridText
  | (Extract<NgaDisplay, { kind: 'items' }> & {
      readonly items: readonly (NgaDisplayItem & { readonly anchor: GridHref | null })[];
    })
  | Extract<NgaDisplay, { kind: 'icon' }>;

/** One cell of a row. */
export interface GridCell {
  readonly name: string;
  readonly classes: string;
  readonly detail: GridHref | null;
  /** A text display: the common cell, rendered inline. */
  readonly text: GridText | null;
  /** Any other display (items, icon). */
  readonly display: Exclude<GridDisplay, GridText> | null;
  /** The scope of a templated cell, or the inputs of a cell component. */
  readonly scope: TemplateScope | null;
}

/** A list action button of a row. */
export interface GridAction {
  readonly name: string;
  readonly anchor: GridHref;
  readonly icon: string;
  readonly label: string;
}

/** One row of a datagrid. */
export interface GridRow {
  readonly key: string;
  readonly entry: EntryLike;
  readonly classes: string;
  readonly cells: readonly GridCell[];
  readonly actions: readonly GridAction[];
}

/** The columns of a set of fields of `entity`. */
export function gridColumns(
  fields: readonly Field[],
  registry: NgaFieldTypeRegistry,
  sorting: boolean,
  entity: Entity | null = null,
): GridColumn[] {
  const identifierName = entity?.identifier().name();
  return fields.map((field) => {
    const type = registry.of(field);
    const mode: GridCellMode = field.hasTemplate()
      ? 'template'
      : type.cell || !type.display
        ? 'component'
        : 'display';
    const name = field.name();
    return {
      field,
      name,
      className: columnClass(name),
      label: field.label(),
      headerClasses:
        `nga-header nga-column-${columnClass(name)} nga-type-${field.type()} ${field.getCssClasses() ?? ''}`.trim(),
      sortable: sorting && field.sortable() && type.sortable !== false,
      mode,
      detailLink: field.isDetailLink() && (mode === 'template' || !type.ownLinks),
      identifier: name === identifierName,
    };
  });
}

/** What `gridRows` reads. */
export interface GridRowsInput {
  readonly entity: Entity | null;
  readonly entries: readonly EntryLike[];
  readonly columns: readonly GridColumn[];
  readonly actions: readonly string[];
  readonly entryCssClasses: unknown;
  readonly references: NgaReferenceLabels | null;
  readonly links: NgaLinks;
  readonly intl: NgaIntl;
  readonly registry: NgaFieldTypeRegistry;
}

/**
 * The keys of the rows of a page: each entry's identifier, followed by its index where an
 * earlier entry has the same one (or where it has none).
 */
export function rowKeys(entries: readonly EntryLike[]): string[] {
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const id = entry.identifierValue;
    let key = id === null || id === undefined ? `#${index}` : idKey(id);
    if (seen.has(key)) key = `${key}#${index}`;
    seen.add(key);
    return key;
  });
}

/**
 * The rows of a page of entries, every cell's text and links computed; from `from` to `to`
 * only, for a page rendered in slices (`keys`: the page's `rowKeys`, computed once).
 */
export function gridRows(
  input: GridRowsInput,
  from = 0,
  to = input.entries.length,
  keys: readonly string[] = rowKeys(input.entries),
): GridRow[] {
  const anchor = (link: NgaLink | null | undefined): GridHref | null =>
    link ? { url: input.links.url(link), href: input.links.href(link) } : null;
  return input.entries.slice(from, to).map((entry, offset) => {
    const id = entry.identifierValue;
    const key = keys[from + offset];
    const detailFor = new Map<Field, GridHref | null>();
    let detailShown = false;
    const cells = input.columns.map((column): GridCell => {
      const field = column.field;
      const value = entry.values[column.name];
      let detail: GridHref | null = null;
      if (column.detailLink && input.entity) {
        if (!detailFor.has(field)) {
          detailFor.set(field, anchor(input.links.detail(input.entity, field, id)));
        }
        detail = detailFor.get(field) ?? null;
      }
      const classes = `nga-cell nga-column-${column.className} nga-type-${field.type()} ${field.getCssClasses(entry) ?? ''}`;
      if (column.mode === 'display') {
        const context: NgaDisplayContext = {
          field,
          entry,
          references: input.references,
          links: input.links,
          intl: input.intl,
        };
        const display = withAnchors(input.registry.of(field).display!(value, context), anchor);
        // A text display takes the row's detail link itself: the common cell stays one anchor.
        if (display.kind === 'text') {
          const takesDetail = detail !== null && !display.anchor && !display.href;
          const text = takesDetail
            ? { ...display, anchor: detail, detail: true, tabbable: !detailShown }
            : display;
          if (takesDetail) detailShown = true;
          return {
            name: column.name,
            classes,
            detail: takesDetail ? null : detail,
            text,
            display: null,
            scope: null,
          };
        }
        return { name: column.name, classes, detail, text: null, display, scope: null };
      }
      const scope =
        column.mode === 'template'
          ? { value, field, entry, entity: input.entity ?? undefined, datastore: input.references }
          : { field, entry, value, view: null };
      return { name: column.name, classes, detail, text: null, display: null, scope };
    });
    return {
      key,
      entry,
      classes: rowClasses(input.entryCssClasses, entry),
      cells,
      actions: input.entity ? rowActions(input.entity, id, input.actions, input, anchor) : [],
    };
  });
}

/** A field name as a class name part: dots and other characters become dashes. */
function columnClass(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, '-');
}

function withAnchors(
  display: NgaDisplay,
  anchor: (link: NgaLink | null | undefined) => GridHref | null,
): GridDisplay {
  if (display.kind === 'text') return { ...display, anchor: anchor(display.link) };
  if (display.kind === 'items') {
    return {
      ...display,
      items: display.items.map((item) => ({ ...item, anchor: anchor(item.link) })),
    };
  }
  return display;
}

const ACTION_ICONS: Record<string, string> = { show: 'visibility', edit: 'edit', delete: 'delete' };

const ROW_ACTION_VIEWS: Readonly<Record<string, ViewKind | undefined>> = {
  show: 'show',
  edit: 'edition',
  delete: 'deletion',
};

function rowActions(
  entity: Entity,
  id: unknown,
  names: readonly string[],
  input: GridRowsInput,
  anchor: (link: NgaLink | null | undefined) => GridHref | null,
): GridAction[] {
  const actions: GridAction[] = [];
  for (const name of names) {
    const kind = ROW_ACTION_VIEWS[name];
    if (!kind || !input.links.allows(entity, kind)) continue;
    const link = input.links[name as 'show' | 'edit' | 'delete'](entity, id);
    const label = input.intl[name as 'show' | 'edit' | 'delete'];
    actions.push({
      name,
      anchor: anchor(link)!,
      icon: ACTION_ICONS[name],
      label: `${label} #${id}`,
    });
  }
  return actions;
}

function rowClasses(entryCssClasses: unknown, entry: EntryLike): string {
  return resolveCssClasses((entryCssClasses ?? null) as CssClasses | null, entry);
}
