import { Injectable } from '@angular/core';
import type { NgaLocaleDataLoader } from './date-format';

/**
 * Every text the admin shows on its own, in one overridable service (like Material's
 * `MatPaginatorIntl`), in English: provide a subclass to translate or reword it.
 * `NgaFrenchIntl` is the French one (see docs/i18n.md).
 *
 * @usageNotes
 * ```ts
 * @Injectable()
 * class PlainIntl extends NgaIntl {
 *   override create = 'New';
 * }
 * provideNgAdmin(() => buildAdmin(), withIntl(PlainIntl));
 * provideNgAdmin(() => buildAdmin(), withIntl(NgaFrenchIntl)); // or the French texts
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaIntl {
  toggleNavigation = 'Toggle navigation';
  navigation = 'Navigation';
  dashboard = 'Dashboard';
  theme = 'Color theme';
  themeSystem = 'System';
  themeLight = 'Light';
  themeDark = 'Dark';
  /** The theme button's name: the current mode, and that a press switches to the next. */
  themeToggle = (mode: 'system' | 'light' | 'dark') =>
    `${this.theme}: ${mode === 'light' ? this.themeLight : mode === 'dark' ? this.themeDark : this.themeSystem} (switch)`;
  skipToContent = 'Skip to content';
  skipToPagination = 'Skip to pagination';
  notFoundTitle = 'Page not found';
  notFoundText = 'There is nothing at this address, or this view is disabled.';
  backHome = 'Back to the dashboard';
  loading = 'Loading';
  retry = 'Retry';
  dismiss = 'Dismiss';

  // Actions
  back = 'Back';
  list = 'List';
  filter = 'Filters';
  addFilter = 'Add filter';
  removeFilter = (label: string) => `Remove the ${label} filter`;
  /** The bounds of a range filter ("Published from", "Published to"). */
  filterFrom = (label: string) => `${label} from`;
  filterTo = (label: string) => `${label} to`;
  /** A text filter that finds its text anywhere ("Title contains"). */
  filterContains = (label: string) => `${label} contains`;
  /** The button of a date range's presets, and the presets. */
  datePresets = (label: string) => `Preset ranges of ${label}`;
  presetToday = 'Today';
  presetLast7Days = 'Last 7 days';
  presetLast30Days = 'Last 30 days';
  presetThisMonth = 'This month';
  presetThisYear = 'This year';
  show = 'Show';
  create = 'Create';
  edit = 'Edit';
  delete = 'Delete';
  batch = 'Batch actions';
  export = 'Export';
  exporting = (done: number, total: number) => `Exporting ${done} of ${total}`;
  writingExport = (done: number, total: number) => `Writing ${done} of ${total}`;
  exported = (count: number) => `Exported ${count} rows`;
  /** A batch update without its own label ("Set Category"). */
  batchSet = (label: string) => `Set ${label}`;
  batchApply = 'Apply to the selection';
  batchUpdating = (done: number, total: number) => `Updating ${done} of ${total}`;
  batchUpdated = (count: number) => (count === 1 ? '1 record updated' : `${count} records updated`);
  /** The report of a batch update where some writes failed; those records stay selected. */
  batchUpdateFailed = (failed: number, total: number) =>
    `${failed} of ${total} could not be updated; they stay selected:`;

  // Columns, saved views and import of a list
  columns = 'Columns';
  resetColumns = 'Reset columns';
  columnMoveHint = 'Alt+Up and Alt+Down move it';
  columnMoved = (label: string, position: number, total: number) =>
    `${label} moved to position ${position} of ${total}`;
  savedViews = 'Saved views';
  noSavedViews = 'No saved view for this list yet';
  saveViewAs = 'Save the filters, sort and columns as';
  saveView = 'Save';
  viewSaved = (name: string) => `View "${name}" saved`;
  deleteSavedView = (name: string) => `Delete the saved view ${name}`;
  import = 'Import';
  importTitle = (label: string) => `Import ${label}`;
  importChooseFile = 'Choose a CSV file';
  importHelp =
    'The first row names the columns. Each other row becomes an entry, checked like the creation form.';
  importUnreadable = (reason: string) => `The file could not be read: ${reason}`;
  importChecked = (file: string, rows: number, invalid: number) =>
    `${file}: ${rows} ${rows === 1 ? 'row' : 'rows'}, ${invalid} with errors (not imported).`;
  importMapping = 'Which field each column fills';
  importSkipColumn = 'Not imported';
  importPreview = 'Preview: the first rows and every row with errors';
  importLine = 'Row';
  importErrors = 'Errors';
  importStart = (count: number) => (count === 1 ? 'Create 1 entry' : `Create ${count} entries`);
  importSending = (done: number, total: number) => `Creating ${done} of ${total}`;
  importStop = 'Stop';
  importNotSent = 'Not sent: the import was stopped';
  importReport = (created: number, failed: number) =>
    `${created} ${created === 1 ? 'entry' : 'entries'} created, ${failed} ${failed === 1 ? 'row' : 'rows'} not imported.`;
  importDownloadFailed = 'Download the rows not imported';
  close = 'Close';

  // List
  actions = 'Actions';
  selectAll = 'Select all rows';
  selectRow = (label: string) => `Select row ${label}`;
  selected = (count: number) => (count === 1 ? '1 item selected' : `${count} items selected`);
  noEntries = 'No entries';
  /** The tooltip of a reference whose label could not be loaded. */
  labelUnavailable = 'Label unavailable';
  itemsPerPage = 'Items per page:';
  firstPage = 'First page';
  previousPage = 'Previous page';
  nextPage = 'Next page';
  lastPage = 'Last page';
  pagination = 'Pagination';
  /** The paginator's range, as ng-admin wrote it: "1-10 of 11". */
  pageRange = (first: number, last: number, total: number) =>
    total === 0 ? `0 of ${total}` : `${first}-${last} of ${total}`;
  loadMore = 'Loading more entries';
  listTitle = (entityLabel: string) => `${entityLabel} list`;

  // Signing in
  signInTitle = (applicationTitle: string) => `Sign in to ${applicationTitle}`;
  username = 'Username';
  /** The identifier's label when the provider asks for an email (`identifier = 'email'`). */
  email = 'Email';
  password = 'Password';
  signIn = 'Sign in';
  signOut = 'Sign out';
  signedInAs = (name: string) => `Signed in as ${name}`;
  /** The account menu's line when the identity has no name to show. */
  signedIn = 'Signed in';
  userMenu = 'Account';
  signInMissing = 'Enter your username and password.';
  signInRefused = 'Wrong username or password.';
  signInMissingEmail = 'Enter your email and password.';
  signInRefusedEmail = 'Wrong email or password.';
  signInTooMany = 'Too many attempts: wait a few minutes, then try again.';
  signInFailed = (detail: string) => `Signing in failed: ${detail}`;
  sessionExpired = 'Your session ended. Sign in again to go on where you were.';

  // What went wrong, as views say it
  problemNotFound = (entityLabel: string, id: unknown) =>
    `${singular(entityLabel)} #${id} was not found`;
  problemNotFoundDetail = 'It may have been deleted, or the address is wrong.';
  problemForbidden = 'You are not allowed to do this';
  problemForbiddenDetail =
    'Your account has no access to this page. Ask an administrator if you need it.';
  problemConflict = 'Someone else changed this entry since you opened it';
  problemConflictDetail = 'Reload it to see their version before you go on.';
  problemUnauthorized = 'You are signed out';
  problemUnauthorizedDetail = 'Sign in again, then retry.';
  problemTimeout = 'The server did not answer in time';
  problemNetwork = 'The server could not be reached';
  problemNetworkDetail = 'Check the connection, then retry.';
  problemServer = (status: number) => `The server failed (HTTP ${status})`;
  problemMalformed = 'The server sent an answer that cannot be read';
  problemInvalid = 'The server refused the data';
  backToList = (entityLabel: string) => `Back to the ${entityLabel} list`;
  referencesFailed = 'Some labels could not be loaded: their identifiers are shown instead.';

  // A hook of the configuration that failed (`prepare`, `onSubmitSuccess`, `onSubmitError`)
  /** The title of a page whose `prepare` hook failed, by the kind of its view. */
  problemPrepare = (viewKind: string): string =>
    viewKind === 'list'
      ? 'This list could not be prepared'
      : viewKind === 'creation' || viewKind === 'edition'
        ? 'This form could not be prepared'
        : viewKind === 'show'
          ? 'This entry could not be prepared'
          : 'This page could not be prepared';
  /** What a failed submit hook says after the save. */
  problemSubmitHook = (hook: string): string =>
    hook === 'onSubmitSuccess'
      ? 'Saved, but the onSubmitSuccess hook failed'
      : `The ${hook} hook failed`;
  /** `reason` is the error's own message, in the developer's language. */
  problemHookFailed = (hook: string, reason: string) =>
    `Its ${hook} hook failed: ${withoutFinalStop(reason)}. The browser console has the details.`;
  problemHookDetail = (reason: string) =>
    `${withoutFinalStop(reason)}. The browser console has the details.`;
  problemHookToken = (hook: string, token: string, reason: string) =>
    `Its ${hook} hook needs ${token}, which cannot be injected: ${withoutFinalStop(reason)}. The browser console has the details.`;

  // A configuration that provideNgAdmin refused
  configurationRefused = 'This admin cannot start: its configuration has problems';
  configurationRefusedIntro =
    'provideNgAdmin() refused the configuration. Fix each problem where it is written, then reload the page. The browser console lists them too.';
  configurationThrew = 'The configuration function threw an error';
  configurationProblems = (count: number): string =>
    count === 1 ? '1 problem' : `${count} problems`;
  configurationGuide =
    'What to write instead of ng-admin 1.0 code is in the migration guide of @ng-admin/core:';
  // Code of the admin that did not download: a network failure, or a new version published
  downloadFailed = 'This admin cannot start: part of its code did not download';
  downloadFailedIntro =
    'The network failed, or a new version of the admin was published since this page opened. Reloading the page downloads it again.';
  reloadPage = 'Reload the page';
  pageDownloadFailed = 'This page did not download';
  fieldDownloadFailed = 'This field did not download.';
  partDownloadFailed = 'This part of the page did not download.';
  /** What an action says when the code it needs did not download (`errorText` too). */
  keptWritesDownloadFailed =
    'Changes not sent when this admin last closed cannot be offered: their code did not download. They stay kept; reload the page to see them.';
  codeDownloadFailed =
    'The code this needs did not download: the network failed, or a new version of the admin was published. Try again, or reload the page.';

  // A failed request in the admin's words, when the answer holds no message (`errorText`)
  errorTimeout = (seconds: number) => `The server did not answer within ${seconds} s.`;
  errorNetwork =
    'The server could not be reached (network failure or blocked cross-origin request).';
  /** `statusText` is empty when the server sent none worth showing. */
  errorStatus = (status: number, statusText: string) =>
    `The server answered with HTTP ${status}${statusText ? ` ${statusText}` : ''}.`;
  errorNotJson = 'The server answer is not valid JSON.';
  /** `expected` is in the REST dialect's words: English ones for the built-in dialects. */
  errorMalformed = (expected: string) => `The server answer is malformed: expected ${expected}.`;
  errorUnknown = 'Unknown error.';

  // Conflicts between two people's saves
  conflictTitle = 'Someone else saved this entry meanwhile';
  conflictIntro =
    'Choose, field by field, which value to keep, then save again. Nothing you typed is lost.';
  conflictNoField =
    'They changed data this form does not show. Save again to keep your changes on top of theirs.';
  conflictField = 'Field';
  conflictOriginal = 'When you opened it';
  conflictTheirs = 'Their version';
  conflictMine = 'Your version';
  conflictKeepMine = 'Keep mine';
  conflictTakeTheirs = 'Take theirs';
  conflictApply = 'Apply these choices';
  conflictReload = 'Reload their version';
  conflictPending = 'Choose the values to keep, then save again.';
  conflictFetchFailed = (detail: string) =>
    `Someone else changed this entry, and their version could not be loaded: ${detail}`;

  // Forms and other views
  save = 'Save';
  cancel = 'Cancel';
  draftFound = 'You have unsaved changes from an earlier visit.';
  draftRestore = 'Restore them';
  draftDiscard = 'Discard';
  saved = 'Changes successfully saved.';
  created = 'Element successfully created.';
  invalidForm = 'Invalid form';
  createTitle = (entityLabel: string) => `Create new ${singular(entityLabel)}`;
  editTitle = (entityLabel: string, id: unknown) => `Edit ${singular(entityLabel)} #${id}`;
  showTitle = (entityLabel: string, id: unknown) => `${singular(entityLabel)} #${id}`;
  deleteTitle = (entityLabel: string, id: unknown) => `Delete ${singular(entityLabel)} #${id}`;
  batchDeleteTitle = (count: number, entityLabel: string) => `Delete ${count} ${entityLabel}`;
  deleteConfirm = 'Are you sure?';
  yes = 'Yes';
  no = 'No';
  deleted = 'Element successfully deleted.';
  batchDeleted = (count: number) => `${count} elements successfully deleted.`;
  batchDeleteFailed = (failed: number, total: number) =>
    `${failed} of ${total} elements could not be deleted.`;
  unsavedChanges = 'You have unsaved changes. Leave this page and lose them?';

  // Writes shown at once, before the server confirms them (undoable and optimistic modes)
  /** The button of a notification that cancels a write not sent yet. */
  undo = 'Undo';
  deletedUndoable = 'Element deleted.';
  batchDeletedUndoable = (count: number) => `${count} elements deleted.`;
  savedUndoable = 'Changes saved.';
  /** A write named in a few words, when it must be offered again after a reload. */
  deletionOf = (entityLabel: string, id: unknown) => `deletion of ${singular(entityLabel)} #${id}`;
  batchDeletionOf = (count: number, entityLabel: string) => `deletion of ${count} ${entityLabel}`;
  changesTo = (entityLabel: string, id: unknown) => `changes to ${singular(entityLabel)} #${id}`;
  /** A deletion shown at once that the server refused: the entry is back. */
  deleteFailedLater = (entityLabel: string, id: unknown, detail: string) =>
    `${singular(entityLabel)} #${id} was not deleted: ${detail}`;
  /** A save shown at once that the server refused: the form is back with the values typed. */
  saveFailedLater = (entityLabel: string, id: unknown, detail: string) =>
    `Your changes to ${singular(entityLabel)} #${id} were not saved: ${detail}`;
  /** `description` is one of `deletionOf`, `batchDeletionOf` or `changesTo`. */
  keptWrite = (description: string) => `A write was not sent when the page closed: ${description}.`;
  sendKept = 'Send';
  keptWriteSent = (description: string) => `Sent: ${description}.`;
  keptWriteFailed = (description: string, detail: string) =>
    `The ${description} could not be sent: ${detail}`;

  // Tabs and sections of forms and show views
  /** The name of a view's tab list. */
  fieldTabs = 'Groups of fields';
  /** Said after a tab's label when one of its fields is invalid. */
  tabInvalid = 'contains errors';

  // Creating a referenced record from a reference input
  createReference = (targetLabel: string) => `Create ${singular(targetLabel)}`;
  createReferenceNamed = (targetLabel: string, text: string) =>
    `Create ${singular(targetLabel)} "${text}"`;

  // Field widgets
  showPassword = 'Show password';
  hidePassword = 'Hide password';
  /** The option that empties an optional choice or reference input. */
  noValue = 'None';
  /** The option that clears a boolean, choice or reference filter. */
  anyValue = 'Any';
  /**
   * A boolean's states, shown where its choices keep the DSL's default labels (`'true'`,
   * `'false'`, `'undefined'`, as in ng-admin): custom labels are shown as they are. The unset
   * state is the empty choice of the form's dropdown: it reads as a word, not as `undefined`.
   */
  booleanTrue = 'true';
  booleanFalse = 'false';
  booleanUnset = 'Not set';
  noMatches = 'No matches';
  choicesLoadFailed = 'The choices could not be loaded.';
  clearField = (fieldLabel: string) => `Clear ${fieldLabel}`;
  removeReference = (label: string) => `Remove ${label}`;
  loadingField = (fieldLabel: string) => `Loading ${fieldLabel}`;
  seeAllRelated = (entityLabel: string) => `See all related ${entityLabel}`;
  embeddedItemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);
  embeddedItem = (fieldLabel: string, position: number) => `${fieldLabel} item ${position}`;
  /** `itemLabel` is the text of `embeddedItem`. */
  removeEmbeddedItem = (itemLabel: string) => `Remove ${itemLabel}`;
  addEmbeddedItem = 'Add';
  addEmbeddedItemLabel = (fieldLabel: string) => `Add ${fieldLabel} item`;
  /** Only in the control's errors: each item shows its own errors in place. */
  invalidEmbeddedItems = 'Some items are not valid.';
  openCalendar = (fieldLabel: string) => `Open calendar: ${fieldLabel}`;
  openTimeList = (fieldLabel: string) => `Open time list: ${fieldLabel}`;
  datePart = 'Date';
  timePart = 'Time';
  invalidDate = 'Enter a valid date.';
  invalidTime = 'Enter a valid time.';
  invalidJson = (parserMessage: string) => `Invalid JSON: ${parserMessage}`;
  chooseFile = 'Choose a file';
  chooseFileLabel = (fieldLabel: string) => `Choose a file: ${fieldLabel}`;
  removeFile = (fileName: string) => `Remove ${fileName}`;
  uploading = (fieldLabel: string) => `Uploading ${fieldLabel}`;
  uploadNotConfigured = (fileName: string) =>
    `"${fileName}" was not uploaded: no upload URL is configured.`;
  uploadUnreachable = (fileName: string) =>
    `"${fileName}" could not be uploaded: the server is unreachable.`;
  /** `statusText` is empty when the server sent none worth showing. */
  uploadHttpError = (fileName: string, status: number, statusText: string) =>
    `"${fileName}" could not be uploaded (error ${status}${statusText ? ` ${statusText}` : ''}).`;
  uploadFailed = (fileName: string) => `"${fileName}" could not be uploaded.`;
  richTextToolbar = (fieldLabel: string) => `${fieldLabel}: formatting`;
  /** The heading picker's name. */
  richTextHeading = 'Heading';
  /** The heading picker's choice for ordinary text. */
  richTextNormal = 'Normal';
  richTextHeadingLevel = (level: number) => `Heading ${level}`;
  richTextBold = 'Bold';
  richTextItalic = 'Italic';
  richTextUnderline = 'Underline';
  richTextStrike = 'Strikethrough';
  richTextOrderedList = 'Numbered list';
  richTextBulletList = 'Bulleted list';
  richTextBlockquote = 'Quote';
  richTextCodeBlock = 'Code block';
  richTextLink = 'Link';
  richTextClean = 'Clear formatting';
  /** The link tooltip, over a link of the text. */
  richTextVisitLink = 'Visit URL:';
  /** The link tooltip, while its address is typed. */
  richTextEnterLink = 'Enter link:';
  richTextEditLink = 'Edit';
  richTextSaveLink = 'Save';
  richTextRemoveLink = 'Remove';

  /**
   * The admin's locale (a BCP 47 tag). Date fields' `format()` reads in its words through
   * Angular's locale data (`longDate`: `March 5, 2024`, `5 mars 2024`); number fields' `format()`
   * through numbro's language of it (`0,0.00`: `1,234.50`, `1 234,50`). Both know `en-US`;
   * numbro's other languages load with the first formatted number.
   */
  locale = 'en-US';
  /**
   * Loads Angular's locale data of `locale`, when it is not `en-US` and the application did not
   * register it: `() => import('@angular/common/locales/fr')`. Dates show in en-US without it.
   */
  localeData: NgaLocaleDataLoader | null = null;

  // The datepicker's calendar (Material's `MatDatepickerIntl` reads these)
  calendar = 'Calendar';
  /** A button screen readers reach at the end of the calendar. */
  closeCalendar = 'Close calendar';
  previousMonth = 'Previous month';
  nextMonth = 'Next month';
  previousYear = 'Previous year';
  nextYear = 'Next year';
  /** The multi-year view shows 24 years at a time. */
  previousYears = 'Previous 24 years';
  nextYears = 'Next 24 years';
  chooseDate = 'Choose date';
  chooseMonthAndYear = 'Choose month and year';
  /** The spoken name of the multi-year view's period ("2016 to 2039"). */
  yearRange = (start: string, end: string) => `${start} to ${end}`;

  // Validation messages, under each control (`NgaValidationMessages` picks one)
  validationRequired = 'This field is required.';
  validationMinLength = (length: number) => `Enter at least ${length} characters.`;
  validationMaxLength = (length: number) => `Enter at most ${length} characters.`;
  validationPattern = 'The value does not have the expected format.';
  validationEmail = 'Enter a valid email address.';
  validationMin = (min: number) => `The value must be at least ${min}.`;
  validationMax = (max: number) => `The value must be at most ${max}.`;
  validationInvalid = 'Invalid value.';
}

function singular(label: string): string {
  return label.endsWith('s') ? label.slice(0, -1) : label;
}

/** A message without its final period, to end a sentence of our own. */
function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.\s]+$/, '');
}
