import { ensureString, invalidArgument } from './config-errors';
import { Collection } from './collection';
import { sortByOrder } from './ordering';
import { defineSettings, type Setting } from './setting';
import { orNull } from './setting-rules';

/**
 * The home page: panels listing a few entries of some entities, or a custom template.
 *
 * @usageNotes
 * ```ts
 * application.dashboard(
 *   admin.dashboard()
 *     .addCollection(admin.collection(post).title('Recent posts'))
 *     .addCollection(admin.collection(comment).perPage(10)),
 * );
 * ```
 */
export class Dashboard {
  private _collections: Collection[] = [];

  toString(): string {
    return 'Dashboard';
  }

  addCollection(collection: Collection): this {
    if (!(collection instanceof Collection)) {
      throw invalidArgument(this, 'addCollection', 'a collection (admin.collection())', collection);
    }
    this._collections.push(collection);
    return this;
  }

  /**
   * The panels sorted by `order()` (panels without order keep their position); with an
   * array, replaces them.
   */
  collections(): Collection[];
  collections(collections: readonly Collection[]): this;
  collections(...args: [collections?: readonly Collection[]]): Collection[] | this {
    if (args.length === 0) {
      return sortByOrder(this._collections, (collection) => collection.order());
    }
    if (!Array.isArray(args[0])) {
      throw invalidArgument(this, 'collections', 'an array of collections', args[0]);
    }
    this._collections = [];
    args[0].forEach((collection) => this.addCollection(collection));
    return this;
  }

  hasCollections(): boolean {
    return this._collections.length > 0;
  }

  /** A template string replacing the panels. Default null. */
  declare template: Setting<string | null, this>;

  static {
    defineSettings<Dashboard>(this.prototype, {
      template: { initial: () => null, accept: orNull(ensureString) },
    });
  }
}
