import {
  ApiMapping,
  NgaCookieAuth,
  NgaDjangoRestDialect,
  NgaDjangoTokenAuth,
  NgaGraphqlDialect,
  withAuth,
  type NgaFeature,
} from '@ng-admin/core';
import { admin, type Application } from '@ng-admin/core/config';
import { buildBlogAdmin } from '../../src/app/admin/blog-admin';

/** One way of serving the blog: the API the admin reads and the dialect it speaks. */
export interface Backend {
  /** The first segment of the admin's addresses (`/drf/posts/list`). */
  readonly mount: string;
  readonly title: string;
  /** The API base, behind the dev server's proxy (proxy.conf.mjs). */
  readonly apiUrl: string;
  readonly dialect: ApiMapping;
  readonly auth?: NgaFeature<'auth'>;
}

/**
 * The backends the admin is served against, each under its own path: Django REST framework
 * (its four prefixes, see django/blog_api/urls.py) and json-graphql-server.
 */
export const BACKENDS: readonly Backend[] = [
  {
    mount: 'drf',
    title: 'Django REST framework',
    apiUrl: '/servers/django/api/',
    dialect: new NgaDjangoRestDialect(),
  },
  {
    mount: 'drf-limit-offset',
    title: 'Django REST framework (limit/offset)',
    apiUrl: '/servers/django/api-limit-offset/',
    dialect: new NgaDjangoRestDialect({ pagination: 'limit-offset' }),
  },
  {
    mount: 'drf-token',
    title: 'Django REST framework (token)',
    apiUrl: '/servers/django/api-token/',
    dialect: new NgaDjangoRestDialect(),
    auth: withAuth(NgaDjangoTokenAuth, { endpoints: { login: 'token/' } }),
  },
  {
    mount: 'drf-session',
    title: 'Django REST framework (session)',
    apiUrl: '/servers/django/api-session/',
    dialect: new NgaDjangoRestDialect(),
    auth: withAuth(NgaCookieAuth, { endpoints: { login: 'login/', logout: 'logout/', me: 'me/' } }),
  },
  {
    mount: 'graphql',
    title: 'GraphQL',
    apiUrl: '/servers/graphql',
    // The list's prepare hook computes the reading time from the body, which no column shows.
    dialect: new NgaGraphqlDialect({
      select: { posts: { add: ['body'], omit: ['reading_time'] } },
    }),
  },
];

/** The backend of an address: the one its first path segment names, else the first. */
export function backendOf(pathname: string): Backend {
  const segment = pathname.split('/').filter(Boolean)[0];
  return BACKENDS.find((backend) => backend.mount === segment) ?? BACKENDS[0];
}

/**
 * The sample's blog admin on another API, with two changes to the posts creation form, as
 * both servers want every post to have views, tags and backlinks (json-graphql-server
 * requires at creation every property its data always has): the form asks for the views too
 * (0 by default), and the tags and backlinks start as empty lists (a reference_many or an
 * embedded list without items is otherwise sent as null).
 */
export function buildBackendAdmin(backend: Backend): Application {
  const application = buildBlogAdmin()
    .title(`ng-admin blog on ${backend.title}`)
    .baseApiUrl(backend.apiUrl);
  const creation = application.getEntity('posts').creationView();
  for (const field of creation.fields()) {
    if (field.name() === 'tags' || field.name() === 'backlinks') field.defaultValue([]);
  }
  creation.fields(admin.field('views', 'number').defaultValue(0));
  return application;
}
