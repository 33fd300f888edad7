import type { TemplateTagRequest } from './render-context';
import { renderHtmlView, renderTemplateView, TemplateView } from './template-dom';
import { mount } from './template-testing.spec';
import type { TemplateEntry } from './template-types';

const entry: TemplateEntry = {
  entityName: 'posts',
  identifierValue: 3,
  values: { id: 3, title: 'Hi', body: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' },
};
const scope = { value: entry.values['body'], entry };

function html(view: TemplateView): string {
  return mount(view).innerHTML;
}

/** Renders with a createTag spy, returning the requests it received. */
function renderTags(template: string, interpolate = true) {
  const requests: TemplateTagRequest[] = [];
  const options = {
    customTags: ['post-link'],
    createTag: (request: TemplateTagRequest) => {
      requests.push(request);
      return undefined;
    },
  };
  const view = interpolate
    ? renderTemplateView(template, scope, options)
    : renderHtmlView(template, scope, options);
  return { view, requests };
}

describe('renderTemplateView', () => {
  it('inserts values as text, so HTML in a value stays inert', () => {
    const view = renderTemplateView('<p class="x">{{ value }}</p>', scope);
    expect(html(view)).toBe('<p class="x">&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('interpolates attributes and checks the result again', () => {
    expect(html(renderTemplateView('<a href="/posts/{{ entry.values.id }}">x</a>', scope))).toBe(
      '<a href="/posts/3">x</a>',
    );
    expect(html(renderTemplateView('<a href="{{ entry.values.url }}">x</a>', scope))).toBe(
      '<a>x</a>',
    );
  });

  it('sanitizes the template itself', () => {
    expect(
      html(
        renderTemplateView(
          '<b onmouseover="alert(1)">{{ entry.values.title }}</b><script>x</script>',
          scope,
        ),
      ),
    ).toBe('<b>Hi</b>');
  });

  it('reads escaped braces as literal ones, in text and attributes', () => {
    expect(
      html(renderTemplateView('<i title="\\{\\{x\\}\\}">\\{\\{ value \\}\\}</i>', scope)),
    ).toBe('<i title="{{x}}">{{ value }}</i>');
  });

  it('gives custom tags the values of their attributes', () => {
    const { view, requests } = renderTags(
      '<div><post-link entry="{{ entry }}" [item]="entry.values" label="#{{ entry.values.id }}" ' +
        'kind="static" source="entry"></post-link></div>',
    );
    expect(requests.length).toBe(1);
    const [request] = requests;
    expect(request.tag).toBe('post-link');
    expect(request.inputs.get('entry')).toBe(entry);
    expect(request.inputs.get('item')).toBe(entry.values);
    expect(request.inputs.get('label')).toBe('#3');
    expect(request.inputs.get('kind')).toBe('static');
    expect(request.inputs.get('source')).toBe(entry);
    // Values bound as expressions are not serialized into the DOM.
    expect(html(view)).toBe('<div><post-link kind="static" label="#3"></post-link></div>');
  });

  it('keeps global attributes of custom tags as text, and checks interpolated URLs', () => {
    const { view, requests } = renderTags(
      '<post-link class="entry" data-kind="entry" href="{{ entry.values.url }}"></post-link>',
    );
    expect(requests[0].inputs.get('class')).toBe('entry');
    expect(html(view)).toBe('<post-link class="entry" data-kind="entry"></post-link>');
  });

  it('removes custom tags that are not registered', () => {
    spyOn(console, 'error');
    expect(html(renderTemplateView('<post-link>a</post-link>', scope))).toBe('a');
  });

  it('does not leak one render into the next', () => {
    const first = html(renderTemplateView('<i>{{ value }}</i>', { value: 'one' }));
    const second = html(renderTemplateView('<i>{{ value }}</i>', { value: 'two' }));
    expect([first, second]).toEqual(['<i>one</i>', '<i>two</i>']);
  });

  it('updates in place with a new scope, touching only what changed', () => {
    const view = renderTemplateView('<i title="{{ value }}">{{ value }}</i><b>{{ other }}</b>', {
      value: 'one',
      other: 'same',
    });
    const container = mount(view);
    const [italic, bold] = Array.from(container.children);
    const boldText = bold.firstChild;
    const observer = new MutationObserver(() => undefined);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    view.update({ value: 'two', other: 'same' });
    const mutations = observer
      .takeRecords()
      .map((record) => `${record.type} ${record.target.nodeName}`);
    observer.disconnect();
    expect(container.innerHTML).toBe('<i title="two">two</i><b>same</b>');
    expect(container.children[0]).toBe(italic);
    expect(bold.firstChild).toBe(boldText);
    expect(mutations).toEqual(['attributes I', 'characterData #text']);
  });

  it('removes its nodes when destroyed', () => {
    const view = renderTemplateView('<i>{{ value }}</i> <b ng-if="value">x</b>', { value: 1 });
    const container = mount(view);
    view.destroy();
    expect(container.childNodes.length).toBe(0);
  });
});

describe('renderHtmlView', () => {
  it('sanitizes function output and never evaluates expressions in it', () => {
    const { view, requests } = renderTags(
      '<b>{{ entry.values.id }}</b><img src=x onerror=alert(1)>' +
        '<post-link entry="entry" label="{{ entry.values.id }}"></post-link>',
      false,
    );
    expect(requests[0].inputs.get('entry')).toBe(entry);
    expect(requests[0].inputs.get('label')).toBe('{{ entry.values.id }}');
    expect(html(view)).toBe(
      '<b>{{ entry.values.id }}</b><img src="x"><post-link label="{{ entry.values.id }}"></post-link>',
    );
  });
});
