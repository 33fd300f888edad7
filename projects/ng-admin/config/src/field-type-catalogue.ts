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

  toString(): string {
    return 'Field type catalogue';
  }

  register(name: string, fieldClass: FieldClass): this {
    if (typeof name !== 'string' || name === '') {
      throw invalidArgument(this, 'register', 'a non-empty type name', name);
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
    this._classes.set(name, fieldClass);
    return this;
  }

  has(name: string): boolean {
    return this._classes.has(name);
  }

  /** The registered type names, in registration order. */
  names(): string[] {
    return [...this._classes.keys()];
  }

  get(name: string): FieldClass | undefined {
    return this._classes.get(name);
  }

  /** A new field of a registered type; throws naming the unknown type and the known ones. */
  create(type: string, fieldName: string): Field {
    const FieldType = this._classes.get(type);
    if (!FieldType) {
      throw new ConfigError(
        `Unknown field type "${String(type)}" for field "${fieldName}". ` +
          `Known types: ${this.names().join(', ')}`,
      );
    }
    return new FieldType(fieldName, type);
  }
}
