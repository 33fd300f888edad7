import { ComponentFixture, TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { admin, type WysiwygField } from '@ng-admin/core/config';
import Quill from 'quill';
import { EDITOR_FORMATS } from './wysiwyg-formats';
import { NgaWysiwygInput } from './wysiwyg-input';
import { waitFor } from '../shared/widget-testing.spec';

describe('NgaWysiwygInput', () => {
  async function setup(control: FormControl<unknown>, field?: WysiwygField) {
    const fixture: ComponentFixture<NgaWysiwygInput> = TestBed.createComponent(NgaWysiwygInput);
    fixture.componentRef.setInput('field', field ?? admin.field('body', 'wysiwyg').label('Body'));
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    const area = await waitFor(() => element.querySelector<HTMLElement>('.ql-editor'));
    await fixture.whenStable();
    const quill = Quill.find(element.querySelector('.ql-container') as HTMLElement) as Quill;
    return { fixture, element, area, quill };
  }

  it("loads Quill and shows the control's HTML", async () => {
    const { area } = await setup(new FormControl<unknown>('<p>Hello <strong>world</strong></p>'));
    expect(area.textContent).toBe('Hello world');
    expect(area.querySelector('strong')?.textContent).toBe('world');
  });

  it('gives the editable area an accessible name and shows a visible label', async () => {
    const { element, area } = await setup(new FormControl<unknown>(null));
    expect(element.querySelector('.nga-wysiwyg-input-label')?.textContent?.trim()).toBe('Body');
    expect(area.getAttribute('aria-label')).toBe('Body');
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-multiline')).toBe('true');
  });

  it('spans the width of the form, also while empty', async () => {
    const { element } = await setup(new FormControl<unknown>(null));
    const editor = element.querySelector<HTMLElement>('quill-editor') as HTMLElement;
    expect(getComputedStyle(editor).display).toBe('block');
  });

  it('writes the edited HTML to the control, sanitized', async () => {
    const control = new FormControl<unknown>(
      '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    );
    const { quill } = await setup(control);
    quill.insertText(quill.getLength() - 1, ' there', 'user');
    const value = String(control.value);
    expect(value).toContain('there');
    expect(value).not.toContain('<script');
    expect(value).not.toContain('onerror');
    expect(value).not.toContain('&nbsp;');
    expect(control.dirty).toBeTrue();
  });

  it('writes plain text with stripTags(true)', async () => {
    const control = new FormControl<unknown>('<p>Hello <strong>world</strong></p>');
    const { quill } = await setup(control, admin.field('body', 'wysiwyg').stripTags(true));
    quill.insertText(quill.getLength() - 1, '!', 'user');
    expect(control.value).toBe('Hello world!');
  });

  it('writes null when the editor is emptied', async () => {
    const control = new FormControl<unknown>('<p>Hello</p>');
    const { quill } = await setup(control);
    quill.deleteText(0, quill.getLength(), 'user');
    expect(control.value).toBeNull();
  });

  it('shows the validation message once touched and marks the area invalid', async () => {
    const control = new FormControl<unknown>(null, Validators.required);
    const field = admin.field('body', 'wysiwyg').label('Body').validation({ required: true });
    const { fixture, element, area } = await setup(control, field);
    expect(area.getAttribute('aria-required')).toBe('true');
    control.markAsTouched();
    await fixture.whenStable();
    const error = element.querySelector('.nga-wysiwyg-input-error');
    expect(error?.textContent?.trim()).toBe('This field is required.');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe(error?.id ?? 'missing');
  });

  it('is read-only when the control is disabled', async () => {
    const control = new FormControl<unknown>({ value: '<p>Fixed</p>', disabled: true });
    const { area } = await setup(control);
    expect(area.getAttribute('contenteditable')).toBe('false');
  });

  it('names the toolbar, its buttons and the heading choices with NgaIntl texts', async () => {
    const { element } = await setup(new FormControl<unknown>('<h2>Title</h2><p>Text</p>'));
    const toolbar = element.querySelector('.ql-toolbar')!;
    expect(toolbar.getAttribute('aria-label')).toBe('Body: formatting');
    const names = [...toolbar.querySelectorAll('button')].map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bulleted list',
      'Quote',
      'Code block',
      'Link',
      'Clear formatting',
    ]);
    const heading = toolbar.querySelector('.ql-picker.ql-header')!;
    const choices = [...heading.querySelectorAll('.ql-picker-item')].map((item) =>
      item.getAttribute('data-label'),
    );
    expect(choices).toEqual(['Heading 2', 'Heading 3', 'Normal']);
    const label = heading.querySelector('.ql-picker-label')!;
    expect(label.getAttribute('aria-label')).toBe('Heading');
    // What the picker displays, from the style sheet: nothing is selected in the text yet.
    expect(getComputedStyle(label, '::before').content).toBe('"Normal"');
    const second = heading.querySelector<HTMLElement>('.ql-picker-item[data-value="2"]')!;
    expect(getComputedStyle(second, '::before').content).toBe('"Heading 2"');
  });

  it("shows the link tooltip's texts from NgaIntl", async () => {
    const { element } = await setup(new FormControl<unknown>(null));
    const tooltip = element.querySelector<HTMLElement>('.ql-tooltip')!;
    const shown = (target: Element, pseudo: '::before' | '::after') =>
      getComputedStyle(target, pseudo).content;
    expect(shown(tooltip, '::before')).toBe('"Visit URL:"');
    expect(shown(tooltip.querySelector('a.ql-action')!, '::after')).toBe('"Edit"');
    expect(shown(tooltip.querySelector('a.ql-remove')!, '::before')).toBe('"Remove"');
    tooltip.setAttribute('data-mode', 'link');
    tooltip.classList.add('ql-editing');
    expect(shown(tooltip, '::before')).toBe('"Enter link:"');
    expect(shown(tooltip.querySelector('a.ql-action')!, '::after')).toBe('"Save"');
  });

  describe('with markup from the API beyond its toolbar', () => {
    const HOSTILE =
      '<p>Kept <strong>bold</strong> <a href="https://example.com/">link</a></p>' +
      '<iframe class="ql-video" src="https://evil.example/login"></iframe>' +
      '<img src="https://evil.example/pixel.png"><object data="https://evil.example/x"></object>' +
      '<embed src="https://evil.example/x"><form action="https://evil.example/"><input name="p">' +
      '<button>Go</button></form><p style="color: red" class="ql-font-serif">Styled</p>';
    const BEYOND = 'iframe, img, object, embed, form, input, button, script, [style], [class]';

    for (const [settings, field] of [
      ['sanitize(true)', admin.field('body', 'wysiwyg').sanitize(true)],
      ['sanitize(false)', admin.field('body', 'wysiwyg').sanitize(false)],
      ['stripTags(true)', admin.field('body', 'wysiwyg').stripTags(true)],
    ] as const) {
      it(`renders only the toolbar's formats, ${settings}`, async () => {
        const { area } = await setup(new FormControl<unknown>(HOSTILE), field);
        expect(area.querySelectorAll(BEYOND).length).withContext(area.innerHTML).toBe(0);
        expect(area.querySelector('strong')?.textContent).toBe('bold');
        expect(area.querySelector('a')?.getAttribute('href')).toBe('https://example.com/');
        expect(area.textContent).toContain('Styled');
      });
    }

    it('cleans a value set later too (a draft put back, say)', async () => {
      const control = new FormControl<unknown>('<p>First</p>');
      const { fixture, area } = await setup(control);
      control.setValue(HOSTILE);
      await fixture.whenStable();
      expect(area.textContent).toContain('Kept');
      expect(area.querySelectorAll(BEYOND).length).withContext(area.innerHTML).toBe(0);
    });

    it('refuses a pasted video, image or style', async () => {
      const { area, quill } = await setup(new FormControl<unknown>('<p>Text</p>'));
      quill.clipboard.dangerouslyPasteHTML(quill.getLength() - 1, HOSTILE, 'user');
      expect(area.textContent).toContain('Styled');
      expect(area.querySelectorAll(BEYOND).length).withContext(area.innerHTML).toBe(0);
    });
  });

  it('knows the format of every toolbar control, and no other', async () => {
    const { element, quill } = await setup(new FormControl<unknown>(null));
    expect(EDITOR_FORMATS).toEqual([
      'header',
      'bold',
      'italic',
      'underline',
      'strike',
      'list',
      'blockquote',
      'code-block',
      'link',
    ]);
    const controls = element.querySelectorAll('.ql-toolbar button, .ql-toolbar .ql-picker');
    const used = [...controls].map((control) =>
      [...control.classList].find((name) => name.startsWith('ql-') && name !== 'ql-picker'),
    );
    expect(new Set(used)).toEqual(
      new Set([...EDITOR_FORMATS.map((format) => `ql-${format}`), 'ql-clean']),
    );
    for (const format of EDITOR_FORMATS) {
      expect(quill.scroll.query(format)).withContext(format).not.toBeNull();
    }
    for (const format of ['video', 'image', 'formula', 'color', 'font', 'align', 'indent']) {
      expect(quill.scroll.query(format)).withContext(format).toBeNull();
    }
  });
});
