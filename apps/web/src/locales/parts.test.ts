import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRINGS_PART_FILES, STRINGS_PARTS, type StringsPart } from './parts';

// The strings are loaded by part (lib/i18n.ts): the first page loads `site`, and a lazy chunk loads the
// parts its options name (every part when it names none). A chunk that names fewer parts than its words
// need would show keys in place of words; this reads the sources to make sure none does.

const src = path.resolve(import.meta.dirname, '..');

/** The top-level keys (groups) of each part, from its JSON files (English). */
function groupsOfParts(): Map<StringsPart, Set<string>> {
  const parts = new Map<StringsPart, Set<string>>();
  for (const part of STRINGS_PARTS) {
    const groups = new Set<string>();
    for (const file of STRINGS_PART_FILES[part]) {
      const json = JSON.parse(readFileSync(path.join(src, 'locales/en', `${file}.json`), 'utf8')) as object;
      for (const key of Object.keys(json)) if (key !== 'errors') groups.add(key);
    }
    parts.set(part, groups);
  }
  return parts;
}

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' || name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(src, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** The files a file imports statically (an `import()` starts a chunk of its own). */
const staticImports = (file: string, text: string) =>
  [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gms)]
    .map((m) => resolve(file, m[1] ?? m[2] ?? ''))
    .filter((f): f is string => f !== null);

/** The lazy chunks of a file and the parts each names (null: every part). */
function chunksOf(file: string, text: string): { target: string; parts: StringsPart[] | null }[] {
  const chunks: { target: string; parts: StringsPart[] | null }[] = [];
  for (const start of [...text.matchAll(/lazyChunk\(/g)].map((m) => m.index ?? 0)) {
    let depth = 0;
    let end = start;
    for (let i = start + 'lazyChunk'.length; i < text.length; i += 1) {
      if (text[i] === '(') depth += 1;
      if (text[i] === ')') depth -= 1;
      if (depth === 0) {
        end = i;
        break;
      }
    }
    const call = text.slice(start, end);
    const target = /import\('([^']+)'\)/.exec(call)?.[1];
    const resolved = target ? resolve(file, target) : null;
    if (!resolved) continue;
    let list = /strings:\s*\[([^\]]*)\]/.exec(call)?.[1];
    const named = /,\s*([A-Z_]+)\s*,?\s*$/.exec(call)?.[1];
    if (list === undefined && named)
      list = new RegExp(`const ${named}: ChunkOptions = \\{ strings: \\[([^\\]]*)\\]`).exec(text)?.[1];
    const parts = list === undefined ? null : [...list.matchAll(/'(\w+)'/g)].map((m) => m[1] as StringsPart);
    chunks.push({ target: resolved, parts });
  }
  return chunks;
}

type Tree = { [key: string]: string | Tree };

/** Every key of the English strings, and every path leading to keys (`nav`, `footer.links`). */
function englishKeys(): { keys: Set<string>; paths: Set<string> } {
  const keys = new Set<string>();
  const paths = new Set<string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') keys.add(full.replace(/_(one|other)$/, ''));
      else {
        paths.add(full);
        walk(value, full);
      }
    }
  };
  const dir = path.join(src, 'locales/en');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree, '');
  return { keys, paths };
}

describe('the parts of the strings', () => {
  const parts = groupsOfParts();
  const english = englishKeys();
  const partOf = new Map<string, StringsPart>();
  for (const [part, groups] of parts) for (const group of groups) partOf.set(group, part);
  const files = new Map(sources(src).map((f) => [f, readFileSync(f, 'utf8')]));

  /**
   * The groups whose keys a file names: a whole key (`'home.title'`), or the fixed start of one built from
   * a value (`` `nav.${category}` ``). Other strings with dots (storage keys, paths) are not keys.
   */
  const groupsUsed = (text: string) =>
    new Set(
      [...text.matchAll(/(['"`])([a-zA-Z]+\.[\w${}.]+)\1/g)]
        .map((m) => m[2] ?? '')
        .filter((key) => {
          const fixed = key.split('${')[0] ?? '';
          return key.includes('${')
            ? english.paths.has(fixed.replace(/\.$/, '')) || english.keys.has(fixed.replace(/\.$/, ''))
            : english.keys.has(key);
        })
        .map((key) => key.split('.')[0] ?? '')
        .filter((group) => partOf.has(group)),
    );

  /** The words a chunk (its file and what it imports statically) uses that its parts lack. */
  function missing(entry: string, allowed: StringsPart[]): string[] {
    const seen = new Set([entry]);
    const out: string[] = [];
    for (const file of seen) {
      const text = files.get(file) ?? '';
      for (const group of groupsUsed(text)) {
        const part = partOf.get(group);
        if (part && !allowed.includes(part)) out.push(`${path.relative(src, file)}: ${group} (${part})`);
      }
      for (const next of staticImports(file, text)) seen.add(next);
    }
    return out;
  }

  it('split every group of keys between the parts, once', () => {
    const all = [...parts.values()].flatMap((groups) => [...groups]);
    expect(all.length).toBe(new Set(all).size);
  });

  it('give the first page every word it shows (main.tsx loads the site part)', () => {
    // The legal documents' titles become the page's title once their part arrives (use-page-title.ts).
    const followsItsStrings = ['features/legal/components/legal-titles.ts: legalPage (pages)'];
    expect(
      missing(path.join(src, 'main.tsx'), ['site']).filter((p) => !followsItsStrings.includes(p)),
    ).toEqual([]);
  });

  it('give every lazy chunk that names its parts the words it shows', () => {
    const problems: string[] = [];
    for (const [file, text] of files)
      for (const chunk of chunksOf(file, text))
        if (chunk.parts)
          problems.push(
            ...missing(chunk.target, chunk.parts).map((p) => `${path.relative(src, file)} -> ${p}`),
          );
    expect(problems).toEqual([]);
  });
});
