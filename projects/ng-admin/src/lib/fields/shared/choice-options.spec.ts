import {
  choiceLabel,
  choiceValues,
  isOffered,
  sameChoiceOptions,
  selectPlaceholder,
} from './choice-options';
import { currentEntry } from './current-entry';
import { displayText } from './display-text';
import { FormControl, FormGroup } from '@angular/forms';

describe('choice option helpers', () => {
  const draft = { value: 'draft', label: 'Draft' };
  const published = { value: 'published', label: 'Published' };

  it('compares option lists by values and labels', () => {
    expect(sameChoiceOptions([draft, published], [{ ...draft }, { ...published }])).toBeTrue();
    expect(sameChoiceOptions([draft], [draft, published])).toBeFalse();
    expect(sameChoiceOptions([draft], [{ value: 'draft', label: 'Brouillon' }])).toBeFalse();
    expect(sameChoiceOptions([draft, published], [published, draft])).toBeFalse();
  });

  it('finds the label of a value, falling back to the raw value', () => {
    expect(choiceLabel([draft, published], 'published')).toBe('Published');
    expect(choiceLabel([draft], 'archived')).toBe('archived');
    expect(choiceLabel([draft], null)).toBe('');
  });

  it('reads the values of a choices field as an array', () => {
    expect(choiceValues(['a', 'b'])).toEqual(['a', 'b']);
    expect(choiceValues(null)).toEqual([]);
    expect(choiceValues(undefined)).toEqual([]);
    expect(choiceValues('a')).toEqual(['a']);
  });

  it('tells whether a value is offered', () => {
    expect(isOffered([draft], 'draft')).toBeTrue();
    expect(isOffered([draft], 'published')).toBeFalse();
  });

  it('reads the placeholder of the attributes', () => {
    expect(selectPlaceholder({ placeholder: 'Pick one' })).toBe('Pick one');
    expect(selectPlaceholder({})).toBe('');
  });
});

describe('currentEntry', () => {
  it('overrides the loaded values with the form values', () => {
    const form = new FormGroup({ category: new FormControl<unknown>('life') });
    const entry = currentEntry(
      { entityName: 'posts', identifierValue: 3, values: { category: 'tech', title: 'T' } },
      form,
    );
    expect(entry).toEqual({
      entityName: 'posts',
      identifierValue: 3,
      values: { category: 'life', title: 'T' },
    });
  });

  it('works without entry or form', () => {
    expect(currentEntry(undefined, undefined)).toEqual({
      entityName: '',
      identifierValue: null,
      values: {},
    });
  });
});

describe('displayText', () => {
  it('shows scalars as text and objects as JSON', () => {
    expect(displayText(null)).toBe('');
    expect(displayText(undefined)).toBe('');
    expect(displayText('a')).toBe('a');
    expect(displayText(12)).toBe('12');
    expect(displayText(false)).toBe('false');
    expect(displayText({ a: 1 })).toBe('{"a":1}');
  });
});
