import type { TemplateTagHandle, TemplateTagRequest } from './render-context';
import { renderHtmlView, renderTemplateView, TemplateView } from './template-dom';
import { mount } from './template-testing.spec';
import type { TemplateEntry, TemplateScope } from './template-types';

function entryOf(values: Record<string, unknown>): TemplateEntry {
  return { entityName: 'posts', identifierValue: 1, values };
}

function render(template: string, scope: TemplateScope) {
  const view = renderTemplateView(template, scope);
  return { view, container: mount(view) };
}

/** The container's HTML without the anchor comments of ng-if and ng-repeat. */
function text(container: HTMLElement): string {
  return container.innerHTML.replace(/<!--nga-[a-z]+-->/g, '');
}

function allAttributeNames(root: Element): string[] {
  return [root, ...Array.from(root.querySelectorAll('*'))].flatMap((element) =>
    Array.from(element.attributes, (attribute) => attribute.name),
  );
}

describe('ng-if', () => {
  it('renders the element only while the expression is truthy', () => {
    const { view, container } = render('<p>a</p><b ng-if="entry.values.published">live</b>', {
      entry: entryOf({ published: true }),
    });
    expect(text(container)).toBe('<p>a</p><b>live</b>');
    view.update({ entry: entryOf({ published: false }) });
    expect(text(container)).toBe('<p>a</p>');
    view.update({ entry: entryOf({ published: 1 }) });
    expect(text(container)).toBe('<p>a</p><b>live</b>');
  });

  it('evaluates nothing inside while falsy', () => {
    const probe = jasmine.createSpy('probe').and.returnValue('seen');
    const { view, container } = render(
      '<div ng-if="shown"><i title="{{ probe() }}">{{ probe() }}</i></div>',
      {
        shown: false,
        probe,
      },
    );
    expect(probe).not.toHaveBeenCalled();
    view.update({ shown: false, probe });
    expect(probe).not.toHaveBeenCalled();
    view.update({ shown: true, probe });
    expect(text(container)).toBe('<div><i title="seen">seen</i></div>');
  });

  it('updates its content in place while it stays truthy', () => {
    const { view, container } = render('<b ng-if="value">{{ value }}</b>', { value: 'one' });
    const bold = container.querySelector('b');
    view.update({ value: 'two' });
    expect(container.querySelector('b')).toBe(bold);
    expect(bold?.textContent).toBe('two');
  });

  it('keeps its place among siblings when it comes back', () => {
    const { view, container } = render('<i>1</i><b ng-if="on">2</b><i>3</i>', { on: false });
    view.update({ on: true });
    expect(text(container)).toBe('<i>1</i><b>2</b><i>3</i>');
  });

  it('does not leave the directive attribute in the output', () => {
    const { container } = render('<b ng-if="true" data-ng-show="true">x</b>', {});
    expect(allAttributeNames(container)).toEqual([]);
  });
});

describe('ng-show and ng-hide', () => {
  it('render the element and hide it with the nga-hide class', () => {
    const { view, container } = render(
      '<p ng-show="form.value.category === \'tech\'">tech</p><p ng-hide="value > 10">small</p>',
      { form: { value: { category: 'tech' } }, value: 3 },
    );
    expect(text(container)).toBe('<p>tech</p><p>small</p>');
    view.update({ form: { value: { category: 'art' } }, value: 11 });
    expect(text(container)).toBe('<p class="nga-hide">tech</p><p class="nga-hide">small</p>');
    view.update({ form: { value: { category: 'tech' } }, value: 1 });
    expect(text(container)).toBe('<p class="">tech</p><p class="">small</p>');
  });

  it('keep the element evaluated while hidden', () => {
    const { view, container } = render('<p ng-show="shown">{{ value }}</p>', {
      shown: false,
      value: 'a',
    });
    view.update({ shown: false, value: 'b' });
    expect(container.querySelector('p')?.textContent).toBe('b');
  });
});

describe('ng-class', () => {
  it('adds the classes of an object, a string or an array, next to the static ones', () => {
    const scope = { value: 12, kind: 'news', flags: ['a', { b: true, c: false }] };
    const { container } = render(
      '<span class="cell" ng-class="{ \'bold big\': value > 10, dim: value < 0 }">x</span>' +
        '<span ng-class="kind">y</span><span ng-class="flags">z</span>',
      scope,
    );
    expect(Array.from(container.children, (child) => child.className)).toEqual([
      'cell bold big',
      'news',
      'a b',
    ]);
  });

  it('follows the scope without touching static or interpolated classes', () => {
    const { view, container } = render(
      '<span class="cell kind-{{ kind }}" ng-class="{ bold: value > 10, cell: value > 20 }" ng-show="value">x</span>',
      { value: 30, kind: 'a' },
    );
    const span = container.querySelector('span')!;
    expect(span.className).toBe('cell kind-a bold');
    view.update({ value: 0, kind: 'a' });
    expect(span.className).toBe('cell kind-a nga-hide');
    view.update({ value: 15, kind: 'b' });
    expect(span.className).toBe('cell kind-b bold');
  });

  it('puts class names from data in the class attribute only', () => {
    const { container } = render('<span ng-class="value">x</span>', {
      value: 'a" onclick="alert(1)',
    });
    expect(allAttributeNames(container)).toEqual(['class']);
    expect(container.querySelector('span')?.classList.contains('onclick="alert(1)')).toBeTrue();
  });
});

describe('ng-repeat', () => {
  it('repeats the element for each item, with the AngularJS position names', () => {
    const { container } = render(
      '<ul><li ng-repeat="tag in entry.values.tags track by $index" ' +
        "title=\"{{ $index }}{{ $first ? 'F' : '' }}{{ $last ? 'L' : '' }}{{ $middle ? 'M' : '' }}\" " +
        'ng-class="{ even: $even, odd: $odd }">{{ tag }} of {{ entry.entityName }}</li></ul>',
      { entry: entryOf({ tags: ['a', 'b', 'c'] }) },
    );
    expect(text(container)).toBe(
      '<ul><li title="0F" class="even">a of posts</li><li title="1M" class="odd">b of posts</li>' +
        '<li title="2L" class="even">c of posts</li></ul>',
    );
  });

  it('iterates over the own properties of an object as (key, value)', () => {
    const { container } = render(
      '<p ng-repeat="(key, value) in values">{{ key }}={{ value }};</p>',
      {
        values: { b: 1, a: 2, $hidden: 3 },
      },
    );
    expect(container.textContent).toBe('b=1;a=2;');
  });

  it('nests, each level with its own position names and $parent', () => {
    const { container } = render(
      '<div ng-repeat="row in rows"><i ng-repeat="cell in row">{{ $parent.$index }}.{{ $index }}={{ cell }} </i></div>',
      { rows: [['a', 'b'], ['c']] },
    );
    expect(container.textContent).toBe('0.0=a 0.1=b 1.0=c ');
  });

  it('applies ng-if to each item', () => {
    const { container } = render('<i ng-repeat="n in numbers" ng-if="n % 2">{{ n }}</i>', {
      numbers: [1, 2, 3],
    });
    expect(text(container)).toBe('<i>1</i><i>3</i>');
  });

  it('accepts filters in the collection', () => {
    const { container } = render(
      '<i ng-repeat="p in posts | orderBy:\'-n\' | limitTo:2">{{ p.n }}</i>',
      {
        posts: [{ n: 1 }, { n: 3 }, { n: 2 }],
      },
    );
    expect(container.textContent).toBe('32');
  });

  it('reuses item nodes when the scope changes, adding and removing at the end', () => {
    const { view, container } = render('<i ng-repeat="n in numbers">{{ n }}</i><b>end</b>', {
      numbers: [1, 2],
    });
    const first = container.querySelector('i');
    view.update({ numbers: [5, 6, 7] });
    expect(text(container)).toBe('<i>5</i><i>6</i><i>7</i><b>end</b>');
    expect(container.querySelector('i')).toBe(first);
    view.update({ numbers: [8] });
    expect(text(container)).toBe('<i>8</i><b>end</b>');
    view.update({ numbers: null });
    expect(text(container)).toBe('<b>end</b>');
  });

  it('renders nothing for a malformed expression, and reports it once', () => {
    spyOn(console, 'error');
    const { container } = render('<i ng-repeat="in items">x</i><b>ok</b>', { items: [1] });
    expect(text(container)).toBe('<b>ok</b>');
    render('<i ng-repeat="in items">x</i><b>ok</b>', { items: [1] });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(String((console.error as jasmine.Spy).calls.argsFor(0)[0])).toContain('ng-repeat');
  });
});

describe('ng-click', () => {
  it('runs the expression with the scope and $event, using the latest scope', () => {
    const toggle = jasmine.createSpy('toggle');
    const { view, container } = render('<button ng-click="toggle(item, $event)">go</button>', {
      toggle,
      item: 'first',
    });
    view.update({ toggle, item: 'second' });
    container.querySelector('button')!.click();
    expect(toggle).toHaveBeenCalledOnceWith('second', jasmine.any(MouseEvent));
  });

  it('is a listener, never an onclick attribute, and is removed on destroy', () => {
    const toggle = jasmine.createSpy('toggle');
    const { view, container } = render(
      '<button ng-click="toggle()" onclick="alert(1)">go</button>',
      { toggle },
    );
    const button = container.querySelector('button')!;
    expect(allAttributeNames(container)).toEqual([]);
    view.destroy();
    button.click();
    expect(toggle).not.toHaveBeenCalled();
  });

  it('runs several statements, and may stop the event', () => {
    const go = jasmine.createSpy('go');
    const outer = jasmine.createSpy('outer');
    const { container } = render(
      '<p ng-click="outer()"><a ng-click="$event.stopPropagation(); $event.preventDefault(); go(1)" href="#x">x</a></p>',
      { go, outer },
    );
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(event);
    expect(go).toHaveBeenCalledOnceWith(1);
    expect(outer).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBeTrue();
  });

  it('calls functions held as own properties, not methods inherited from a class', () => {
    const archive = jasmine.createSpy('archive');
    class Actions {
      remove = jasmine.createSpy('remove');
      inherited(): void {
        throw new Error('inherited methods are not reachable');
      }
    }
    const actions = new Actions();
    const { container } = render(
      '<a ng-click="plain.archive(item); actions.remove(item); actions.inherited()">x</a>',
      { plain: { archive }, actions, item: 7 },
    );
    container.querySelector('a')!.click();
    expect(archive).toHaveBeenCalledOnceWith(7);
    expect(actions.remove).toHaveBeenCalledOnceWith(7);
  });

  it('goes through the host listen function when given', () => {
    const listen = jasmine.createSpy('listen').and.returnValue(() => undefined);
    renderTemplateView('<a ng-click="go()">x</a>', {}, { listen });
    expect(listen).toHaveBeenCalledOnceWith(
      jasmine.any(HTMLAnchorElement),
      'click',
      jasmine.any(Function),
    );
  });

  it('cannot assign to the scope', () => {
    spyOn(console, 'error');
    const scope = { count: 1 };
    const { container } = render('<a ng-click="count = 2">x</a>', scope);
    container.querySelector('a')!.click();
    expect(scope.count).toBe(1);
  });
});

describe('ng-bind', () => {
  it('sets the text of the element, as text', () => {
    const { view, container } = render('<span ng-bind="value">placeholder {{ other() }}</span>', {
      value: '<b>x</b>',
      other: () => 'never',
    });
    expect(text(container)).toBe('<span>&lt;b&gt;x&lt;/b&gt;</span>');
    view.update({ value: 42 });
    expect(text(container)).toBe('<span>42</span>');
  });
});

describe('directives and data', () => {
  const hostile = [
    '{{7*7}}',
    '<img src=x onerror=alert(1)>',
    '<b ng-click="alert(1)" ng-if="true">x</b>',
    'ng-click="alert(1)"',
  ];

  it('show data inside repeated items as text, never compiled', () => {
    spyOn(window, 'alert');
    const { container } = render(
      '<li ng-repeat="item in items" title="{{ item }}" ng-class="item">{{ item }}</li>',
      { items: hostile },
    );
    expect(Array.from(container.querySelectorAll('li'), (li) => li.textContent)).toEqual(hostile);
    expect(container.querySelectorAll('img, b').length).toBe(0);
    expect(
      allAttributeNames(container).filter((name) => name !== 'title' && name !== 'class'),
    ).toEqual([]);
    container.querySelectorAll('li').forEach((li) => li.click());
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('never produce an event handler attribute', () => {
    const { container } = render(
      '<div ng-repeat="x in items" ng-click="go(x)" onclick="go()"><a ng-click="go()" onmouseover="go()" href="{{ x }}">{{ x }}</a></div>',
      { items: ['javascript:alert(1)', 'onclick=alert(1)'], go: () => undefined },
    );
    const names = allAttributeNames(container);
    expect(names.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(container.querySelector('a')?.hasAttribute('href')).toBeFalse();
  });

  it('are not evaluated in HTML returned by a template function', () => {
    spyOn(console, 'error');
    const go = jasmine.createSpy('go');
    const view: TemplateView = renderHtmlView(
      '<b ng-if="false" ng-click="go()" data-ng-class="\'x\'">{{ 7*7 }}</b>',
      { go },
    );
    const container = mount(view);
    expect(container.innerHTML).toBe('<b>{{ 7*7 }}</b>');
    container.querySelector('b')!.click();
    expect(go).not.toHaveBeenCalled();
  });
});

describe('custom tags and directives', () => {
  it('create, update and destroy the components of repeated custom tags', () => {
    const handles: { inputs: unknown[]; destroyed: boolean }[] = [];
    const createTag = (request: TemplateTagRequest): TemplateTagHandle => {
      const handle = { inputs: [request.inputs.get('entry')], destroyed: false };
      handles.push(handle);
      return {
        update: (inputs) => handle.inputs.push(inputs.get('entry')),
        destroy: () => (handle.destroyed = true),
      };
    };
    const template = '<post-link ng-repeat="e in entries" entry="{{ e }}" ng-if="e"></post-link>';
    const options = { customTags: ['post-link'], createTag };
    const view = renderTemplateView(template, { entries: ['a', 'b'] }, options);
    expect(handles.map((h) => h.inputs)).toEqual([['a'], ['b']]);
    view.update({ entries: ['c', 0] });
    expect(handles.map((h) => [h.inputs, h.destroyed])).toEqual([
      [['a', 'c'], false],
      [['b'], true],
    ]);
    view.destroy();
    expect(handles[0].destroyed).toBeTrue();
  });
});

describe('unsupported directives at render time', () => {
  it('are reported once per template, naming the directive', () => {
    spyOn(console, 'error');
    const template = '<input ng-model="entry.values.title"><a ui-sref="posts">x</a>';
    const { container } = render(template, {});
    render(template, {});
    expect(console.error).toHaveBeenCalledTimes(1);
    const message = String((console.error as jasmine.Spy).calls.argsFor(0)[0]);
    expect(message).toContain('ng-model');
    expect(message).toContain('ui-sref');
    expect(allAttributeNames(container)).toEqual([]);
  });
});
