import { isFieldGroup, type Field, type FieldGroup, type View } from '@ng-admin/core/config';

/** Fields shown together: a titled section, or the untitled run of fields between groups. */
export interface NgaLayoutSection {
  /** A stable key, for `track`. */
  readonly key: string;
  readonly title: string | null;
  readonly fields: readonly Field[];
}

/** One tab of a view: its label, its key in the page address, its sections. */
export interface NgaLayoutTab {
  readonly key: string;
  readonly label: string;
  readonly sections: readonly NgaLayoutSection[];
}

/**
 * How a creation, edition or show view lays out the fields it shows: sections before the tabs,
 * the tabs, and sections after them. A view without groups has one untitled section.
 */
export interface NgaViewLayout {
  readonly before: readonly NgaLayoutSection[];
  readonly tabs: readonly NgaLayoutTab[];
  readonly after: readonly NgaLayoutSection[];
}

/**
 * The layout of a view's `layout()` for the fields it shows (`shown`, in `fields()` order: sorted
 * by `order()`). Fields it does not show are left out, and so are groups left empty. Top-level
 * fields and sections before the first tab come before the tab set, the others after it.
 *
 * @usageNotes
 * ```ts
 * const layout = viewLayout(view, forms.fields(view));
 * layout.tabs.map((tab) => tab.label); // ['Content', 'Media']
 * ```
 */
export function viewLayout(view: View, shown: readonly Field[]): NgaViewLayout {
  const position = new Map(shown.map((field, index) => [field, index]));
  const inOrder = (fields: readonly Field[]) =>
    fields
      .filter((field) => position.has(field))
      .sort((a, b) => position.get(a)! - position.get(b)!);
  const items = view.layout();
  if (!items.some(isFieldGroup)) {
    return {
      before: shown.length ? [{ key: 'fields', title: null, fields: shown }] : [],
      tabs: [],
      after: [],
    };
  }

  const before: NgaLayoutSection[] = [];
  const after: NgaLayoutSection[] = [];
  const tabs: NgaLayoutTab[] = [];
  let loose: Field[] = [];
  const target = () => (tabs.length === 0 ? before : after);
  const closeLoose = () => {
    const fields = inOrder(loose);
    if (fields.length) target().push({ key: `fields-${fields[0]!.name()}`, title: null, fields });
    loose = [];
  };
  for (const item of items) {
    if (!isFieldGroup(item)) {
      loose.push(item);
      continue;
    }
    closeLoose();
    if (item.kind === 'section') {
      const section = sectionOf(item, inOrder);
      if (section) target().push(section);
      continue;
    }
    const sections = sectionsOf(item, inOrder);
    if (sections.length) tabs.push({ key: item.key(), label: item.label(), sections });
  }
  closeLoose();
  return { before, tabs, after };
}

/** The names of every field of a tab. */
export function tabFieldNames(tab: NgaLayoutTab): string[] {
  return tab.sections.flatMap((section) => section.fields.map((field) => field.name()));
}

function sectionOf(
  group: FieldGroup,
  inOrder: (fields: readonly Field[]) => Field[],
): NgaLayoutSection | null {
  const fields = inOrder(group.fields());
  return fields.length ? { key: `section-${group.key()}`, title: group.label(), fields } : null;
}

/** A tab's items as sections: its runs of loose fields untitled, its sections titled. */
function sectionsOf(
  tab: FieldGroup,
  inOrder: (fields: readonly Field[]) => Field[],
): NgaLayoutSection[] {
  const sections: NgaLayoutSection[] = [];
  let loose: Field[] = [];
  const closeLoose = () => {
    const fields = inOrder(loose);
    if (fields.length) {
      sections.push({ key: `${tab.key()}-fields-${fields[0]!.name()}`, title: null, fields });
    }
    loose = [];
  };
  for (const item of tab.items()) {
    if (!isFieldGroup(item)) {
      loose.push(item);
      continue;
    }
    closeLoose();
    const section = sectionOf(item, inOrder);
    if (section) sections.push(section);
  }
  closeLoose();
  return sections;
}
