// Bundles the server for `npm start`: our code and the contracts in one file, npm packages left external.
import { cpSync, rmSync } from 'node:fs';
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
console.log('server built: apps/server/dist/server.js');
