// Helpers shared by the specs: an in-process server on a free port over an in-memory database.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppOptions } from './server.ts';
import { buildApp } from './server.ts';

export interface TestServer {
  baseUrl: string;
  uploadsDir: string;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'demo-api-uploads-'));
  // Authentication is off unless a spec asks for it: most specs are about the dialect.
  const app = await buildApp({
    db: ':memory:',
    uploadsDir,
    logger: false,
    auth: false,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    uploadsDir,
    async close() {
      await app.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** `?_filters=` as a UI sends it: URL-encoded JSON. */
export function filtersParam(filters: unknown): string {
  return `_filters=${encodeURIComponent(JSON.stringify(filters))}`;
}

export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export async function requestJson<T = any>(
  url: string,
  init: { method?: string; body?: unknown; rawBody?: string } = {},
): Promise<JsonResponse<T>> {
  const hasBody = init.body !== undefined || init.rawBody !== undefined;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? undefined : JSON.parse(text)) as T,
  };
}

/** A seed document as the API serves it: with the version the server keeps. */
export function atVersion<T extends object>(document: T, version = 1): T & { version: number } {
  return { ...document, version };
}

export function ids(documents: readonly { id: number }[]): number[] {
  return documents.map((document) => document.id);
}

/** Mirrors SQLite's NOCASE collation: ASCII letters fold, everything else compares by code. */
export function compareNoCase(a: string, b: string): number {
  const left = a.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const right = b.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return left < right ? -1 : left > right ? 1 : 0;
}

/** One `Set-Cookie` line read back: name, value and attributes (names in lower case). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

export function parseSetCookie(line: string): SetCookie {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    attributes: new Map(
      attributes.map((attribute) => {
        const [name, ...value] = attribute.split('=');
        return [name.toLowerCase(), value.join('=')];
      }),
    ),
  };
}

/** The cookies a response sets, by name. */
export function setCookies(response: Response): Map<string, SetCookie> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const cookie = parseSetCookie(line);
      return [cookie.name, cookie];
    }),
  );
}

/** A `Cookie` request header carrying the given cookies, as a browser would send them back. */
export function cookieHeader(cookies: Iterable<SetCookie>): string {
  return [...cookies].map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** `POST /login` with a JSON body; answers the raw response for headers and cookies. */
export function login(
  baseUrl: string,
  body: { username: string; password: string; mode?: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The demo users' passwords, as the README documents them. */
export const PASSWORDS = {
  admin: 'admin-password',
  editor: 'editor-password',
  viewer: 'viewer-password',
} as const;

/** An access token of a demo user (token mode). */
export async function accessToken(baseUrl: string, username: keyof typeof PASSWORDS) {
  const response = await login(baseUrl, { username, password: PASSWORDS[username] });
  if (response.status !== 200) throw new Error(`login as ${username}: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
