// Writes the demo brand's artwork (SVG) into apps/web/public/art. Deterministic: same bytes on every run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { banners } from './banners.mjs';
import { brandImages } from './brand.mjs';
import { gameTiles } from './games.mjs';
import { pointItems } from './points.mjs';
import { promotions } from './promotions.mjs';
import { vendors } from './vendors.mjs';
import { vipBadges } from './vip.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/art');

const files = [
  ...banners(),
  ...vendors(),
  ...promotions(),
  ...vipBadges(),
  ...pointItems(),
  ...brandImages(),
  ...gameTiles(),
];

rmSync(out, { recursive: true, force: true });
let bytes = 0;
for (const [rel, svg] of files) {
  const file = path.join(out, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  bytes += Buffer.byteLength(svg);
}
console.log(
  `artwork: ${files.length} files, ${(bytes / 1024).toFixed(1)} KB in ${path.relative(process.cwd(), out)}`,
);
