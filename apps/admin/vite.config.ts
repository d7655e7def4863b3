import { defineConfig } from 'vite';

// The API the dev server forwards to; PLATFORM_API lets several dev servers run side by side.
const api = process.env.PLATFORM_API ?? 'http://127.0.0.1:3000';

/**
 * The back office's own build, served by the platform under /admin/ (decision record 050). The operator
 * API lives under /admin too: the dev server forwards every /admin call that is not a page of the app.
 */
export default defineConfig({
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  server: {
    host: '127.0.0.1',
    port: 5175,
    proxy: {
      '/admin': {
        target: api,
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
      '/wps': api,
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
  },
});
