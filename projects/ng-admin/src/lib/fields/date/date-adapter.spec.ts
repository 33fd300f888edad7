import { TestBed } from '@angular/core/testing';
import { DateAdapter, MAT_DATE_FORMATS } from '@angular/material/core';
import {
  dayPatternOf,
  NgaDayPattern,
  parseWithPattern,
  provideNgaDateAdapter,
} from './date-adapter';

describe('date inputs follow the field format', () => {
  it('takes the date part of a datetime format, and the default when it cannot be typed', () => {
    expect(dayPatternOf('yyyy-MM-dd')).toBe('yyyy-MM-dd');
    expect(dayPatternOf('dd/MM/yyyy HH:mm')).toBe('dd/MM/yyyy');
    expect(dayPatternOf("yyyy-MM-dd'T'HH:mm:ss")).toBe('yyyy-MM-dd');
    expect(dayPatternOf('MMM d, y')).toBe('yyyy-MM-dd');
    expect(dayPatternOf('HH:mm')).toBe('yyyy-MM-dd');
    expect(dayPatternOf(undefined)).toBe('yyyy-MM-dd');
  });

  it('reads typed numbers in the order of the pattern and refuses days that do not exist', () => {
    expect(parseWithPattern('05/03/2024', 'dd/MM/yyyy')).toEqual(new Date(2024, 2, 5));
    expect(parseWithPattern('2024-03-05', 'yyyy-MM-dd')).toEqual(new Date(2024, 2, 5));
    expect(parseWithPattern('5.3.24', 'd.M.yy')).toEqual(new Date(2024, 2, 5));
    expect(parseWithPattern('31/02/2024', 'dd/MM/yyyy')).toBeNull();
    expect(parseWithPattern('March 5', 'dd/MM/yyyy')).toBeUndefined();
  });

  it('the adapter shows and parses with the pattern the component gives', () => {
    TestBed.configureTestingModule({ providers: provideNgaDateAdapter() });
    TestBed.inject(NgaDayPattern).source = () => 'dd/MM/yyyy';
    const adapter = TestBed.inject(DateAdapter);
    const formats = TestBed.inject(MAT_DATE_FORMATS);
    const day = new Date(2024, 10, 12);
    expect(adapter.format(day, formats.display.dateInput)).toBe('12/11/2024');
    expect(adapter.parse('12/11/2024', formats.parse.dateInput)).toEqual(day);
  });
});
