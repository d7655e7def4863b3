// Bundles the server for `npm start`: our code and the contracts in one file, npm packages left external.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-but-ours',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(path.join(root, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
// The in-house game pages: one script per page (`*.page.ts`) and the shared style sheet, served from
// dist/house-assets (src/modules/house/house.pages.ts).
const housePages = path.join(root, 'src/modules/house/pages');
await build({
  entryPoints: [
    ...readdirSync(housePages)
      .filter((f) => f.endsWith('.page.ts'))
      .map((f) => ({ in: path.join(housePages, f), out: f.replace(/\.page\.ts$/, '') })),
    { in: path.join(housePages, 'house.css'), out: 'house' },
    { in: path.join(housePages, 'room.css'), out: 'room' },
    { in: path.join(housePages, 'table.css'), out: 'table' },
  ],
  outdir: path.join(dist, 'house-assets'),
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.js');
