/**
 * The GraphQL pieces of `NgaGraphqlDialect`, pure: names after the conventions of
 * react-admin's simple GraphQL provider, argument literals, and errors read from an answer.
 */
import { NgaHttpError, type Violation } from '../nga-http-error';
import { ResponseLike } from '../request-spec';
import { isPlainObject } from '../values';

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Whether a text is a GraphQL name (an argument, a field, an object key). */
export function isGraphqlName(text: string): boolean {
  return NAME.test(text);
}

/** An English noun in the singular: `posts` → `post`, `categories` → `category`. */
export function singular(word: string): string {
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** An English noun in the plural: `Post` → `Posts`, `Category` → `Categories`. */
export function plural(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** `tag_directory` → `TagDirectory`, `blog-posts` → `BlogPosts`. */
export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

/**
 * A value written as a GraphQL literal: strings with JSON's escapes (which GraphQL shares),
 * numbers, booleans, `null`, lists and input objects. Throws for an object key that is no
 * GraphQL name, which no literal can hold.
 */
export function graphqlLiteral(value: unknown, path = 'value'): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => graphqlLiteral(item, `${path}.${index}`)).join(', ')}]`;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => {
      if (!isGraphqlName(key)) {
        throw new NgaHttpError({
          status: 0,
          message: `The key "${key}" of ${path} is not a GraphQL name, so it cannot be sent as an argument.`,
        });
      }
      return `${key}: ${graphqlLiteral(item, `${path}.${key}`)}`;
    });
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(String(value));
}

/** One error of a GraphQL answer, as the specification shapes it. */
export interface GraphqlError {
  readonly message: string;
  readonly locations?: readonly { line: number; column: number }[];
  readonly path?: readonly (string | number)[];
  readonly extensions?: Record<string, unknown>;
}

/** The errors of a GraphQL answer, or an empty list. */
export function graphqlErrors(body: unknown): GraphqlError[] {
  const errors = isPlainObject(body) ? body['errors'] : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter(isPlainObject).map((error) => ({
    ...error,
    message: typeof error['message'] === 'string' ? error['message'] : 'GraphQL error',
  })) as GraphqlError[];
}

/** HTTP statuses for the error codes servers put in `extensions.code` (Apollo's names). */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
};

/**
 * The status a failed GraphQL operation stands for when the server answered 200: the one its
 * `extensions.code` names; else 400 for errors raised before execution (a document or an
 * argument the schema refuses, which carry no `path`); else 500.
 */
export function statusOfErrors(errors: readonly GraphqlError[]): number {
  for (const error of errors) {
    const code = error.extensions?.['code'];
    if (typeof code === 'string' && STATUS_OF_CODE[code]) return STATUS_OF_CODE[code];
  }
  return errors.every((error) => !error.path || error.path.length === 0) ? 400 : 500;
}

/**
 * The argument an error is about: named in its message (graphql-js words: `argument "title"`,
 * `Unknown argument "title"`, `Variable "$title"`), else the argument written on the line the
 * error points at in the document (arguments are written one per line for that).
 */
export function argumentOfError(
  error: GraphqlError,
  argumentsByLine: ReadonlyMap<number, string>,
): string | undefined {
  const named = /argument "([_A-Za-z][_0-9A-Za-z]*)"|Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/.exec(
    error.message,
  );
  if (named) {
    const name = named[1] ?? named[2];
    return [...argumentsByLine.values()].includes(name) || !named[2] ? name : undefined;
  }
  for (const location of error.locations ?? []) {
    const name = argumentsByLine.get(location.line);
    if (name) return name;
  }
  return undefined;
}

/**
 * The arguments of a mutation document written by `NgaGraphqlDialect`, by line: the lines
 * that start with `<name>:` inside the parentheses of the mutation field.
 */
export function argumentLines(document: string): Map<number, string> {
  const lines = new Map<number, string>();
  document.split('\n').forEach((line, index) => {
    const match = /^ {4}([_A-Za-z][_0-9A-Za-z]*): /.exec(line);
    if (match) lines.set(index + 1, match[1]);
  });
  return lines;
}

/**
 * The error of a GraphQL answer that failed: its status (the HTTP one, or the one the errors
 * stand for in a 200 answer), the messages that concern no argument as its message, and one
 * violation per argument the server refused, for the form to mark.
 */
export function graphqlFailure(
  response: ResponseLike,
  errors: readonly GraphqlError[],
  document: string | undefined,
): NgaHttpError {
  const byLine = document ? argumentLines(document) : new Map<number, string>();
  const violations: Violation[] = [];
  const general: string[] = [];
  for (const error of errors) {
    const argument = argumentOfError(error, byLine);
    if (argument) violations.push({ propertyPath: argument, message: error.message });
    else general.push(error.message);
  }
  const ok = response.status >= 200 && response.status < 300;
  return new NgaHttpError({
    status: ok ? statusOfErrors(errors) : response.status,
    message: (general.length > 0 ? general : errors.map((error) => error.message)).join(' '),
    violations,
    body: response.body,
    url: response.url,
  });
}
