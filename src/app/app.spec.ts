import { TestBed } from '@angular/core/testing';
import { App } from './app';

describe('App', () => {
  it('renders the shell with the application title', async () => {
    await TestBed.configureTestingModule({ imports: [App] }).compileComponents();
    const fixture = TestBed.createComponent(App);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    expect(element.querySelector('h1')?.textContent).toContain('ng-admin blog');
  });
});
