import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { STRINGS_PART_FILES, STRINGS_PARTS, type StringsPart } from './src/locales/parts.ts';

// The strings' parts as modules (decision record 038): `virtual:locale-parts` maps `th:member` to a loader of
// the module `virtual:locale-parts/th/member`, which imports that part's JSON files of that language. Each
// such module is a chunk of its own, `locale-th-member` (vite.config.ts), loaded in one request.

const ID = 'virtual:locale-parts';
const RESOLVED = `\0${ID}`;
const locales = path.resolve(import.meta.dirname, 'src/locales');
const LANGUAGE = /^[a-z]{2}$/;

export const LOCALE_PART_CHUNK = /^\0virtual:locale-parts\/([a-z]{2})\/(\w+)$/;

/** Every language of `src/locales` (a folder each), as the plugin found them. */
export function localeParts(): Plugin {
  const folders = readdirSync(locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && LANGUAGE.test(entry.name))
    .map((entry) => entry.name);
  return {
    name: 'locale-parts',
    resolveId(id) {
      return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === RESOLVED) {
        const loaders = folders.flatMap((folder) =>
          STRINGS_PARTS.map((part) => `  '${folder}:${part}': () => import('${ID}/${folder}/${part}'),`),
        );
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      const chunk = LOCALE_PART_CHUNK.exec(id);
      if (!chunk) return undefined;
      const [, folder = '', part = ''] = chunk;
      if (!LANGUAGE.test(folder) || !(part in STRINGS_PART_FILES))
        throw new Error(`no strings part ${part} in ${folder}`);
      const files = STRINGS_PART_FILES[part as StringsPart];
      const imports = files.map(
        (file, i) => `import f${i} from ${JSON.stringify(path.join(locales, folder, `${file}.json`))};`,
      );
      return `${imports.join('\n')}\nexport default [${files.map((_, i) => `f${i}`).join(', ')}];\n`;
    },
  };
}
