// The parts of the OpenAPI document that do not come from the entity schema: authentication,
// uploads and the document itself.
import { REFRESH_COOKIE, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './auth/cookies.ts';

type Json = Record<string, unknown>;

const json = (schema: Json) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const error = (code: string) => ({ $ref: `#/components/responses/${code}` });
const PUBLIC: Json[] = [];

export const SECURITY_SCHEMES: Json = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'An access token from `POST /login` (token mode) or `POST /refresh`',
  },
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The session cookie of \`POST /login\` in cookie mode. Unsafe methods must also send the` +
      ` \`${XSRF_COOKIE}\` cookie's value in the \`${XSRF_HEADER}\` header.`,
  },
};

export const AUTH_SCHEMAS: Json = {
  Identity: {
    type: 'object',
    required: ['id', 'username', 'fullName', 'roles'],
    properties: {
      id: { type: 'integer' },
      username: { type: 'string' },
      fullName: { type: 'string' },
      roles: { type: 'array', items: { type: 'string', enum: ['admin', 'editor', 'viewer'] } },
    },
  },
  LoginRequest: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', maxLength: 200 },
      password: { type: 'string', format: 'password', writeOnly: true, maxLength: 200 },
      mode: { type: 'string', enum: ['token', 'cookie'], default: 'token' },
    },
  },
  TokenLogin: {
    type: 'object',
    required: ['accessToken', 'tokenType', 'expiresIn', 'identity'],
    properties: {
      accessToken: { type: 'string' },
      tokenType: { type: 'string', enum: ['Bearer'] },
      expiresIn: { type: 'integer', description: 'Seconds' },
      identity: ref('Identity'),
    },
  },
  CookieLogin: {
    type: 'object',
    required: ['identity', 'expiresIn'],
    properties: {
      identity: ref('Identity'),
      expiresIn: { type: 'integer', description: 'Seconds the session lasts' },
    },
  },
  Upload: {
    type: 'object',
    required: ['filename'],
    properties: { filename: { type: 'string', description: 'Serve it from /uploads/{name}' } },
  },
};

const tokenAnswer = (description: string) => ({
  description: `${description}; the refresh token comes in the HttpOnly \`${REFRESH_COOKIE}\` cookie`,
  headers: { 'Set-Cookie': { schema: { type: 'string' } } },
  content: json(ref('TokenLogin')),
});

export const AUTH_PATHS: Json = {
  '/login': {
    post: {
      tags: ['auth'],
      operationId: 'login',
      summary: 'Log in, with a Bearer token (default) or a session cookie',
      security: PUBLIC,
      requestBody: { required: true, content: json(ref('LoginRequest')) },
      responses: {
        '200': {
          ...tokenAnswer('Token mode: an access token'),
          content: json({ oneOf: [ref('TokenLogin'), ref('CookieLogin')] }),
        },
        '400': error('400'),
        '401': error('401'),
        '429': {
          description: 'Too many failed logins for this username or address',
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
          content: json(ref('Error')),
        },
      },
    },
  },
  '/refresh': {
    post: {
      tags: ['auth'],
      operationId: 'refresh',
      summary: `A new access token for the \`${REFRESH_COOKIE}\` cookie, which is replaced`,
      security: PUBLIC,
      responses: { '200': tokenAnswer('A new access token'), '401': error('401') },
    },
  },
  '/logout': {
    post: {
      tags: ['auth'],
      operationId: 'logout',
      summary: 'Revoke the tokens or session sent, and clear the cookies',
      security: PUBLIC,
      responses: { '204': { description: 'Logged out' } },
    },
  },
  '/me': {
    get: {
      tags: ['auth'],
      operationId: 'me',
      summary: 'The logged-in user',
      responses: { '200': { description: 'The identity', content: json(ref('Identity')) } },
    },
  },
  '/upload': {
    post: {
      tags: ['uploads'],
      operationId: 'upload',
      summary: 'Store one file (editor or admin)',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
      responses: {
        '200': { description: 'The stored name', content: json(ref('Upload')) },
        '400': error('400'),
        '401': error('401'),
        '403': error('403'),
        '413': error('413'),
      },
    },
  },
  '/uploads/{name}': {
    get: {
      tags: ['uploads'],
      operationId: 'download',
      summary: 'An uploaded file',
      security: PUBLIC,
      parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        '404': error('404'),
      },
    },
  },
  '/openapi.json': {
    get: {
      tags: ['meta'],
      operationId: 'openapi',
      summary: 'This document',
      security: PUBLIC,
      responses: { '200': { description: 'OpenAPI 3.0.3', content: json({ type: 'object' }) } },
    },
  },
};
