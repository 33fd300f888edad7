import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { App } from './app';
import { appConfig } from './app.config';

describe('App', () => {
  it('renders the blog admin shell with its menu', async () => {
    await TestBed.configureTestingModule({
      imports: [App],
      providers: [...appConfig.providers, provideHttpClientTesting()],
    }).compileComponents();
    const fixture = TestBed.createComponent(App);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    expect(element.querySelector('.nga-app-title')?.textContent).toContain('ng-admin blog');
    const links = [...element.querySelectorAll('nav [matListItemTitle]')].map((item) =>
      item.textContent?.trim(),
    );
    expect(links).toEqual(['Posts', 'Comments', 'Tags', 'Tag directory']);
    TestBed.inject(HttpTestingController).match(() => true);
  });
});
