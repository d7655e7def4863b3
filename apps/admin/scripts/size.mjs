// The back office's first load: the gzip size of what `dist/index.html` loads before any screen (its
// entry script, the chunks it preloads, its stylesheets). Run after `npm run build -w @platform/admin`.
// Prints one line per file and the total; `--json` prints `{ files: [{ file, bytes, gzip }], total }`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error('apps/admin/dist/index.html is missing: build the back office first.');
  process.exit(2);
}
const html = readFileSync(indexFile, 'utf8');
const refs = new Set();
for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) refs.add(m[1]);
for (const m of html.matchAll(/<link[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref="([^"]+)"/g))
  refs.add(m[1]);
for (const m of html.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*\srel="(?:modulepreload|stylesheet)"/g))
  refs.add(m[1]);

const files = [...refs].map((ref) => {
  const file = path.join(dist, ref.replace(/^\/admin\//, ''));
  const body = readFileSync(file);
  return { file: path.relative(dist, file), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
});
const total = files.reduce((sum, f) => sum + f.gzip, 0);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files, total }));
} else {
  for (const f of files)
    console.log(
      `${f.file.padEnd(40)} ${String(f.bytes).padStart(9)} B  ${String(f.gzip).padStart(8)} B gzip`,
    );
  console.log(`${'first load (gzip)'.padEnd(40)} ${String(total).padStart(29)} B`);
}
