import { ConfigError, invalidArgument } from './config-errors';
import { Field } from './fields/field';

/**
 * A field class as the catalogue instantiates it: `new FieldClass(fieldName, typeName)`.
 * Subclasses that keep the base constructor's parameters fit.
 *
 * @usageNotes
 * ```ts
 * const ratingClass: FieldClass<RatingField> = RatingField;
 * ```
 */
export type FieldClass<F extends Field = Field> = new (name: string, type?: string) => F;

/**
 * The field types an `Admin` knows, built-in ones included: `admin.field(name, type)`
 * creates its fields through it. Registering a name again replaces its class.
 *
 * @usageNotes
 * ```ts
 * admin.fieldTypes.has('rating'); // false until registered
 * admin.registerFieldType('rating', RatingField);
 * admin.fieldTypes.create('rating', 'stars'); // a RatingField whose type() is 'rating'
 * ```
 */
export class FieldTypeCatalogue {
  private readonly _classes = new Map<string, FieldClass>();
  /** Types added for the time of one `withTypes` call, innermost last. */
  private readonly _scopes: ReadonlyMap<string, FieldClass>[] = [];

  toString(): string {
    return 'Field type catalogue';
  }

  register(name: string, fieldClass: FieldClass): this {
    checkFieldClass(this, name, fieldClass);
    this._classes.set(name, fieldClass);
    return this;
  }

  /**
   * Runs `build` with more field types known, and forgets them afterwards: an application's
   * own types serve its configuration without changing the shared catalogue (two admins in one
   * page, or tests, do not see each other's types).
   *
   * @usageNotes
   * ```ts
   * const app = admin.fieldTypes.withTypes(new Map([['rating', RatingField]]), () => buildAdmin());
   * admin.fieldTypes.has('rating'); // still false
   * ```
   */
  withTypes<T>(types: ReadonlyMap<string, FieldClass>, build: () => T): T {
    for (const [name, fieldClass] of types) checkFieldClass(this, name, fieldClass);
    this._scopes.push(types);
    try {
      return build();
    } finally {
      this._scopes.pop();
    }
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** The known type names: registered ones in registration order, then scoped ones. */
  names(): string[] {
    return [
      ...new Set([...this._classes.keys(), ...this._scopes.flatMap((scope) => [...scope.keys()])]),
    ];
  }

  get(name: string): FieldClass | undefined {
    for (let index = this._scopes.length - 1; index >= 0; index--) {
      const scoped = this._scopes[index].get(name);
      if (scoped) return scoped;
    }
    return this._classes.get(name);
  }

  /** A new field of a registered type; throws naming the unknown type and the known ones. */
  create(type: string, fieldName: string): Field {
    const FieldType = this.get(type);
    if (!FieldType) {
      throw new ConfigError(
        `Unknown field type "${String(type)}" for field "${fieldName}". ` +
          `Known types: ${this.names().join(', ')}`,
      );
    }
    return new FieldType(fieldName, type);
  }
}

function checkFieldClass(catalogue: FieldTypeCatalogue, name: string, fieldClass: unknown): void {
  if (typeof name !== 'string' || name === '') {
    throw invalidArgument(catalogue, 'register', 'a non-empty type name', name);
  }
  const isFieldClass =
    typeof fieldClass === 'function' &&
    (fieldClass === Field || fieldClass.prototype instanceof Field);
  if (!isFieldClass) {
    throw new ConfigError(
      `Field type "${name}" must be registered with a class extending Field, ` +
        `got ${fieldClass === null ? 'null' : typeof fieldClass}`,
    );
  }
}
