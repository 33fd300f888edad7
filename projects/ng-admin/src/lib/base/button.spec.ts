import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaButton, type NgaButtonStyle } from './button';

@Component({
  selector: 'nga-button-test-host',
  imports: [NgaButton],
  template: `
    <button
      [ngaButton]="style()"
      type="button"
      [disabled]="disabled()"
      (click)="clicks = clicks + 1"
    >
      <span class="material-icons" aria-hidden="true">add</span>Create
    </button>
    <a ngaButton href="/posts/list">List</a>
  `,
})
class TestHost {
  readonly style = signal<NgaButtonStyle | ''>('filled');
  readonly disabled = signal(false);
  clicks = 0;
}

describe('NgaButton', () => {
  async function render() {
    const fixture = TestBed.createComponent(TestHost);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    return {
      fixture,
      button: element.querySelector('button')!,
      anchor: element.querySelector('a')!,
    };
  }

  it('keeps the native element, its content and its behaviour', async () => {
    const { fixture, button, anchor } = await render();
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent?.trim()).toBe('addCreate');
    expect(anchor.getAttribute('href')).toBe('/posts/list');
    button.click();
    expect(fixture.componentInstance.clicks).toBe(1);
  });

  it('styles the element by its style, text when none is given', async () => {
    const { fixture, button, anchor } = await render();
    expect(button.className).toBe('nga-button nga-button-filled');
    expect(anchor.className).toBe('nga-button nga-button-text');
    fixture.componentInstance.style.set('outlined');
    await fixture.whenStable();
    expect(button.className).toBe('nga-button nga-button-outlined');
  });

  it('draws with the theme tokens: a filled button has the primary color as background', async () => {
    const { fixture, button } = await render();
    const root = document.documentElement.style;
    root.setProperty('--mat-sys-primary', 'rgb(1, 2, 3)');
    root.setProperty('--mat-sys-corner-full', '20px');
    try {
      expect(getComputedStyle(button).backgroundColor).toBe('rgb(1, 2, 3)');
      expect(getComputedStyle(button).borderRadius).toBe('20px');
      fixture.componentInstance.style.set('icon');
      await fixture.whenStable();
      expect(getComputedStyle(button).width).toBe('40px');
    } finally {
      root.removeProperty('--mat-sys-primary');
      root.removeProperty('--mat-sys-corner-full');
    }
  });

  it('does not react while disabled', async () => {
    const { fixture, button } = await render();
    fixture.componentInstance.disabled.set(true);
    await fixture.whenStable();
    button.click();
    expect(fixture.componentInstance.clicks).toBe(0);
    expect(getComputedStyle(button).cursor).toBe('default');
  });
});
