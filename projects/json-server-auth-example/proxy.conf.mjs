// The admin reaches json-server-auth at /api; JSON_SERVER_AUTH_PORT says where it listens
// (default 3000).
const port = process.env['JSON_SERVER_AUTH_PORT'] ?? '3000';

export default {
  '/api': {
    target: `http://127.0.0.1:${port}`,
    secure: false,
    changeOrigin: true,
    pathRewrite: { '^/api': '' },
  },
};
