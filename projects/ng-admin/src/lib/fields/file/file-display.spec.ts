import { NgaDisplayView } from '../display-view';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import type { Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { fileLink } from './file-link';
import { NgaFileValue } from './file-value';

describe('fileLink', () => {
  beforeEach(() => configureDisplayTesting());

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

for (const component of [NgaDisplayView, NgaFileValue] as Type<unknown>[]) {
  describe(component.name, () => {
    async function render(value: unknown): Promise<HTMLElement> {
      const fixture = TestBed.createComponent(component);
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
}
