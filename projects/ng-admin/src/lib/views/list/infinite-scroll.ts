import {
  afterRenderEffect,
  DestroyRef,
  Directive,
  ElementRef,
  inject,
  input,
  output,
} from '@angular/core';

/** How far ahead of the end the next page is asked for. */
const LOOKAHEAD = '200px';

/**
 * Emits when its element comes within 200px of the visible part of its scroll container, so
 * that an infinite list loads its next page before the user reaches the end. Give it a value
 * that changes when the list grows (its length): if the element is still in view once the
 * new entries are rendered (a tall screen, short pages), it emits again.
 *
 * @usageNotes
 * ```html
 * <div [ngaInfiniteScroll]="entries().length" (reachedEnd)="loadMore()"></div>
 * ```
 */
@Directive({ selector: '[ngaInfiniteScroll]' })
export class NgaInfiniteScroll {
  /** A value that changes when the list grows; the element's visibility is then checked again. */
  readonly ngaInfiniteScroll = input<unknown>();
  readonly reachedEnd = output<void>();

  constructor() {
    const element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
    let observer: IntersectionObserver | null = null;
    // Observing anew delivers the current state, so a sentinel still in view emits again.
    afterRenderEffect(() => {
      this.ngaInfiniteScroll();
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) this.reachedEnd.emit();
        },
        { root: scrollContainer(element), rootMargin: LOOKAHEAD },
      );
      observer.observe(element);
    });
    inject(DestroyRef).onDestroy(() => observer?.disconnect());
  }
}

/**
 * The nearest ancestor that scrolls, the root of the observation: the look-ahead margin applies
 * to the root only, so with the viewport as root a scrolling ancestor would cut it off.
 */
function scrollContainer(element: HTMLElement): HTMLElement | null {
  const page = element.ownerDocument;
  for (
    let parent = element.parentElement;
    parent && parent !== page.body && parent !== page.documentElement;
    parent = parent.parentElement
  ) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return parent;
  }
  return null;
}
