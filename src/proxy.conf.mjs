// The sample admin reaches the demo REST API at /api; API_PORT moves it (default 3000).
const apiPort = process.env['API_PORT'] ?? '3000';

export default {
  '/api': {
    target: `http://127.0.0.1:${apiPort}`,
    secure: false,
    changeOrigin: true,
    pathRewrite: { '^/api': '' },
  },
};
