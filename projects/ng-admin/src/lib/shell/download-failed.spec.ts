import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaDownloadFailed, orDownloadFailed } from './download-failed';

@Component({ selector: 'nga-test-page', template: 'page' })
class TestPage {}

describe('orDownloadFailed', () => {
  it('gives the page when its code downloads', async () => {
    expect(await orDownloadFailed(() => Promise.resolve(TestPage))()).toBe(TestPage);
  });

  it('gives NgaDownloadFailed when the code did not download, and logs why', async () => {
    const errors = spyOn(console, 'error');
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: https://admin.example/chunk-AB12.js',
    );
    expect(await orDownloadFailed(() => Promise.reject(failure))()).toBe(NgaDownloadFailed);
    expect(errors).toHaveBeenCalledWith(
      '[ng-admin] A page of the admin did not download:',
      failure,
    );
  });

  it('fails as before on any other error', async () => {
    const failure = new Error('the module threw while it was evaluated');
    await expectAsync(orDownloadFailed(() => Promise.reject(failure))()).toBeRejectedWith(failure);
  });

  it('says what happened and offers to reload the page', async () => {
    const fixture = TestBed.createComponent(NgaDownloadFailed);
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('[role="alert"] h1')?.textContent?.trim()).toBe(
      'This page did not download',
    );
    expect(element.querySelector('button')?.textContent?.trim()).toBe('Reload the page');
  });
});
