import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API the dev server forwards to; PLATFORM_API lets several dev servers run side by side.
const api = process.env.PLATFORM_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/wps': api, '/lgw': api, '/docs': api, '/healthz': api, '/vendor': api, '/support': api },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // One chunk per language, named after it, so its size can be followed.
        chunkFileNames(chunk) {
          const lang = /locales\/(\w+)\/index\.ts/.exec(chunk.facadeModuleId ?? '')?.[1];
          return lang ? `assets/locale-${lang}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Few, larger chunks for what every page needs: each request of the first load costs a round trip.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(zod)\//.test(id)) return 'zod';
          if (/node_modules\/(@tanstack|i18next|react-i18next|zustand|lucide-react)\//.test(id))
            return 'vendor';
          if (/\/src\/(lib|config|components\/ui)\//.test(id) && !/rich-text|\.test\./.test(id))
            return 'shell';
          return undefined;
        },
      },
    },
  },
});
