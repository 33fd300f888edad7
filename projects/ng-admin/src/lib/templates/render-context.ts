import type { TemplateSanitizer } from './sanitize-html';
import type { TemplateScope } from './template-types';

/**
 * A component standing for a custom tag, as the host of the renderer (`<nga-template>`)
 * creates it: it receives new input values when the scope changes and is destroyed with its
 * element.
 */
export interface TemplateTagHandle {
  /** Sets the inputs again; values are by attribute name, as in `TemplateTagRequest`. */
  update(inputs: ReadonlyMap<string, unknown>): void;
  destroy(): void;
}

/** A custom tag element that needs its component. */
export interface TemplateTagRequest {
  /** The element, which becomes the host of the tag's component; its children are projected. */
  readonly element: Element;
  /** The tag name, in lower case. */
  readonly tag: string;
  /**
   * Values by attribute name as written (lower case, `[entry]` read as `entry`): the value of
   * an expression for `entry="{{ entry }}"`, `entry="entry"` (a scope name) and
   * `[entry]="entry"`; the text for any other attribute.
   */
  readonly inputs: ReadonlyMap<string, unknown>;
}

/**
 * The value that `ng-model="value"` inputs of a template edit: the form control of the field
 * (creation and edition views) or the filter's value. The host adapts its control to it.
 */
export interface TemplateModel {
  /** The value now. */
  value(): unknown;
  /** The user typed or chose a new value. */
  set(value: unknown): void;
  /** The input lost the focus. */
  touch(): void;
  /**
   * The state that AngularJS's classes tell (`ng-invalid`, `ng-dirty`, `ng-touched`), and
   * whether the value can be edited at all (a field that is not `editable`).
   */
  status(): {
    readonly valid: boolean;
    readonly dirty: boolean;
    readonly touched: boolean;
    readonly disabled: boolean;
  };
  /** A name for an input that has none of its own (no aria-label, no placeholder). */
  readonly label?: string;
}

/** What the host of the renderer provides: event listening and custom tag components. */
export interface TemplateRenderHost {
  /**
   * Adds an event listener and returns the function that removes it. The default is
   * `addEventListener`; `<nga-template>` also schedules change detection after the handler.
   */
  listen?(element: Element, event: string, handler: (event: Event) => void): () => void;
  /** Creates the component of a custom tag; without it, custom tags stay plain elements. */
  createTag?(request: TemplateTagRequest): TemplateTagHandle | undefined;
  /** What `ng-model="value"` edits; without it, `ng-model` binds nothing. */
  readonly model?: TemplateModel;
}

/** What every node of a rendered template reads. */
export interface RenderContext extends TemplateRenderHost {
  readonly sanitizer: TemplateSanitizer;
  /** The document that the rendered nodes belong to. */
  readonly document: Document;
  /**
   * Evaluates the whole template again with its current scope: after an event directive ran,
   * which may have changed the template's variables.
   */
  readonly refresh: () => void;
}

/** A piece of a compiled template that can be rendered any number of times. */
export interface NodePlan {
  create(scope: TemplateScope, context: RenderContext): NodeView;
}

/** A rendered piece of a template. */
export interface NodeView {
  /** Its top-level nodes as they are now: `ng-if` and `ng-repeat` add and remove some. */
  nodes(): Node[];
  /** Evaluates every binding against a new scope; values that did not change touch no DOM. */
  update(scope: TemplateScope): void;
  /** Removes its event listeners and components, in the whole subtree; the nodes stay. */
  release(): void;
}

/** Inserts nodes before an anchor, when the anchor is in the document tree. */
export function insertBefore(anchor: Node, nodes: readonly Node[]): void {
  const parent = anchor.parentNode;
  if (!parent) return;
  for (const node of nodes) parent.insertBefore(node, anchor);
}

/** Takes a view out of the DOM and releases it. */
export function discardView(view: NodeView): void {
  for (const node of view.nodes()) node.parentNode?.removeChild(node);
  view.release();
}

/** The default event listening, without change detection. */
export function listenWithDom(
  element: Element,
  event: string,
  handler: (event: Event) => void,
): () => void {
  element.addEventListener(event, handler);
  return () => element.removeEventListener(event, handler);
}
