import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaInfiniteScroll } from './infinite-scroll';

@Component({
  imports: [NgaInfiniteScroll],
  template: `
    <div class="scroller" style="height: 100px; overflow-y: auto">
      <div [style.height.px]="contentHeight()"></div>
      <div class="sentinel" [ngaInfiniteScroll]="size()" (reachedEnd)="reached = reached + 1">
        end
      </div>
    </div>
  `,
})
class Host {
  readonly contentHeight = signal(1000);
  readonly size = signal(0);
  reached = 0;
}

/** IntersectionObserver reports on the next rendering frames. */
function frames(count = 3): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });
}

describe('NgaInfiniteScroll', () => {
  async function render(contentHeight: number) {
    const fixture = TestBed.createComponent(Host);
    fixture.componentInstance.contentHeight.set(contentHeight);
    await fixture.whenStable();
    await frames();
    return fixture;
  }

  it('emits once the end comes within 200px of the visible part of its scroll container', async () => {
    const fixture = await render(1000);
    expect(fixture.componentInstance.reached).toBe(0);

    const scroller = fixture.nativeElement.querySelector('.scroller') as HTMLElement;
    // 1000 - 100 visible - 200 ahead: still out of reach at 650, in reach at 750.
    scroller.scrollTop = 650;
    await frames();
    expect(fixture.componentInstance.reached).toBe(0);
    scroller.scrollTop = 750;
    await frames();
    expect(fixture.componentInstance.reached).toBe(1);
  });

  it('emits again when the list grew and the end is still in view', async () => {
    const fixture = await render(10);
    expect(fixture.componentInstance.reached).toBe(1);

    fixture.componentInstance.size.set(5);
    await fixture.whenStable();
    await frames();
    expect(fixture.componentInstance.reached).toBe(2);

    fixture.componentInstance.contentHeight.set(1000);
    fixture.componentInstance.size.set(10);
    await fixture.whenStable();
    await frames();
    expect(fixture.componentInstance.reached).toBe(2);
  });
});
