// The backends of the e2e-backends suite behind the admin's dev server, on the ports the
// suite chose: Django REST framework at /servers/django, json-graphql-server at /servers/graphql.
const djangoPort = process.env['DJANGO_PORT'] ?? '8000';
const graphqlPort = process.env['GRAPHQL_PORT'] ?? '3000';

export default {
  '/servers/django': {
    target: `http://127.0.0.1:${djangoPort}`,
    changeOrigin: true,
    pathRewrite: { '^/servers/django': '' },
  },
  '/servers/graphql': {
    target: `http://127.0.0.1:${graphqlPort}`,
    changeOrigin: true,
    pathRewrite: { '^/servers/graphql/?': '/' },
  },
};
