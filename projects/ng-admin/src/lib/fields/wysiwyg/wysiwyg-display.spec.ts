import { reflectComponentType, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { admin, WysiwygField } from '@ng-admin/core/config';
import type { NgaDisplayContext } from '../../base/field-type';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { NgaWysiwygCell } from './wysiwyg-cell';
import { wysiwygFieldType } from './wysiwyg-field-type';
import { displayedHtml, savedValue } from './wysiwyg-html';
import { htmlToText } from './wysiwyg-text';
import { NgaWysiwygValue } from './wysiwyg-value';

const HOSTILE =
  '<p>Hello <b>world</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">link</a><p>Bye</p>';

describe('wysiwyg display', () => {
  async function render(
    component: Type<unknown>,
    value: unknown,
    field: WysiwygField = admin.field('body', 'wysiwyg'),
  ): Promise<HTMLElement> {
    const fixture = TestBed.createComponent(component);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('value', value);
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  for (const component of [NgaWysiwygCell, NgaWysiwygValue] as Type<unknown>[]) {
    describe(component.name, () => {
      it('renders sanitized HTML: no script, no event handler, no javascript: URL', async () => {
        const element = await render(component, HOSTILE);
        expect(element.querySelector('b')?.textContent).toBe('world');
        expect(element.querySelector('script')).toBeNull();
        expect(element.querySelector('img')?.hasAttribute('onerror')).toBeFalse();
        expect(element.querySelector('[onerror]')).toBeNull();
        expect(element.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
      });

      it('renders the text only with stripTags(true)', async () => {
        const field = admin.field('body', 'wysiwyg').stripTags(true);
        const element = await render(component, HOSTILE, field);
        expect(element.querySelector('b, img, script, a')).toBeNull();
        expect(element.textContent?.replace(/\s+/g, ' ').trim()).toBe('Hello world link Bye');
      });

      it('renders nothing for an empty value', async () => {
        const element = await render(component, null);
        expect(element.textContent?.trim()).toBe('');
      });
    });
  }

  it('keeps line breaks between blocks in the show view with stripTags(true)', async () => {
    const element = await render(
      NgaWysiwygValue,
      '<p>One</p><p>Two</p>',
      admin.field('body', 'wysiwyg').stripTags(true),
    );
    expect(element.querySelector('.nga-wysiwyg-value-text')?.textContent).toBe('One\nTwo');
  });

  it('loads its cell, value and editor lazily, so that no view downloads them up front', async () => {
    for (const role of ['cell', 'value', 'input', 'filter'] as const) {
      expect(reflectComponentType(wysiwygFieldType[role] as never))
        .withContext(role)
        .toBeNull();
    }
    expect(await fieldTypeSummary(wysiwygFieldType)).toBe(
      'wysiwyg: cell=nga-wysiwyg-cell exportText=fn filter=nga-text-search-filter input=nga-wysiwyg-input value=nga-wysiwyg-value',
    );
  });

  it('exports the text of the HTML, without its scripts', () => {
    const html = '<p>Fish &amp; <b>chips</b></p><script>alert(1)</script>';
    expect(wysiwygFieldType.exportText!(html, {} as NgaDisplayContext)).toBe('Fish & chips');
  });
});

describe('wysiwyg HTML helpers', () => {
  it('htmlToText removes tags, drops script content and separates blocks', () => {
    expect(htmlToText('<p>Fish &amp; <b>chips</b></p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Fish & chips\na\nb',
    );
    expect(htmlToText('<p>x<script>alert(1)</script><style>p{}</style></p>')).toBe('x');
    expect(htmlToText('one<br>two')).toBe('one\ntwo');
    expect(htmlToText(null)).toBe('');
  });

  it('displayedHtml sanitizes', () => {
    const html = displayedHtml(HOSTILE);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<b>world</b>');
  });

  it('savedValue sanitizes by default, strips tags when asked and saves null when empty', () => {
    const field = admin.field('body', 'wysiwyg');
    expect(savedValue(field, '<p>Hi<img src="x" onerror="alert(1)"><script>x()</script></p>')).toBe(
      '<p>Hi<img src="x"></p>',
    );
    expect(savedValue(field, '<p><br></p>')).toBeNull();
    expect(savedValue(field, null)).toBeNull();
    expect(savedValue(admin.field('body', 'wysiwyg').stripTags(true), '<p>A <i>b</i></p>')).toBe(
      'A b',
    );
    const raw = '<p onclick="x()">Hi</p>';
    expect(savedValue(admin.field('body', 'wysiwyg').sanitize(false), raw)).toBe(raw);
  });
});
