import { DestroyRef, Directive, ElementRef, inject, output } from '@angular/core';

/**
 * Emits when its element scrolls into view, so that an infinite list loads its next page
 * before the user reaches the end.
 *
 * @usageNotes
 * ```html
 * <div ngaInfiniteScroll (reachedEnd)="loadMore()"></div>
 * ```
 */
@Directive({ selector: '[ngaInfiniteScroll]' })
export class NgaInfiniteScroll {
  readonly reachedEnd = output<void>();

  constructor() {
    const element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.reachedEnd.emit();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    inject(DestroyRef).onDestroy(() => observer.disconnect());
  }
}
