import { defineConfig } from 'vite';

// The API the dev server forwards to; PLATFORM_API lets several dev servers run side by side.
const api = process.env.PLATFORM_API ?? 'http://127.0.0.1:3000';

/**
 * The book's own build, served by the platform under /sportsbook/ (framed by /game, or full page by
 * /fbsports). JSX is compiled by Vite's own transform with React's automatic runtime.
 */
export default defineConfig({
  base: '/sportsbook/',
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1', port: 5174, proxy: { '/sb': api } },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
});
