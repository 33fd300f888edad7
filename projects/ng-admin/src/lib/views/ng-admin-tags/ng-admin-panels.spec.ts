import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import { provideNgAdmin } from '../../provide-ng-admin';
import { NgaTemplate } from '../../templates/template';
import type { TemplateScope } from '../../templates/template-types';

@Component({
  imports: [NgaTemplate],
  template: `<nga-template [template]="template()" [scope]="scope()" />`,
})
class Host {
  readonly template = signal('');
  readonly scope = signal<TemplateScope>({});
}

describe('<ma-view-actions>', () => {
  beforeEach(() => {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideNgAdmin(() => admin.application('Test').addEntity(posts)),
      ],
    });
  });

  async function render(template: string): Promise<HTMLElement> {
    const fixture = TestBed.createComponent(Host);
    fixture.componentInstance.template.set(template);
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  const buttons = (element: HTMLElement) =>
    Array.from(element.querySelectorAll('a, button'), (button) => button.textContent?.trim());

  it('shows the buttons written inside it when there is no override, as ng-admin did', async () => {
    const element = await render(
      '<ma-view-actions><ma-back-button></ma-back-button></ma-view-actions>',
    );
    expect(buttons(element)).toEqual(['arrow_backBack']);
  });

  it('shows the buttons an override names', async () => {
    const element = await render(
      `<ma-view-actions override="['list']" entity="posts"></ma-view-actions>`,
    );
    expect(buttons(element)).toEqual(['listList']);
  });
});
