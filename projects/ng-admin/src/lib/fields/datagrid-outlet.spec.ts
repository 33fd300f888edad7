import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaIntl } from '../i18n/intl';
import { NGA_DATAGRID, NgaDatagridOutlet } from './datagrid-outlet';

@Component({
  imports: [NgaDatagridOutlet],
  template: `<nga-datagrid-outlet [fields]="[]" [entries]="[]" />`,
})
class GridPage {}

describe('NgaDatagridOutlet', () => {
  it('says that this part of the page did not download, with the reload, in its place', async () => {
    spyOn(console, 'error');
    TestBed.configureTestingModule({
      providers: [
        {
          provide: NGA_DATAGRID,
          useValue: () =>
            Promise.reject(
              new TypeError('Failed to fetch dynamically imported module: datagrid.js'),
            ),
        },
      ],
    });
    const fixture = TestBed.createComponent(GridPage);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    expect(element.querySelector('nga-part-download-failed')?.textContent).toContain(
      new NgaIntl().partDownloadFailed,
    );
    expect(element.querySelector('button')?.textContent?.trim()).toBe('Reload the page');
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
