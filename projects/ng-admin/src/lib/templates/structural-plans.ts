import type { NgaExpression } from './expression';
import { repeatItems, RepeatExpression, repeatScope } from './ng-repeat';
import { discardView, insertBefore, NodePlan, NodeView, RenderContext } from './render-context';
import type { TemplateScope } from './template-types';

/**
 * `ng-if`: the element is rendered while the expression is truthy. When it is falsy, nothing
 * of the element is created or evaluated; a comment marks its place.
 */
export class IfPlan implements NodePlan {
  constructor(
    private readonly condition: NgaExpression,
    private readonly content: NodePlan,
  ) {}

  create(scope: TemplateScope, context: RenderContext): NodeView {
    const anchor = context.document.createComment('nga-if');
    let content = this.condition(scope) ? this.content.create(scope, context) : undefined;
    return {
      nodes: () => (content ? [...content.nodes(), anchor] : [anchor]),
      update: (next) => {
        const shown = !!this.condition(next);
        if (shown && content) {
          content.update(next);
        } else if (shown) {
          content = this.content.create(next, context);
          insertBefore(anchor, content.nodes());
        } else if (content) {
          discardView(content);
          content = undefined;
        }
      },
      release: () => content?.release(),
    };
  }
}

/**
 * `ng-repeat`: the element once per item of the collection, each with a child scope that
 * holds the parent scope's names, the item and `$index`, `$first`, `$last`, `$middle`,
 * `$even`, `$odd`. When the scope changes, renderings are reused by position and updated;
 * missing ones are added before the anchor comment and surplus ones removed.
 */
export class RepeatPlan implements NodePlan {
  constructor(
    private readonly repeat: RepeatExpression,
    private readonly collection: NgaExpression,
    private readonly item: NodePlan,
  ) {}

  create(scope: TemplateScope, context: RenderContext): NodeView {
    const anchor = context.document.createComment('nga-repeat');
    const views: NodeView[] = this.itemScopes(scope).map((child) =>
      this.item.create(child, context),
    );
    return {
      nodes: () => [...views.flatMap((view) => view.nodes()), anchor],
      update: (next) => {
        const scopes = this.itemScopes(next);
        scopes.forEach((child, index) => {
          if (index < views.length) {
            views[index].update(child);
          } else {
            const view = this.item.create(child, context);
            views.push(view);
            insertBefore(anchor, view.nodes());
          }
        });
        for (const view of views.splice(scopes.length)) discardView(view);
      },
      release: () => views.forEach((view) => view.release()),
    };
  }

  private itemScopes(scope: TemplateScope): TemplateScope[] {
    const items = repeatItems(this.collection(scope));
    return items.map(([key, value], index) =>
      repeatScope(scope, this.repeat, key, value, index, items.length),
    );
  }
}

/** What a malformed directive renders: nothing (the problem is reported with the template). */
export class EmptyPlan implements NodePlan {
  create(_scope: TemplateScope, context: RenderContext): NodeView {
    const anchor = context.document.createComment('nga-invalid');
    return { nodes: () => [anchor], update: () => undefined, release: () => undefined };
  }
}
