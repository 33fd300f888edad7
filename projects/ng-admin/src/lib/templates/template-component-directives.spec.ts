import { Component, input, OnDestroy, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaTemplate } from './template';
import { provideTemplateComponents } from './template-components';
import type { NgaTemplateSource, TemplateScope } from './template-types';

let created = 0;
let destroyed = 0;

@Component({
  selector: 'nga-test-tag-chip',
  template: `<span class="chip">{{ label() }}</span>`,
})
class TagChip implements OnDestroy {
  readonly label = input('');
  constructor() {
    created++;
  }
  ngOnDestroy(): void {
    destroyed++;
  }
}

@Component({
  selector: 'nga-test-directives-host',
  imports: [NgaTemplate],
  template: `<p class="count">{{ state.count }}</p>
    <nga-template [template]="template()" [scope]="scope()" />`,
})
class Host {
  readonly state = { count: 0 };
  readonly template = signal<NgaTemplateSource>('');
  readonly scope = signal<TemplateScope>({});
}

async function render(template: string, scope: TemplateScope) {
  const fixture = TestBed.createComponent(Host);
  fixture.componentInstance.template.set(template);
  fixture.componentInstance.scope.set(scope);
  await fixture.whenStable();
  const element: HTMLElement = fixture.nativeElement.querySelector('nga-template');
  const setScope = async (next: TemplateScope) => {
    fixture.componentInstance.scope.set(next);
    await fixture.whenStable();
  };
  return { fixture, element, setScope };
}

describe('NgaTemplate directives', () => {
  beforeEach(() => {
    created = destroyed = 0;
    TestBed.configureTestingModule({
      providers: [provideTemplateComponents({ 'tag-chip': TagChip })],
    });
  });

  it('shows a form row while the form says so, following each new scope', async () => {
    const form = { value: { category: 'tech' } };
    const { element, setScope } = await render(
      '<div class="row" ng-if="form.value.category === \'tech\'">Tech only</div>',
      { form },
    );
    expect(element.querySelector('.row')?.textContent).toBe('Tech only');
    await setScope({ form: { value: { category: 'art' } } });
    expect(element.querySelector('.row')).toBeNull();
    await setScope({ form: { value: { category: 'tech' } } });
    expect(element.querySelector('.row')).not.toBeNull();
  });

  it('hides ng-show elements with the style it ships', async () => {
    const { fixture, element, setScope } = await render('<p ng-show="visible">x</p>', {
      visible: true,
    });
    document.body.appendChild(fixture.nativeElement);
    try {
      const paragraph = element.querySelector('p')!;
      expect(getComputedStyle(paragraph).display).toBe('block');
      await setScope({ visible: false });
      expect(getComputedStyle(paragraph).display).toBe('none');
    } finally {
      fixture.nativeElement.remove();
    }
  });

  it('creates repeated custom tag components, keeps them on update, destroys the surplus', async () => {
    const { element, setScope } = await render(
      '<tag-chip ng-repeat="tag in tags" label="{{ $index }}:{{ tag }}"></tag-chip>',
      { tags: ['a', 'b', 'c'] },
    );
    const chips = () => Array.from(element.querySelectorAll('.chip'), (chip) => chip.textContent);
    expect(chips()).toEqual(['0:a', '1:b', '2:c']);
    await setScope({ tags: ['x', 'y'] });
    expect(chips()).toEqual(['0:x', '1:y']);
    expect([created, destroyed]).toEqual([3, 1]);
  });

  it('reads a tag attribute written with the one-time binding prefix as its scope value', async () => {
    const { element } = await render('<tag-chip label="::entry.values.name"></tag-chip>', {
      entry: { entityName: 'comments', identifierValue: 1, values: { name: 'Ann' } },
    });
    expect(element.querySelector('.chip')?.textContent).toBe('Ann');
    expect(element.querySelector('tag-chip')?.hasAttribute('label')).toBeFalse();
  });

  it('destroys the components of an ng-if that turns false, and of the template', async () => {
    const { fixture, setScope } = await render('<tag-chip ng-if="on" label="x"></tag-chip>', {
      on: true,
    });
    await setScope({ on: false });
    expect([created, destroyed]).toEqual([1, 1]);
    await setScope({ on: true });
    fixture.destroy();
    expect([created, destroyed]).toEqual([2, 2]);
  });

  it('runs ng-click and refreshes the view around it', async () => {
    const { fixture, element } = await render('<button ng-click="increment(2)">+</button>', {});
    const state = fixture.componentInstance.state;
    fixture.componentInstance.scope.set({ increment: (by: number) => (state.count += by) });
    await fixture.whenStable();
    element.querySelector('button')!.click();
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('.count').textContent).toBe('2');
    expect(element.querySelector('button')!.hasAttribute('onclick')).toBeFalse();
  });

  it('reports unsupported directives once per template in the console', async () => {
    const errors = spyOn(console, 'error');
    const template = '<input ng-model="entry.values.component"><b ng-include="x">y</b>';
    await render(template, {});
    await render(template, {});
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.calls.argsFor(0)[0])).toMatch(/ng-model[\s\S]*ng-include/);
  });
});
