import type { GridColumn, GridRow } from './grid-model';

/**
 * When a datagrid shows its rows as cards rather than as a table: when its columns do not fit
 * its width. Each column needs room for its kind of value (a number less than a text, tags
 * more) and for its label, plus the cell's padding; the selection and action columns theirs.
 * A three-column dashboard panel (a day, a title, a count: about 380 px) is a table at half
 * a desktop screen and cards on a phone; a list of seven columns is cards on a phone.
 *
 * Wide grids whose columns still do not fit (a long list on a desktop) stay a table that
 * scrolls sideways: cards are for narrow screens and panels, below `CARDS_BELOW`.
 */

/** A grid at least this wide is always a table (it scrolls sideways when it must). */
export const CARDS_BELOW = 600;

/** A cell's padding, both sides (Material's table: 16 px each). */
const CELL_PADDING = 32;
/** About the width of a header label's character (Material's title-small, 14 px). */
const LABEL_CHARACTER = 8;
/** The narrowest readable content of a cell, by what it shows. */
const CONTENT_WIDTHS = {
  number: 64,
  date: 96,
  icon: 48,
  items: 176,
  text: 120,
  other: 120,
} as const;
const SELECT_WIDTH = 48;
const ACTION_WIDTH = 40;
/** A template of list actions: about three icon buttons. */
const ACTIONS_TEMPLATE_WIDTH = 120;

/** What besides the fields' columns takes room. */
export interface GridExtras {
  readonly selectable: boolean;
  /** The number of action buttons of a row; -1 for a template of list actions. */
  readonly actions: number;
  /** Columns the application added (`matColumnDef`). */
  readonly ownColumns: number;
}

/**
 * The narrowest width at which the columns make a readable table. The kind of each column is
 * the display of its cell in `sample` (the first row); without rows, every column counts as
 * text.
 */
export function tableWidth(
  columns: readonly GridColumn[],
  sample: GridRow | undefined,
  extras: GridExtras,
): number {
  return tracks(columns, sample, extras).reduce((width, track) => width + track.min, 0);
}

/**
 * The grid's `grid-template-columns`: each column at least its readable width, the room left
 * shared by what the columns show (a text or tags get more of it than a number or an icon).
 * It depends on the columns only, never on the rows' content, so every row lays out alone
 * and the columns of all rows line up.
 */
export function columnTracks(
  columns: readonly GridColumn[],
  sample: GridRow | undefined,
  extras: GridExtras,
): string {
  return tracks(columns, sample, extras)
    .map(({ min, share }) => (share > 0 ? `minmax(${min}px, ${share}fr)` : `${min}px`))
    .join(' ');
}

/** A column's track: its narrowest readable width, and its share of the room left (0: none). */
interface Track {
  readonly min: number;
  readonly share: number;
}

function tracks(
  columns: readonly GridColumn[],
  sample: GridRow | undefined,
  extras: GridExtras,
): Track[] {
  const result: Track[] = extras.selectable ? [{ min: SELECT_WIDTH, share: 0 }] : [];
  columns.forEach((column, index) => {
    const content = CONTENT_WIDTHS[kindOf(column, sample, index)];
    const min = Math.max(content, column.label.length * LABEL_CHARACTER) + CELL_PADDING;
    result.push({ min, share: content / CONTENT_WIDTHS.number });
  });
  for (let own = 0; own < extras.ownColumns; own++) {
    result.push({
      min: CONTENT_WIDTHS.other + CELL_PADDING,
      share: CONTENT_WIDTHS.other / CONTENT_WIDTHS.number,
    });
  }
  if (extras.actions < 0) result.push({ min: ACTIONS_TEMPLATE_WIDTH + CELL_PADDING, share: 0 });
  else if (extras.actions > 0) {
    result.push({ min: extras.actions * ACTION_WIDTH + CELL_PADDING, share: 0 });
  }
  return result;
}

/** Whether a grid of this width shows cards: its columns do not fit, and it is narrow. */
export function cardsNeeded(width: number, neededWidth: number): boolean {
  return width > 0 && width < Math.min(neededWidth, CARDS_BELOW);
}

function kindOf(
  column: GridColumn,
  sample: GridRow | undefined,
  index: number,
): keyof typeof CONTENT_WIDTHS {
  const cell = sample?.cells[index];
  if (!cell) return column.mode === 'display' ? 'text' : 'other';
  if (cell.text) {
    const style = cell.text.style;
    return style === 'number' || style === 'date' ? style : 'text';
  }
  if (cell.display) return cell.display.kind;
  return 'other';
}
