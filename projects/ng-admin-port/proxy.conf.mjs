// The port reaches the demo REST API at /api, as the blog demo reached its fake server;
// API_PORT moves the API (default 3000).
const apiPort = process.env['API_PORT'] ?? '3000';

export default {
  '/api': {
    target: `http://127.0.0.1:${apiPort}`,
    secure: false,
    changeOrigin: true,
    pathRewrite: { '^/api': '' },
  },
};
