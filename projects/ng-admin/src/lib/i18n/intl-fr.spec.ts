import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { LOCALE_ID } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatDatepickerInputHarness } from '@angular/material/datepicker/testing';
import { admin, type Field, StringField } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry } from '../base/field-type-registry';
import { NgaDateInput } from '../fields/date/date-input';
import { configureDisplayTesting, renderDisplay } from '../fields/shared/display-testing.spec';
import { NgaStringInput } from '../fields/string/string-input';
import { NgaWysiwygInput } from '../fields/wysiwyg/wysiwyg-input';
import { NgaListPaginator } from '../views/list/list-paginator';
import { NgaValidationMessages } from '../fields/shared/validation-messages';
import { NgaIntl } from './intl';
import { NgaFrenchIntl } from './intl-fr';
import { waitFor } from '../fields/shared/widget-testing.spec';

type Text = string | ((...args: never[]) => unknown) | object;

/** Arguments every text function is called with: counts (singular and plural) and labels. */
const SAMPLE_ARGUMENTS: readonly unknown[][] = [
  [1, 1, 1],
  [3, 12, 40],
  ['posts', 'Title', 'Not Found'],
];

const english = new NgaIntl() as unknown as Record<string, Text>;
const french = new NgaFrenchIntl() as unknown as Record<string, Text>;

/**
 * The JSON of a text function's result, or undefined when the function does not take these
 * arguments (a label where it expects a count): such samples are left out.
 */
function call(text: Text, args: unknown[]): string | undefined {
  try {
    return JSON.stringify((text as (...values: unknown[]) => unknown)(...args));
  } catch {
    return undefined;
  }
}

/** The samples a text function of NgaIntl takes. */
function samplesFor(name: string): unknown[][] {
  return SAMPLE_ARGUMENTS.filter((args) => call(english[name], args) !== undefined);
}

/**
 * Every sentence French shows: the strings and the results of the functions for the samples
 * (the date names hold patterns, not sentences).
 */
function frenchTexts(): { name: string; text: string }[] {
  return Object.keys(english).flatMap((name) => {
    const text = french[name];
    if (typeof text !== 'function') return typeof text === 'string' ? [{ name, text }] : [];
    return samplesFor(name).flatMap((args) => {
      const result = JSON.parse(call(text, args) ?? 'null') as unknown;
      return typeof result === 'string'
        ? [{ name: `${name}(${args.join(', ')})`, text: result }]
        : [];
    });
  });
}

describe('NgaFrenchIntl', () => {
  it('overrides every text of NgaIntl with a different one', () => {
    const names = Object.keys(english);
    expect(names.length).toBeGreaterThan(100);
    const untranslated = names.filter((name) => {
      const source = english[name];
      const target = french[name];
      if (typeof source !== 'function') return JSON.stringify(source) === JSON.stringify(target);
      if (typeof target !== 'function') return true;
      // The same source text means NgaFrenchIntl left the function to NgaIntl, even when its
      // result differs through other texts it reads (`this.theme`).
      if (source.toString() === target.toString()) return true;
      const compared = samplesFor(name);
      return (
        compared.length === 0 || compared.some((args) => call(source, args) === call(target, args))
      );
    });
    expect(untranslated).withContext('texts without a French version').toEqual([]);
  });

  it('follows French typography: narrow no-break spaces, « » quotes, ’ apostrophes', () => {
    const faults = frenchTexts().flatMap(({ name, text }) => {
      const found: string[] = [];
      if (/(^|[^\u202F])[:;?!]/.test(text)) found.push('no U+202F before : ; ? !');
      if (/«(?!\u202F)|(?<!\u202F)»/.test(text)) found.push('no U+202F inside « »');
      if (/["'\u00A0]/.test(text)) found.push('a straight quote or U+00A0');
      if (/ {2}|^ | $/.test(text)) found.push('extra spaces');
      return found.map((fault) => `${name}: ${fault} in ${JSON.stringify(text)}`);
    });
    expect(faults).toEqual([]);
  });

  it('agrees counts: French puts 0 and 1 in the singular', () => {
    const intl = new NgaFrenchIntl();
    expect(intl.selected(0)).toBe('0 élément sélectionné');
    expect(intl.selected(1)).toBe('1 élément sélectionné');
    expect(intl.selected(3)).toBe('3 éléments sélectionnés');
    expect(intl.selected(1234)).toBe('1\u202F234 éléments sélectionnés');
    expect(intl.batchDeleteFailed(1, 4)).toBe('1 élément sur 4 n’a pas pu être supprimé.');
    expect(intl.batchDeleteFailed(2, 4)).toBe('2 éléments sur 4 n’ont pas pu être supprimés.');
    expect(intl.validationMinLength(1)).toBe('Saisissez au moins 1 caractère.');
    expect(intl.validationMin(1.5)).toBe('La valeur doit être supérieure ou égale à 1,5.');
  });

  it('names entries without singularizing the label, for any label', () => {
    const intl = new NgaFrenchIntl();
    expect(intl.editTitle('posts', 12)).toBe('Modifier «\u202Fposts\u202F» n°\u202F12');
    expect(intl.showTitle('Catégories', 'ab-3')).toBe('«\u202FCatégories\u202F» n°\u202Fab-3');
    expect(intl.createTitle('news')).toBe('Nouvel élément dans «\u202Fnews\u202F»');
    expect(intl.problemNotFound('status', 7)).toBe(
      '«\u202Fstatus\u202F» n°\u202F7 est introuvable',
    );
  });

  describe('rendered', () => {
    beforeEach(() => {
      TestBed.configureTestingModule({
        providers: [{ provide: NgaIntl, useClass: NgaFrenchIntl }],
      });
    });

    it('speaks French in the list paginator', async () => {
      const fixture = TestBed.createComponent(NgaListPaginator);
      fixture.componentRef.setInput('page', 2);
      fixture.componentRef.setInput('perPage', 10);
      fixture.componentRef.setInput('total', 1035);
      await fixture.whenStable();
      const element = fixture.nativeElement as HTMLElement;
      expect(element.getAttribute('aria-label')).toBe('Navigation entre les pages');
      expect(element.querySelector('.mat-mdc-paginator-range-label')?.textContent?.trim()).toBe(
        '11–20 sur 1\u202F035',
      );
      expect(element.querySelector('.mat-mdc-paginator-page-size-label')?.textContent).toContain(
        'Éléments par page\u202F:',
      );
      const labels = [...element.querySelectorAll('button')].map((button) =>
        button.getAttribute('aria-label'),
      );
      expect(labels).toEqual([
        'Première page',
        'Page précédente',
        'Page suivante',
        'Dernière page',
      ]);
    });

    it('speaks French in the validation message under an input', async () => {
      TestBed.configureTestingModule({
        providers: [{ provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } }],
      });
      const control = new FormControl<unknown>('ab', Validators.minLength(5));
      const fixture = TestBed.createComponent(NgaStringInput);
      fixture.componentRef.setInput('field', new StringField('title').label('Titre'));
      fixture.componentRef.setInput('control', control);
      control.markAsTouched();
      await fixture.whenStable();
      const formField =
        await TestbedHarnessEnvironment.loader(fixture).getHarness(MatFormFieldHarness);
      expect(await formField.getTextErrors()).toEqual(['Saisissez au moins 5 caractères.']);
      expect(TestBed.inject(NgaValidationMessages).first({ required: true })).toBe(
        'Ce champ est obligatoire.',
      );
    });

    it('speaks French in the datepicker calendar of a date input, with LOCALE_ID fr-FR', async () => {
      TestBed.configureTestingModule({ providers: [{ provide: LOCALE_ID, useValue: 'fr-FR' }] });
      const fixture = TestBed.createComponent(NgaDateInput);
      fixture.componentRef.setInput('field', admin.field('published_at', 'date').label('Publié'));
      fixture.componentRef.setInput('control', new FormControl<unknown>('2024-03-05'));
      await fixture.whenStable();
      const input =
        await TestbedHarnessEnvironment.loader(fixture).getHarness(MatDatepickerInputHarness);
      await input.openCalendar();
      const calendar = document.querySelector('.mat-datepicker-content')!;
      const label = (selector: string) =>
        calendar.querySelector(selector)?.getAttribute('aria-label');
      expect(label('.mat-calendar-previous-button')).toBe('Mois précédent');
      expect(label('.mat-calendar-next-button')).toBe('Mois suivant');
      expect(label('.mat-calendar-period-button')).toBe('Choisir le mois et l’année');
      expect(calendar.querySelector('.mat-datepicker-close-button')?.textContent?.trim()).toBe(
        'Fermer le calendrier',
      );
      // Month and day names come from the locale, through Material's date adapter.
      const period = calendar.querySelector('.mat-calendar-period-button')?.textContent?.trim();
      expect(period?.toLowerCase()).toBe('mars 2024');
      const firstDay = calendar.querySelector('.mat-calendar-table-header th');
      expect(firstDay?.textContent).toContain('lundi');
    });

    it('speaks French in the rich-text toolbar and its link tooltip', async () => {
      const fixture = TestBed.createComponent(NgaWysiwygInput);
      fixture.componentRef.setInput('field', admin.field('body', 'wysiwyg').label('Texte'));
      fixture.componentRef.setInput('control', new FormControl<unknown>('<p>Bonjour</p>'));
      await fixture.whenStable();
      const element = fixture.nativeElement as HTMLElement;
      const tooltip = await waitFor(() => element.querySelector<HTMLElement>('.ql-tooltip'));
      await fixture.whenStable();
      const shown = (target: Element | null, pseudo = '::before') =>
        getComputedStyle(target!, pseudo).content;
      expect(element.querySelector('button.ql-bold')?.getAttribute('aria-label')).toBe('Gras');
      const heading = element.querySelector('.ql-picker.ql-header')!;
      expect(shown(heading.querySelector('.ql-picker-label'))).toBe('"Texte normal"');
      expect(shown(heading.querySelector('.ql-picker-item[data-value="2"]'))).toBe('"Titre 2"');
      expect(shown(tooltip)).toBe('"Ouvrir le lien\u202F:"');
      expect(shown(tooltip.querySelector('a.ql-action'), '::after')).toBe('"Modifier"');
      expect(shown(tooltip.querySelector('a.ql-remove'))).toBe('"Retirer"');
      tooltip.setAttribute('data-mode', 'link');
      tooltip.classList.add('ql-editing');
      expect(shown(tooltip)).toBe('"Adresse du lien\u202F:"');
      expect(shown(tooltip.querySelector('a.ql-action'), '::after')).toBe('"Enregistrer"');
    });
  });

  describe('rendered in read views', () => {
    beforeEach(() => configureDisplayTesting({ provide: NgaIntl, useClass: NgaFrenchIntl }));

    const shownText = async (field: Field, value: unknown) =>
      (await renderDisplay(field, value, { mode: 'value' })).element.textContent?.trim();

    it("shows dates with Angular's French locale data, loaded on demand", async () => {
      const field = admin.field('published_at', 'date').format('fullDate');
      await TestBed.inject(NgaFieldTypeRegistry).loadDisplays([field]);
      expect(await shownText(field, '2024-03-05')).toBe('mardi 5 mars 2024');
    });

    it("shows numbers with numbro's French language: separators and currency", async () => {
      const field = admin.field('price', 'number').format('0,0.00 $');
      await TestBed.inject(NgaFieldTypeRegistry).loadDisplays([field]);
      expect(await shownText(field, 1234.5)).toBe('1 234,50 €');
    });

    it("shows a boolean's default labels in French", async () => {
      const text = await shownText(admin.field('published', 'boolean'), false);
      expect(text).toContain('Non');
      expect(text).not.toContain('false');
    });
  });
});
