import { NgaDisplayView } from '../display-view';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { TestBed } from '@angular/core/testing';
import { admin } from '@ng-admin/core/config';
import { NgaDateValue } from './date-value';

describe('NgaDisplayView', () => {
  beforeEach(() => configureDisplayTesting());

  async function render(value: unknown, format?: string): Promise<string> {
    const field = admin.field('published_at', 'date');
    if (format) field.format(format);
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('value', value);
    await fixture.whenStable();
    return (fixture.nativeElement as HTMLElement).textContent?.trim() ?? '';
  }

  it('formats with the default yyyy-MM-dd', async () => {
    expect(await render('2024-03-05')).toBe('2024-03-05');
  });

  it("formats with the field's format()", async () => {
    expect(await render('2024-03-05', 'dd/MM/yyyy')).toBe('05/03/2024');
    expect(await render('2024-03-05', 'EEEE d MMMM y')).toBe('Tuesday 5 March 2024');
  });

  it('shows nothing for an empty value and the text of a value that is not a date', async () => {
    expect(await render(null)).toBe('');
    expect(await render('soon')).toBe('soon');
  });

  it('formats a datetime field with its default format', async () => {
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('field', admin.field('created_at', 'datetime'));
    fixture.componentRef.setInput('value', '2024-03-05T10:15:30');
    await fixture.whenStable();
    expect((fixture.nativeElement as HTMLElement).textContent?.trim()).toBe('2024-03-05 10:15:30');
  });
});

describe('NgaDateValue', () => {
  it('renders a <time> element with the machine-readable day', async () => {
    const fixture = TestBed.createComponent(NgaDateValue);
    fixture.componentRef.setInput(
      'field',
      admin.field('published_at', 'date').format('dd/MM/yyyy'),
    );
    fixture.componentRef.setInput('value', '2024-03-05');
    await fixture.whenStable();
    const time = (fixture.nativeElement as HTMLElement).querySelector('time');
    expect(time?.textContent).toBe('05/03/2024');
    expect(time?.getAttribute('datetime')).toBe('2024-03-05');
  });

  it('gives a datetime value its ISO instant', async () => {
    const fixture = TestBed.createComponent(NgaDateValue);
    fixture.componentRef.setInput('field', admin.field('created_at', 'datetime'));
    fixture.componentRef.setInput('value', '2024-03-05T10:15:30Z');
    await fixture.whenStable();
    const time = (fixture.nativeElement as HTMLElement).querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2024-03-05T10:15:30.000Z');
  });

  it('renders nothing for an empty value', async () => {
    const fixture = TestBed.createComponent(NgaDateValue);
    fixture.componentRef.setInput('field', admin.field('published_at', 'date'));
    fixture.componentRef.setInput('value', null);
    await fixture.whenStable();
    expect((fixture.nativeElement as HTMLElement).querySelector('time')).toBeNull();
  });
});
