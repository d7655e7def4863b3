import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import { LOCALE_PART_CHUNK, localeParts } from './locale-parts.ts';

// The API the dev server forwards to; PLATFORM_API lets several dev servers run side by side.
const api = process.env.PLATFORM_API ?? 'http://127.0.0.1:3000';

/** The site's script entry (index.html loads it). */
const SOURCE = path.resolve(import.meta.dirname, 'src') + path.sep;
const ENTRY = `${SOURCE}main.tsx`;
type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;

/** The modules of the first page's own script: what main.tsx imports, directly or not (not `import()`). */
function initialModules(getModuleInfo: ModuleGraph): Set<string> {
  const seen = new Set<string>([ENTRY]);
  for (const id of seen) for (const next of getModuleInfo(id)?.importedIds ?? []) seen.add(next);
  return seen;
}
let initial: Set<string> | undefined;

/**
 * The page is painted from the server's HTML and its style sheet; its scripts take it over after. They are
 * asked for once the page has painted (a script in the page adds them then), so that the first paint, the
 * first banner and the style sheet have the network to themselves.
 */
const scriptsAfterPaint: Plugin = {
  name: 'scripts-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry?.[1]) throw new Error('index.html has no module script to start after the first paint');
      const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      let page = html.replace(entry[0], '');
      for (const link of preloads) page = page.replace(link[0], '');
      const files = JSON.stringify(preloads.map((link) => link[1]));
      const loader = `
    <script>
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          ${files}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
        // A page that does not paint (a tab in the background) starts them anyway.
        setTimeout(start, 1000);
      })();
    </script>`;
      return page.replace('</head>', `${loader}\n  </head>`);
    },
  },
};

/** The site as the browser loads it (dist/). */
const client: BuildEnvironmentOptions = {
  outDir: 'dist',
  target: 'es2022',
  sourcemap: false,
  // One style sheet for the whole site, in the page's head: the page the server renders is styled before
  // its scripts run, whichever of its chunks they load later.
  cssCodeSplit: false,
  modulePreload: { polyfill: false },
  rollupOptions: {
    output: {
      // The first page's scripts in three chunks besides the entry (each request of the first load costs a
      // round trip): the framework, the libraries, and the site's own first-page code; the rest is split
      // where it is first imported, so nothing a page does not use rides along with it. The entry stays a
      // chunk of its own: it waits (top-level await) for chunks that import the first-page code, which must
      // not be waiting on it.
      // One chunk per language and part of the strings (locale-parts.ts), named after them
      // (`locale-th-site`), so that their sizes can be followed.
      chunkFileNames(chunk) {
        const part = LOCALE_PART_CHUNK.exec(chunk.facadeModuleId ?? '');
        return part ? `assets/locale-${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
      },
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules\/(react|react-dom|scheduler|react-router)\// },
          {
            name: 'vendor',
            test: /node_modules\/(@tanstack\/(query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|zustand|use-sync-external-store)\//,
          },
          {
            debugName: 'app',
            name: (id, context) =>
              id !== ENTRY &&
              id.startsWith(SOURCE) &&
              (initial ??= initialModules((m) => context.getModuleInfo(m))).has(id)
                ? 'app'
                : null,
          },
        ],
      },
    },
  },
};
/**
 * The page renderer the server runs (dist-ssr/page-renderer.js, decision record 038): the same components,
 * rendered to HTML per request. One file with every dependency inside, so the server needs nothing of the
 * site's packages.
 */
const renderer: BuildEnvironmentOptions = {
  outDir: 'dist-ssr',
  target: 'node20',
  sourcemap: false,
  minify: false,
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { output: { codeSplitting: false, entryFileNames: '[name].js' } },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), localeParts(), scriptsAfterPaint],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // react-router's package exports only its development build (with its warnings); the site ships the
      // production one beside it.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(
                import.meta.dirname,
                '../../node_modules/react-router/dist/production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  ssr: { noExternal: true },
  // React's production build in the renderer too, whatever the server's own NODE_ENV.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/wps': api,
      '/lgw': api,
      '/lotto': api,
      '/docs': api,
      '/healthz': api,
      '/vendor': api,
      '/support': api,
    },
  },
  build: isSsrBuild ? renderer : client,
}));
