import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.js';
import { breaksLine, hasControlCharacter, line, text } from './text.js';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
};
type Bag = { maximum?: number; minimum?: number };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def; bag: Bag } })._zod;

/** Wrappers that do not change what a field takes: optional, nullable, default, a pipe's input. */
function unwrap(schema: z.ZodType): z.ZodType {
  const { def } = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type))
    return unwrap(def.innerType as z.ZodType);
  if (def.type === 'pipe') return unwrap(def.in as z.ZodType);
  return schema;
}

type Leaf = { path: (string | number)[]; schema: z.ZodType; kind: 'string' | 'number' };

/** Every string and number field of an object schema, nested objects and array elements included. */
function leaves(schema: z.ZodType, at: (string | number)[] = []): Leaf[] {
  const inner = unwrap(schema);
  const { def } = defOf(inner);
  if (def.type === 'object')
    return Object.entries(def.shape ?? {}).flatMap(([key, field]) => leaves(field, [...at, key]));
  if (def.type === 'array') return leaves(def.element as z.ZodType, [...at, 0]);
  if (def.type === 'string' || def.type === 'number')
    return at.length > 0 ? [{ path: at, schema: inner, kind: def.type }] : [];
  return [];
}

/** An input with `value` at `path` and nothing else. */
function inputWith(pathTo: (string | number)[], value: unknown): unknown {
  return pathTo.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    value,
  );
}

const issuesAt = (schema: z.ZodType, input: unknown, at: (string | number)[]) => {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === at.join('.'));
};

/** The schemas of what clients send: bodies, queries and route parameters. */
const REQUEST_NAME =
  /(Request|Query|Params|Input|Action|Update|Application|Transfer)Schema$|^(createDeposit|launchGame|sandboxCallback|encryptedBody|withdrawalId|bankAccountId|messageId|avatarId|promotionId)Schema$/;
const requestSchemas = Object.entries(contracts).filter(
  ([name, value]) =>
    REQUEST_NAME.test(name) &&
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value &&
    leaves(value as z.ZodType).length > 0,
) as [string, z.ZodType][];

/** C0 controls but TAB, LF and CR; DEL; lone surrogates (high and low). */
const controlCharacter = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 9 && c !== 10 && c !== 13),
    fc.constant(0x7f),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code));
const printable = fc.string({ maxLength: 8 });

describe('strings of the contracts', () => {
  it('covers the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
  });

  it('every request field that takes a string refuses a control character, naming the field', () => {
    for (const [name, schema] of requestSchemas) {
      for (const leaf of leaves(schema).filter((l) => l.kind === 'string')) {
        fc.assert(
          fc.property(printable, controlCharacter, printable, (before, bad, after) => {
            const value = `${before}${bad}${after}`;
            expect(
              issuesAt(schema, inputWith(leaf.path, value), leaf.path).length,
              `${name}.${leaf.path.join('.')} took ${JSON.stringify(value)}`,
            ).toBeGreaterThan(0);
          }),
          { numRuns: 25 },
        );
      }
    }
  });

  it('every request field refuses a value beyond its bounds, naming the field', () => {
    for (const [name, schema] of requestSchemas) {
      for (const leaf of leaves(schema)) {
        const { maximum, minimum } = defOf(leaf.schema).bag;
        const beyond: unknown[] = [];
        if (leaf.kind === 'string' && maximum !== undefined) beyond.push('a'.repeat(maximum + 1));
        if (leaf.kind === 'number' && maximum !== undefined && Number.isFinite(maximum))
          beyond.push(maximum + 1);
        if (leaf.kind === 'number' && minimum !== undefined && Number.isFinite(minimum))
          beyond.push(minimum - 1);
        for (const value of beyond) {
          expect(
            issuesAt(schema, inputWith(leaf.path, value), leaf.path).length,
            `${name}.${leaf.path.join('.')} took ${String(value).slice(0, 20)}`,
          ).toBeGreaterThan(0);
        }
      }
    }
  });

  it('text() keeps TAB and line breaks; line() refuses them; both refuse control characters', () => {
    fc.assert(
      fc.property(printable, fc.constantFrom('\t', '\n', '\r'), printable, (a, brk, b) => {
        expect(text(100).safeParse(`${a}${brk}${b}`).success).toBe(true);
        expect(line(100).safeParse(`${a}${brk}${b}`).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(printable, controlCharacter, printable, (a, bad, b) => {
        expect(hasControlCharacter(`${a}${bad}${b}`)).toBe(true);
        expect(breaksLine(`${a}${bad}${b}`)).toBe(true);
        expect(text(100).safeParse(`${a}${bad}${b}`).success).toBe(false);
      }),
    );
    // A pair of surrogates is one character (an emoji), not a control.
    expect(text(10).safeParse('ok \u{1F600}').success).toBe(true);
  });

  it('every contract file takes z from ./z.js (so that its strings refuse control characters)', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const direct = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'z.ts' && f !== 'text.ts')
      .filter((f) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(path.join(dir, f), 'utf8')));
    expect(direct).toEqual([]);
  });
});
