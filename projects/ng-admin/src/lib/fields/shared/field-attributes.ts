import { Directive, effect, ElementRef, inject, input, Renderer2 } from '@angular/core';

/**
 * Sets a field's `attributes()` (placeholder, autocomplete, min, ...) on the element that
 * carries it, and keeps them in step when the object changes. Event-handler attributes
 * (`on...`) are skipped: configuration never injects script. `true` sets an empty
 * attribute, `false`, `null` and `undefined` remove it.
 *
 * @usageNotes
 * ```html
 * <input matInput [formControl]="control()" [ngaFieldAttributes]="field().attributes()" />
 * ```
 */
@Directive({ selector: '[ngaFieldAttributes]' })
export class NgaFieldAttributes {
  /** The attributes to set, by name. */
  readonly ngaFieldAttributes = input<Readonly<Record<string, unknown>> | null | undefined>({});

  private readonly element: HTMLElement = inject(ElementRef).nativeElement;
  private readonly renderer = inject(Renderer2);
  private applied: readonly string[] = [];

  constructor() {
    effect(() => {
      const attributes = this.ngaFieldAttributes() ?? {};
      for (const name of this.applied) this.renderer.removeAttribute(this.element, name);
      const applied: string[] = [];
      for (const [name, value] of Object.entries(attributes)) {
        if (/^on/i.test(name) || !/^[a-z_:][-\w:.]*$/i.test(name)) continue;
        if (value === false || value === null || value === undefined) continue;
        this.renderer.setAttribute(this.element, name, value === true ? '' : String(value));
        applied.push(name);
      }
      this.applied = applied;
    });
  }
}
