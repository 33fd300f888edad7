import { TestBed } from '@angular/core/testing';
import { FileField } from '@ng-admin/core/config';
import { configureDisplayTesting, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { fileFieldType } from './file-field-type';
import { fileLink } from './file-link';
import { NgaFileValue } from './file-value';

describe('fileLink', () => {
  it('shows a bare stored name without a link', () => {
    expect(fileLink('report.pdf')).toEqual({ name: 'report.pdf', href: null });
  });

  it('links paths and http(s) URLs and shows their last segment', () => {
    expect(fileLink('/uploads/My%20report.pdf')).toEqual({
      name: 'My report.pdf',
      href: '/uploads/My%20report.pdf',
    });
    expect(fileLink('https://cdn.example.com/a/b.png?v=2')).toEqual({
      name: 'b.png',
      href: 'https://cdn.example.com/a/b.png?v=2',
    });
  });

  it('never links another scheme, and ignores empty values', () => {
    expect(fileLink('javascript:alert(1)')).toEqual({ name: 'javascript:alert(1)', href: null });
    expect(fileLink('data:text/html,<b>x</b>/y')?.href).toBeNull();
    expect(fileLink('')).toBeNull();
    expect(fileLink(null)).toBeNull();
  });
});

describe('file display', () => {
  beforeEach(() => configureDisplayTesting());

  it('renders a stored name as text', async () => {
    const { element } = await renderDisplay(new FileField('report'), 'report.pdf');
    expect(element.querySelector('a')).toBeNull();
    expect(element.querySelector('span')?.textContent).toBe('report.pdf');
  });

  it('links a path to the file, outside the router', async () => {
    const { element } = await renderDisplay(new FileField('report'), '/uploads/report.pdf');
    const link = element.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/uploads/report.pdf');
    expect(link.hasAttribute('data-nga-url')).toBeFalse();
    expect(link.textContent).toBe('report.pdf');
    expect(link.title).toBe('report.pdf');
  });

  it('never links another scheme', async () => {
    const { element } = await renderDisplay(new FileField('report'), 'javascript:alert(1)');
    expect(element.querySelector('a')).toBeNull();
    expect(element.textContent).toBe('javascript:alert(1)');
  });

  it('renders nothing without a value', async () => {
    const { element } = await renderDisplay(new FileField('report'), null);
    expect(element.textContent?.trim()).toBe('');
  });
});

describe('NgaFileValue', () => {
  async function render(value: unknown): Promise<HTMLElement> {
    const fixture = TestBed.createComponent(NgaFileValue);
    fixture.componentRef.setInput('value', value);
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  it('renders a stored name as text', async () => {
    const element = await render('report.pdf');
    expect(element.querySelector('a')).toBeNull();
    expect(element.textContent).toContain('report.pdf');
  });

  it('links a path to the file', async () => {
    const link = (await render('/uploads/report.pdf')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('/uploads/report.pdf');
    expect(link?.textContent).toBe('report.pdf');
  });

  it('renders nothing without a value', async () => {
    expect((await render(null)).textContent?.trim()).toBe('');
  });
});

describe('fileFieldType', () => {
  it('keeps upload objects whole, displays the name and has lazy value and input components', async () => {
    expect(await fieldTypeSummary(fileFieldType)).toBe(
      'file: display=fn filter=nga-text-search-filter input=nga-file-input value=nga-file-value valueShape=whole',
    );
  });
});
