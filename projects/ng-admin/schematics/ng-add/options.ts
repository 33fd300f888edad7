import { SchematicsException } from '@angular-devkit/schematics';

/** The Material 3 palettes a prebuilt theme exists for (`themes/<palette>.css`). */
export const THEME_PALETTES = [
  'azure',
  'blue',
  'chartreuse',
  'cyan',
  'green',
  'magenta',
  'orange',
  'red',
  'rose',
  'spring-green',
  'violet',
  'yellow',
] as const;

export type ThemePalette = (typeof THEME_PALETTES)[number];

/**
 * How the admin signs users in: not at all, with `NgaBearerAuth` (an access token in memory, a
 * refresh token in an HttpOnly cookie) or with `NgaCookieAuth` (a session cookie).
 */
export const AUTH_KINDS = ['none', 'bearer', 'cookie'] as const;

export type AuthKind = (typeof AUTH_KINDS)[number];

/** The options of `ng add @ng-admin/core`, as schema.json describes them. */
export interface NgAddOptions {
  project?: string;
  apiUrl?: string;
  path?: string;
  proxy?: string;
  theme?: string;
  /** `none`, `bearer` or `cookie`. */
  auth?: string;
  skipEntities?: boolean;
  /** Comma-separated collection names; asked by the setup phase when the API is reachable. */
  entities?: string;
  skipInstall?: boolean;
}

/** The options once checked and normalized. */
export interface SetupOptions {
  project?: string;
  /** The API URL with a trailing slash: `/api/`, `http://localhost:3000/`. */
  apiUrl: string;
  /** The admin's route path without surrounding slashes; `''` for the whole application. */
  path: string;
  /** The dev-server proxy target, or `''`. */
  proxy: string;
  theme: ThemePalette;
  auth: AuthKind;
  skipEntities: boolean;
  entities: string[];
}

/**
 * Checks the options and puts them in one form; a wrong option throws a message that says
 * what is expected.
 */
export function normalizeOptions(options: NgAddOptions): SetupOptions {
  const rawApiUrl = (options.apiUrl ?? '/api').trim() || '/api';
  const absolute = isAbsoluteUrl(rawApiUrl);
  if (!absolute && !rawApiUrl.startsWith('/')) {
    throw new SchematicsException(
      `--api-url must be a path starting with "/" (e.g. /api) or an absolute http(s) URL, got "${rawApiUrl}".`,
    );
  }
  if (absolute && !URL.canParse(rawApiUrl)) {
    throw new SchematicsException(`--api-url "${rawApiUrl}" is not a valid URL.`);
  }
  const apiUrl = rawApiUrl.endsWith('/') ? rawApiUrl : `${rawApiUrl}/`;

  const path = (options.path ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!/^[A-Za-z0-9_~.\-/]*$/.test(path) || path.includes('//')) {
    throw new SchematicsException(
      `--path must be a route path such as admin or back-office/admin, got "${options.path}".`,
    );
  }

  const proxy = (options.proxy ?? '').trim().replace(/\/+$/, '');
  if (proxy) {
    if (!isAbsoluteUrl(proxy)) {
      throw new SchematicsException(
        `--proxy must be an http(s) URL such as http://localhost:3000, got "${options.proxy}".`,
      );
    }
    if (absolute) {
      throw new SchematicsException(
        `--proxy needs --api-url to be a path of the application (e.g. /api), not "${rawApiUrl}".`,
      );
    }
    if (apiUrl === '/') {
      throw new SchematicsException(
        '--proxy needs --api-url to be a path such as /api: proxying "/" would hide the application.',
      );
    }
  }

  const theme = (options.theme ?? 'azure').trim() as ThemePalette;
  if (!THEME_PALETTES.includes(theme)) {
    throw new SchematicsException(
      `--theme must be one of ${THEME_PALETTES.join(', ')}, got "${options.theme}".`,
    );
  }

  const auth = (options.auth ?? 'none').trim() as AuthKind;
  if (!AUTH_KINDS.includes(auth)) {
    throw new SchematicsException(
      `--auth must be one of ${AUTH_KINDS.join(', ')}, got "${options.auth}".`,
    );
  }

  const entities = (options.entities ?? '')
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of entities) {
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) {
      throw new SchematicsException(
        `--entities takes collection names such as posts,comments; "${name}" is not one.`,
      );
    }
  }

  return {
    project: options.project,
    apiUrl,
    path,
    proxy,
    theme,
    auth,
    skipEntities: options.skipEntities ?? false,
    entities,
  };
}

/** `http://...` or `https://...`. */
export function isAbsoluteUrl(url: string): boolean {
  return /^https?:\/\/[^/]/i.test(url);
}

/**
 * The URL at which the generator reads the API's collections, if there is one: the proxy
 * target when the admin reaches the API through the dev-server proxy, else an absolute API
 * URL. `undefined` when the API is a path of the application without a proxy.
 */
export function apiOrigin(options: SetupOptions): string | undefined {
  if (options.proxy) return `${options.proxy}/`;
  return isAbsoluteUrl(options.apiUrl) ? options.apiUrl : undefined;
}
