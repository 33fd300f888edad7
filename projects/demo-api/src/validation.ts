import { HttpError } from './errors.ts';
import type { JsonObject } from './store.ts';

export type PropertyType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

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
}

/** Rules per property path (a dot path reaches nested properties, e.g. `author.name`). */
export type EntityRules = Readonly<Record<string, PropertyRule>>;

/** Rules per entity name; an entity without rules accepts any object. */
export type ValidationRules = Readonly<Record<string, EntityRules>>;

export interface Violation {
  propertyPath: string;
  message: string;
}

export class ValidationError extends HttpError {
  readonly violations: Violation[];

  constructor(violations: Violation[]) {
    super(422, 'Validation failed');
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
  return undefined;
}

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
