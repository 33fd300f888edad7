import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { MatPaginatorHarness } from '@angular/material/paginator/testing';
import { NgaListPaginator, type NgaPageChange } from './list-paginator';

describe('NgaListPaginator (Material paginator)', () => {
  let fixture: ComponentFixture<NgaListPaginator>;
  let element: HTMLElement;
  let changes: NgaPageChange[];

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [{ provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } }],
    });
  });

  async function render(page: number, perPage: number, total: number | null, pageSizes?: number[]) {
    fixture = TestBed.createComponent(NgaListPaginator);
    fixture.componentRef.setInput('page', page);
    fixture.componentRef.setInput('perPage', perPage);
    fixture.componentRef.setInput('total', total);
    if (pageSizes) fixture.componentRef.setInput('pageSizes', pageSizes);
    changes = [];
    fixture.componentInstance.pageChange.subscribe((change) => changes.push(change));
    await fixture.whenStable();
    element = fixture.nativeElement;
  }

  const button = (label: string) =>
    element.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  // Material's buttons stay focusable when disabled (`disabledInteractive`).
  const disabled = (label: string) => button(label).getAttribute('aria-disabled') === 'true';
  const rangeLabel = () => element.querySelector('.mat-mdc-paginator-range-label');
  const range = () => rangeLabel()?.textContent?.trim();

  it('is a named navigation landmark around mat-paginator, showing the range of the page', async () => {
    await render(2, 10, 35);
    expect(element.getAttribute('role')).toBe('navigation');
    expect(element.getAttribute('aria-label')).toBe('Pagination');
    expect(element.querySelector('mat-paginator')).not.toBeNull();
    expect(range()).toBe('11-20 of 35');
    expect(rangeLabel()?.getAttribute('aria-live')).toBe('polite');
  });

  it('says no count while the count is not known, then the range once it is', async () => {
    await render(1, 10, null);
    expect(range()).toBe('');
    expect(element.textContent).not.toContain('0 of 0');
    expect(disabled('Next page')).toBeTrue();
    fixture.componentRef.setInput('total', 35);
    await fixture.whenStable();
    expect(range()).toBe('1-10 of 35');
  });

  it('ends the range of the last page at the total, and says "0 of 0" when known empty', async () => {
    await render(4, 10, 35);
    expect(range()).toBe('31-35 of 35');
    fixture.componentRef.setInput('total', 0);
    fixture.componentRef.setInput('page', 1);
    await fixture.whenStable();
    expect(range()).toBe('0 of 0');
  });

  it('goes to the first, previous, next and last pages, keeping the page size', async () => {
    const pages: NgaPageChange[] = [];
    for (const label of ['First page', 'Previous page', 'Next page', 'Last page']) {
      await render(2, 10, 35);
      button(label).click();
      pages.push(...changes);
    }
    expect(pages).toEqual([
      { page: 1, perPage: 10 },
      { page: 1, perPage: 10 },
      { page: 3, perPage: 10 },
      { page: 4, perPage: 10 },
    ]);
  });

  it('disables the buttons that lead nowhere', async () => {
    await render(1, 10, 35);
    expect(disabled('First page')).toBeTrue();
    expect(disabled('Previous page')).toBeTrue();
    expect(disabled('Next page')).toBeFalse();
    fixture.componentRef.setInput('page', 4);
    await fixture.whenStable();
    expect(disabled('First page')).toBeFalse();
    expect(disabled('Next page')).toBeTrue();
    expect(disabled('Last page')).toBeTrue();
  });

  it('offers the page sizes, the current one selected, and restarts at page 1 on a change', async () => {
    await render(3, 25, 200, [10, 25, 50]);
    const paginator =
      await TestbedHarnessEnvironment.loader(fixture).getHarness(MatPaginatorHarness);
    expect(await paginator.getPageSize()).toBe(25);
    expect(element.querySelector('.mat-mdc-paginator-page-size-label')?.textContent).toContain(
      'Items per page:',
    );
    await paginator.setPageSize(50);
    expect(changes).toEqual([{ page: 1, perPage: 50 }]);
  });

  it('names its icon buttons for assistive technologies', async () => {
    await render(2, 10, 35);
    const labels = [...element.querySelectorAll('button')].map((item) =>
      item.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['First page', 'Previous page', 'Next page', 'Last page']);
  });
});
