import type { GridCell, GridColumn, GridRow } from './grid-model';

/**
 * How a datagrid lays out its columns, and when it shows its rows as cards instead.
 *
 * Two widths per column, for two questions:
 * - Its track's minimum (`CONTENT_WIDTHS`): the narrowest the column may be drawn, by what it
 *   shows (an identifier or a number narrow, a day the width of its formatted value, actions
 *   exactly their buttons). The room left goes mostly to the text columns (`SHARES`). The
 *   posts list of the sample (selection, seven columns, three actions: about 900 px) fits a
 *   1280 px screen beside the side menu without scrolling sideways.
 * - Its readable width (`READABLE_WIDTHS`): how wide it must be for the table to read well on a
 *   narrow screen, which decides between table and cards. It is more generous: on a phone, a
 *   table whose columns are down to their minimums is harder to read than cards. A three-column
 *   dashboard panel (a day, a title, a count: about 380 px) is a table at half a desktop screen
 *   and cards on a phone; a list of seven columns is cards on a phone.
 *
 * Wide grids whose columns still do not fit (a long list on a desktop) stay a table that
 * scrolls sideways: cards are for narrow screens and panels, below `CARDS_BELOW`.
 */

/** A grid at least this wide is always a table (it scrolls sideways when it must). */
export const CARDS_BELOW = 600;

/** What a column shows, as far as its width goes. */
type ColumnKind = 'identifier' | 'number' | 'date' | 'icon' | 'items' | 'text' | 'other';

/** A cell's padding, both sides (Material's table: 16 px each). */
const CELL_PADDING = 32;
/** About the width of a header label's character (Material's title-small, 14 px). */
const LABEL_CHARACTER = 8;
/**
 * The narrowest content of a cell, by what it shows: its track never gets narrower (nor
 * narrower than its label). An identifier holds a five-digit number ("12345", 40 px in
 * Roboto 14 px), a number a formatted count ("1,234,567"), a date a day ("2023-11-12"; longer
 * formats widen it, see `DATE_CHARACTER`), tags two short chips a line.
 */
const CONTENT_WIDTHS: Readonly<Record<ColumnKind, number>> = {
  identifier: 40,
  number: 64,
  date: 80,
  icon: 40,
  items: 144,
  text: 96,
  other: 96,
};
/**
 * How much of the room left beyond the minimums a column takes: texts the most (a title reads
 * better the longer it shows), tags some, identifiers, numbers and days a little (on a very
 * wide screen only), an icon none.
 */
const SHARES: Readonly<Record<ColumnKind, number>> = {
  identifier: 1,
  number: 1,
  date: 1,
  icon: 0,
  items: 2,
  text: 4,
  other: 4,
};
/**
 * The content width at which a column reads well in a table, for the cards decision only.
 * An identifier counts as a text there: it may be a long string (a slug, a UUID) that a
 * phone's table would cut to a few characters.
 */
const READABLE_WIDTHS: Readonly<Record<ColumnKind, number>> = {
  identifier: 120,
  number: 64,
  date: 96,
  icon: 48,
  items: 176,
  text: 120,
  other: 120,
};
/**
 * About the width of a formatted date's character (14 px, tabular digits: "2023-11-12" is
 * 73 px, "2023-11-12 14:05:09" 135 px, "Sep 30, 2024" 84 px). A date column is as wide as its
 * first row's date: every row has the same format, so the width is the format's, not a row's.
 */
const DATE_CHARACTER = 8;
const SELECT_WIDTH = 48;
/** A row action: a 40 px icon button. */
const ACTION_WIDTH = 40;
/** The actions cell's padding, both sides: 8 px, so its icons line up with a text's 16 px. */
const ACTIONS_PADDING = 16;
/** A template of list actions: about three icon buttons. */
const ACTIONS_TEMPLATE_WIDTH = 3 * ACTION_WIDTH;

/** What besides the fields' columns takes room. */
export interface GridExtras {
  readonly selectable: boolean;
  /** The number of action buttons of a row; -1 for a template of list actions. */
  readonly actions: number;
  /** Columns the application added (`matColumnDef`). */
  readonly ownColumns: number;
}

/**
 * The narrowest width at which the columns make a readable table on a narrow screen: below it
 * (and below `CARDS_BELOW`) the grid shows cards. The kind of each column is the display of
 * its cell in `sample` (the first row); without rows, every column counts as text.
 */
export function readableWidth(
  columns: readonly GridColumn[],
  sample: GridRow | undefined,
  extras: GridExtras,
): number {
  return totalMinimum(tracks(columns, sample, extras, READABLE_WIDTHS));
}

/**
 * The sum of the minimums of `columnTracks`: the table is at least this wide, and scrolls
 * sideways in a narrower frame (when it is not cards).
 */
export function minimumWidth(
  columns: readonly GridColumn[],
  sample: GridRow | undefined,
  extras: GridExtras,
): number {
  return totalMinimum(tracks(columns, sample, extras, CONTENT_WIDTHS));
}

function totalMinimum(columnTracks: readonly Track[]): number {
  return columnTracks.reduce((width, track) => width + track.min, 0);
}

/**
 * The grid's `grid-template-columns`: each column at least its minimum width, the room left
 * shared by what the columns show (a text gets the most of it). It depends on the columns and
 * the kinds of the first row's values only (and on its dates' format), never on the rows'
 * content, so every row lays out alone and the columns of all rows line up.
 */
export function columnTracks(
  columns: readonly GridColumn[],
  sample: GridRow | undefined,
  extras: GridExtras,
): string {
  return tracks(columns, sample, extras, CONTENT_WIDTHS)
    .map(({ min, share }) => (share > 0 ? `minmax(${min}px, ${share}fr)` : `${min}px`))
    .join(' ');
}

/** A column's track: its narrowest width, and its share of the room left (0: none). */
interface Track {
  readonly min: number;
  readonly share: number;
}

function tracks(
  columns: readonly GridColumn[],
  sample: GridRow | undefined,
  extras: GridExtras,
  contentWidths: Readonly<Record<ColumnKind, number>>,
): Track[] {
  const result: Track[] = extras.selectable ? [{ min: SELECT_WIDTH, share: 0 }] : [];
  columns.forEach((column, index) => {
    const kind = kindOf(column, sample, index);
    const label = column.label.length * LABEL_CHARACTER;
    const content =
      kind === 'date' ? dateWidth(sample?.cells[index], contentWidths) : contentWidths[kind];
    result.push({ min: Math.max(content, label) + CELL_PADDING, share: SHARES[kind] });
  });
  for (let own = 0; own < extras.ownColumns; own++) {
    result.push({ min: contentWidths.other + CELL_PADDING, share: SHARES.other });
  }
  const actions = extras.actions < 0 ? ACTIONS_TEMPLATE_WIDTH : extras.actions * ACTION_WIDTH;
  if (actions > 0) result.push({ min: actions + ACTIONS_PADDING, share: 0 });
  return result;
}

/**
 * The width of a date column's content: its formatted value's (see `DATE_CHARACTER`), and at
 * least a day's (`yyyy-MM-dd`, the default format).
 */
function dateWidth(
  cell: GridCell | undefined,
  contentWidths: Readonly<Record<ColumnKind, number>>,
): number {
  return Math.max((cell?.text?.text.length ?? 0) * DATE_CHARACTER, contentWidths.date);
}

/** Whether a grid of this width shows cards: its columns do not fit, and it is narrow. */
export function cardsNeeded(width: number, neededWidth: number): boolean {
  return width > 0 && width < Math.min(neededWidth, CARDS_BELOW);
}

function kindOf(column: GridColumn, sample: GridRow | undefined, index: number): ColumnKind {
  const cell = sample?.cells[index];
  if (!cell) return column.mode === 'display' ? 'text' : 'other';
  if (cell.text) {
    const style = cell.text.style;
    if (style === 'number' || style === 'date') return style;
    return column.identifier ? 'identifier' : 'text';
  }
  if (cell.display) return cell.display.kind;
  return 'other';
}
