import { TestBed } from '@angular/core/testing';
import { NgaViewHeader } from './view-header';

describe('NgaViewHeader', () => {
  async function heading(scope: Record<string, unknown>): Promise<string> {
    const fixture = TestBed.createComponent(NgaViewHeader);
    fixture.componentRef.setInput('title', 'Edit "{{ entry.values.title }}"');
    fixture.componentRef.setInput('defaultTitle', 'Edit Post #12');
    fixture.componentRef.setInput('description', 'By {{ entry.values.author }}');
    fixture.componentRef.setInput('scope', scope);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    return [...element.querySelectorAll('h1, p')]
      .map((node) => node.textContent?.trim())
      .join(' | ');
  }

  it('renders the configured title and description with the entry', async () => {
    const entry = { values: { title: 'Hello', author: 'Ann' } };
    expect(await heading({ entry })).toBe('Edit "Hello" | By Ann');
  });

  it('shows the default title while the entry is missing (loading or failed)', async () => {
    expect(await heading({ entry: undefined })).toBe('Edit Post #12');
  });

  it('renders a configured title that needs no entry (a list)', async () => {
    expect(await heading({})).toBe('Edit "" | By');
  });
});
