import { ComponentFixture, TestBed } from '@angular/core/testing';
import { NgaListPaginator, type NgaPageChange } from './list-paginator';

describe('NgaListPaginator', () => {
  let fixture: ComponentFixture<NgaListPaginator>;
  let element: HTMLElement;
  let changes: NgaPageChange[];

  async function render(page: number, perPage: number, total: number, pageSizes?: number[]) {
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
  const range = () => element.querySelector('.nga-page-range')?.textContent?.trim();

  it('is a named navigation landmark showing the range of the page', async () => {
    await render(2, 10, 35);
    expect(element.getAttribute('role')).toBe('navigation');
    expect(element.getAttribute('aria-label')).toBe('Pagination');
    expect(range()).toBe('11-20 of 35');
    expect(element.querySelector('.nga-page-range')?.getAttribute('aria-live')).toBe('polite');
  });

  it('ends the range of the last page at the total, and says "0 of 0" when empty', async () => {
    await render(4, 10, 35);
    expect(range()).toBe('31-35 of 35');
    fixture.componentRef.setInput('total', 0);
    fixture.componentRef.setInput('page', 1);
    await fixture.whenStable();
    expect(range()).toBe('0 of 0');
  });

  it('goes to the first, previous, next and last pages, keeping the page size', async () => {
    await render(2, 10, 35);
    for (const label of ['First page', 'Previous page', 'Next page', 'Last page']) {
      button(label).click();
    }
    expect(changes).toEqual([
      { page: 1, perPage: 10 },
      { page: 1, perPage: 10 },
      { page: 3, perPage: 10 },
      { page: 4, perPage: 10 },
    ]);
  });

  it('disables the buttons that lead nowhere', async () => {
    await render(1, 10, 35);
    expect(button('First page').disabled).toBeTrue();
    expect(button('Previous page').disabled).toBeTrue();
    expect(button('Next page').disabled).toBeFalse();
    fixture.componentRef.setInput('page', 4);
    await fixture.whenStable();
    expect(button('First page').disabled).toBeFalse();
    expect(button('Next page').disabled).toBeTrue();
    expect(button('Last page').disabled).toBeTrue();
  });

  it('has a single page, all buttons disabled, when everything fits or nothing is there', async () => {
    await render(1, 10, 0);
    const buttons = [...element.querySelectorAll('button')];
    expect(buttons.length).toBe(4);
    expect(buttons.every((item) => item.disabled)).toBeTrue();
  });

  it('offers the page sizes, the current one selected, and restarts at page 1 on a change', async () => {
    await render(3, 25, 200, [10, 25, 50]);
    const select = element.querySelector('select')!;
    expect(select.closest('label')?.textContent).toContain('Items per page:');
    expect([...select.options].map((option) => option.value)).toEqual(['10', '25', '50']);
    expect(select.value).toBe('25');

    select.value = '50';
    select.dispatchEvent(new Event('change'));
    expect(changes).toEqual([{ page: 1, perPage: 50 }]);
  });

  it('names its icon buttons for assistive technologies and hides the icons', async () => {
    await render(2, 10, 35);
    for (const item of element.querySelectorAll('button')) {
      expect(item.getAttribute('aria-label')).toBeTruthy();
      expect(item.getAttribute('title')).toBe(item.getAttribute('aria-label'));
      expect(item.classList).toContain('nga-button-icon');
      expect(item.querySelector('.material-icons')?.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
