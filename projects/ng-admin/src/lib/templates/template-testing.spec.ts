/**
 * Spec helper (no specs of its own): rendered template views in a detached container.
 */
import type { TemplateView } from './template-dom';

/** The view's nodes in a new container. */
export function mount(view: TemplateView): HTMLElement {
  const container = document.createElement('div');
  container.append(...view.nodes());
  return container;
}
