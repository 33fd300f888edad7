import { HttpError } from './errors.ts';
import { BLOG_SCHEMA, eachProperty } from './schema.ts';
import type { ApiSchema, JsonType, StringFormat } from './schema.ts';
import type { JsonObject } from './store.ts';

export type PropertyType = JsonType;

/** Checks for one property; all are optional and apply only when the value is present. */
export interface PropertyRule {
  required?: boolean;
  type?: PropertyType;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: readonly (string | number | boolean)[];
  pattern?: RegExp;
  format?: StringFormat;
  /** The type every element of an array must have. */
  itemType?: PropertyType;
}

/** Rules per property path (a dot path reaches nested properties, e.g. `author.name`). */
export type EntityRules = Readonly<Record<string, PropertyRule>>;

/** Rules per entity name; an entity without rules accepts any object. */
export type ValidationRules = Readonly<Record<string, EntityRules>>;

/**
 * The rules a schema implies, one per property path: type, required (when the whole chain of
 * properties is), lengths, pattern, enum, range, format and the type of array elements.
 * Read-only properties (id, version) are the server's and are not checked.
 *
 * @example
 * rulesFromSchema(BLOG_SCHEMA)['posts']['title']; // { required: true, type: 'string', minLength: 3, ... }
 */
export function rulesFromSchema(schema: ApiSchema): ValidationRules {
  const rules: Record<string, EntityRules> = {};
  for (const [entity, entitySchema] of Object.entries(schema)) {
    const entityRules: Record<string, PropertyRule> = {};
    eachProperty(entitySchema, (path, property, required) => {
      if (property.readOnly) return;
      const rule: PropertyRule = {
        required: required || undefined,
        type: property.type,
        minLength: property.minLength,
        maxLength: property.maxLength,
        min: property.minimum,
        max: property.maximum,
        choices: property.enum,
        pattern: property.pattern === undefined ? undefined : new RegExp(property.pattern, 'u'),
        format: property.format,
        itemType: property.items?.type,
      };
      entityRules[path] = Object.fromEntries(
        Object.entries(rule).filter(([, value]) => value !== undefined),
      );
    });
    rules[entity] = entityRules;
  }
  return rules;
}

/** What the seeded entities accept; an entity without rules accepts any JSON object. */
export const VALIDATION_RULES: ValidationRules = rulesFromSchema(BLOG_SCHEMA);

export interface Violation {
  propertyPath: string;
  message: string;
}

export class ValidationError extends HttpError {
  readonly violations: Violation[];

  constructor(violations: Violation[]) {
    super(422, 'Validation failed', { violations });
    this.name = 'ValidationError';
    this.violations = violations;
  }
}

/** Reports at most one violation per property: the first rule it breaks. */
export function validateDocument(
  rules: EntityRules | undefined,
  document: JsonObject,
): Violation[] {
  if (!rules) return [];
  const violations: Violation[] = [];
  for (const [propertyPath, rule] of Object.entries(rules)) {
    const message = firstBrokenRule(rule, valueAt(document, propertyPath));
    if (message) violations.push({ propertyPath, message });
  }
  return violations;
}

export function assertValid(rules: EntityRules | undefined, document: JsonObject): void {
  const violations = validateDocument(rules, document);
  if (violations.length > 0) throw new ValidationError(violations);
}

function firstBrokenRule(rule: PropertyRule, value: unknown): string | undefined {
  if (isBlank(value)) return rule.required ? 'This value should not be blank.' : undefined;
  if (rule.type && !hasType(value, rule.type)) return `This value should be of type ${rule.type}.`;
  if (rule.itemType && Array.isArray(value)) {
    const itemType = rule.itemType;
    if (!value.every((item) => hasType(item, itemType))) {
      return `Each element of this list should be of type ${itemType}.`;
    }
  }
  if (typeof value === 'string' || Array.isArray(value)) {
    const length = typeof value === 'string' ? [...value].length : value.length;
    const unit = typeof value === 'string' ? 'character' : 'element';
    if (rule.minLength !== undefined && length < rule.minLength) {
      return `This value is too short. It should have ${plural(rule.minLength, unit)} or more.`;
    }
    if (rule.maxLength !== undefined && length > rule.maxLength) {
      return `This value is too long. It should have ${plural(rule.maxLength, unit)} or less.`;
    }
  }
  if (typeof value === 'number') {
    if (rule.min !== undefined && value < rule.min) {
      return `This value should be greater than or equal to ${rule.min}.`;
    }
    if (rule.max !== undefined && value > rule.max) {
      return `This value should be less than or equal to ${rule.max}.`;
    }
  }
  if (rule.choices && !rule.choices.includes(value as string | number | boolean)) {
    return `The value you selected is not a valid choice. Choose one of: ${rule.choices.join(', ')}.`;
  }
  if (rule.pattern && !(typeof value === 'string' && rule.pattern.test(value))) {
    return 'This value is not valid.';
  }
  if (rule.format && !(typeof value === 'string' && FORMAT_CHECKS[rule.format].test(value))) {
    return FORMAT_MESSAGES[rule.format];
  }
  return undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const URI_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A calendar date that exists: 2024-02-30 does not. */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const FORMAT_CHECKS: Readonly<Record<StringFormat, { test(value: string): boolean }>> = {
  date: { test: isDate },
  'date-time': {
    test: (value) => {
      const match = DATE_TIME.exec(value);
      return match !== null && isDate(match[1]);
    },
  },
  email: EMAIL,
  uri: { test: (value) => URI_SCHEME.test(value) && URL.canParse(value) },
};

const FORMAT_MESSAGES: Readonly<Record<StringFormat, string>> = {
  date: 'This value is not a valid date.',
  'date-time': 'This value is not a valid datetime.',
  email: 'This value is not a valid email address.',
  uri: 'This value is not a valid URL.',
};

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function hasType(value: unknown, type: PropertyType): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}

function valueAt(document: JsonObject, propertyPath: string): unknown {
  let current: unknown = document;
  for (const key of propertyPath.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as JsonObject)[key];
  }
  return current;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
