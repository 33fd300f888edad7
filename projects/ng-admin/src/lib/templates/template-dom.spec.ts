import { renderHtmlDom, renderTemplateDom, RenderedTemplate } from './template-dom';
import type { TemplateEntry } from './template-types';

const entry: TemplateEntry = {
  entityName: 'posts',
  identifierValue: 3,
  values: { id: 3, title: 'Hi', body: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' },
};
const scope = { value: entry.values['body'], entry };

function html(rendered: RenderedTemplate): string {
  const container = document.createElement('div');
  container.appendChild(rendered.fragment);
  return container.innerHTML;
}

describe('renderTemplateDom', () => {
  it('inserts values as text, so HTML in a value stays inert', () => {
    const rendered = renderTemplateDom('<p class="x">{{ value }}</p>', scope);
    expect(html(rendered)).toBe('<p class="x">&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('interpolates attributes and checks the result again', () => {
    expect(html(renderTemplateDom('<a href="/posts/{{ entry.values.id }}">x</a>', scope))).toBe(
      '<a href="/posts/3">x</a>',
    );
    expect(html(renderTemplateDom('<a href="{{ entry.values.url }}">x</a>', scope))).toBe(
      '<a>x</a>',
    );
  });

  it('sanitizes the template itself', () => {
    expect(
      html(
        renderTemplateDom(
          '<b onmouseover="alert(1)">{{ entry.values.title }}</b><script>x</script>',
          scope,
        ),
      ),
    ).toBe('<b>Hi</b>');
  });

  it('reports custom tags with the values of their attributes', () => {
    const rendered = renderTemplateDom(
      '<div><post-link entry="{{ entry }}" [item]="entry.values" label="#{{ entry.values.id }}" ' +
        'kind="static" source="entry"></post-link></div>',
      scope,
      { customTags: ['post-link'] },
    );
    expect(rendered.customElements.length).toBe(1);
    const [binding] = rendered.customElements;
    expect(binding.tag).toBe('post-link');
    expect(binding.inputs.get('entry')).toBe(entry);
    expect(binding.inputs.get('item')).toBe(entry.values);
    expect(binding.inputs.get('label')).toBe('#3');
    expect(binding.inputs.get('kind')).toBe('static');
    expect(binding.inputs.get('source')).toBe(entry);
    // Values bound as expressions are not serialized into the DOM.
    expect(html(rendered)).toBe('<div><post-link label="#3" kind="static"></post-link></div>');
  });

  it('keeps global attributes of custom tags as text, and checks interpolated URLs', () => {
    const rendered = renderTemplateDom(
      '<post-link class="entry" data-kind="entry" href="{{ entry.values.url }}"></post-link>',
      scope,
      { customTags: ['post-link'] },
    );
    expect(rendered.customElements[0].inputs.get('class')).toBe('entry');
    expect(html(rendered)).toBe('<post-link class="entry" data-kind="entry"></post-link>');
  });

  it('removes custom tags that are not registered', () => {
    expect(html(renderTemplateDom('<post-link>a</post-link>', scope))).toBe('a');
  });

  it('does not leak one render into the next', () => {
    const first = html(renderTemplateDom('<i>{{ value }}</i>', { value: 'one' }));
    const second = html(renderTemplateDom('<i>{{ value }}</i>', { value: 'two' }));
    expect([first, second]).toEqual(['<i>one</i>', '<i>two</i>']);
  });
});

describe('renderHtmlDom', () => {
  it('sanitizes function output and never evaluates expressions in it', () => {
    const rendered = renderHtmlDom(
      '<b>{{ entry.values.id }}</b><img src=x onerror=alert(1)>' +
        '<post-link entry="entry" label="{{ entry.values.id }}"></post-link>',
      scope,
      { customTags: ['post-link'] },
    );
    expect(rendered.customElements[0].inputs.get('entry')).toBe(entry);
    expect(rendered.customElements[0].inputs.get('label')).toBe('{{ entry.values.id }}');
    expect(html(rendered)).toBe(
      '<b>{{ entry.values.id }}</b><img src="x"><post-link label="{{ entry.values.id }}"></post-link>',
    );
  });
});
