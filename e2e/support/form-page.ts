import { expect, type Locator, type Page } from '@playwright/test';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** Opens a creation or edition form and waits until its lazily loaded rich-text editor is there. */
export async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
}

/** The rich-text editor (Quill's editable area) of the posts forms. */
export function bodyEditor(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Body' });
}

/**
 * Picks a day of the month the datepicker opens on, through its calendar popup, and returns
 * that day as `yyyy-MM-dd`, read from the day's accessible name (e.g. "November 15, 2026").
 */
export async function pickCalendarDay(page: Page, label: string, day: number): Promise<string> {
  await page.getByRole('button', { name: `Open calendar: ${label}` }).click();
  const calendar = page.getByRole('dialog');
  const cell = calendar.locator('.mat-calendar-body-cell').filter({ hasText: exactly(`${day}`) });
  const name = (await cell.getAttribute('aria-label')) ?? '';
  const match = /^(\w+) (\d+), (\d{4})$/.exec(name);
  expect(match, `a calendar day named like "November 15, 2026", got "${name}"`).not.toBeNull();
  const [, month, date, year] = match as RegExpExecArray;
  await cell.click();
  await expect(calendar).toBeHidden();
  const monthNumber = MONTHS.indexOf(month) + 1;
  return `${year}-${String(monthNumber).padStart(2, '0')}-${date.padStart(2, '0')}`;
}

/**
 * The way a datepicker input shows a `yyyy-MM-dd` day: with the field's format, the sample's
 * default `yyyy-MM-dd`, as lists and show views do.
 */
export function shownDate(isoDay: string): string {
  return isoDay;
}

/** Chooses an option of a Material select. */
export async function selectOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The value (`<dd>`) of a field of a show view, found by its label (`<dt>`). */
export function showValue(page: Page, label: string): Locator {
  return page
    .locator('.nga-show-field')
    .filter({ has: page.getByRole('term').filter({ hasText: exactly(label) }) })
    .getByRole('definition');
}

/** The `mat-error` of the Material form field holding a control. */
export function errorOf(control: Locator): Locator {
  return control.locator('xpath=ancestor::mat-form-field[1]').locator('mat-error');
}

/** Shows a tab of a view whose fields are grouped in tabs (the posts forms: Post, Media, Audience). */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** How long Undo is offered before an undoable write is sent (the sample's `undoDelay`). */
export const UNDO_DELAY_MS = 5_000;
