import { API, ERROR_CODES, balanceSchema, envelope, memberInfoSchema } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode, toJSONSchema, z, type ZodType } from 'zod';
import { newMember } from '../test/members.js';
import { createTestApp, json, type TestApp } from '../test/test-app.js';
import { compileResponseSchema, responseJsonSchema, serializerOf } from './response-serializer.js';

let t: TestApp;
let unchecked: TestApp;
const offContract = envelope(z.object({ id: z.number().int(), name: z.string() }));

beforeAll(async () => {
  t = await createTestApp();
  unchecked = await createTestApp({ checkAnswers: false });
  for (const app of [t.app, unchecked.app]) {
    // An answer that leaves out a field its contract requires (a defect the contract must catch).
    app.get('/wps/test/off-contract', { schema: { response: { 200: offContract } } }, () => ({
      success: true,
      value: { id: 7 },
      message: 'OK',
    }));
  }
  await Promise.all([t.app.ready(), unchecked.app.ready()]);
});
afterAll(async () => {
  await t.close();
  await unchecked.close();
});

type Json = { [keyword: string]: unknown };
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strings a contract's patterns accept (the answers' times, dates and dialing codes). */
const PATTERNED = ['2026-11-27 10:00:00', '2026-11-27', '+63', '/art/banners/home-1.webp'];
const TEXTS = ['Ana "Lotus" \\ 東京 🪷', 'x', 'line one\nline two'];

/**
 * A value of a JSON Schema (zod's, before the wire form), varied by `variant`: 0 every optional key present,
 * 1 nullables null and optional keys left out, 2 other union branches and enum values. Each object that
 * names its keys also carries a key the schema does not name, as a database row would.
 */
function sampleOf(node: unknown, variant: number, root: Json, depth = 0): unknown {
  if (!isJson(node)) return 'any';
  if (typeof node.$ref === 'string') {
    const target = node.$ref.replace(/^#\/definitions\//, '');
    const definitions = root.definitions as Json;
    return sampleOf(definitions[target], depth > 3 ? 1 : variant, root, depth + 1);
  }
  const options = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (options) {
    const nullable = options.find((o) => isJson(o) && o.type === 'null');
    if (nullable && (variant === 1 || depth > 3)) return null;
    const others = options.filter((o) => o !== nullable);
    return sampleOf(others[variant % others.length], variant, root, depth + 1);
  }
  if (node.const !== undefined) return node.const;
  if (Array.isArray(node.enum)) return node.enum[variant % node.enum.length];
  const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string | undefined];
  if (types.includes('null') && (variant === 1 || types.length === 1)) return null;
  const type = types.find((x) => x !== 'null');
  switch (type) {
    case 'string':
      return stringOf(node, variant);
    case 'integer':
      return within(node, [42, 0, 7][variant] ?? 42, 1);
    case 'number':
      return within(node, [1234.5, 0, 0.1][variant] ?? 1, 0.01);
    case 'boolean':
      return variant !== 1;
    case 'array':
      return arrayOf(node, variant, root, depth);
    case 'object':
      return objectOf(node, variant, root, depth);
    default:
      return [{ a: 1, b: 'two' }, null, [1, 'x']][variant];
  }
}

function stringOf(node: Json, variant: number): string {
  if (typeof node.pattern === 'string') {
    const pattern = new RegExp(node.pattern);
    const found = PATTERNED.find((s) => pattern.test(s));
    if (!found) throw new Error(`no sample string for the pattern ${node.pattern}`);
    return found;
  }
  const text = TEXTS[variant] ?? 'x';
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  const max = typeof node.maxLength === 'number' ? node.maxLength : Infinity;
  return text.padEnd(min, 'x').slice(0, max);
}

function within(node: Json, wanted: number, step: number): number {
  const min = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
  const max = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
  const low = min === undefined ? -Infinity : node.exclusiveMinimum !== undefined ? min + step : min;
  const high = max === undefined ? Infinity : node.exclusiveMaximum !== undefined ? max - step : max;
  return Math.min(Math.max(wanted, low), high);
}

function arrayOf(node: Json, variant: number, root: Json, depth: number): unknown[] {
  if (Array.isArray(node.items)) return node.items.map((item) => sampleOf(item, variant, root, depth + 1));
  const min = typeof node.minItems === 'number' ? node.minItems : 0;
  const max = typeof node.maxItems === 'number' ? node.maxItems : Infinity;
  const count = Math.min(Math.max(variant === 1 || depth > 3 ? 0 : 2, min), max);
  return Array.from({ length: count }, (_, i) => sampleOf(node.items, (variant + i) % 3, root, depth + 1));
}

function objectOf(node: Json, variant: number, root: Json, depth: number): Json {
  const out: Json = {};
  const required = new Set((node.required as string[] | undefined) ?? []);
  const properties = isJson(node.properties) ? node.properties : {};
  for (const [key, inner] of Object.entries(properties)) {
    if (!required.has(key) && (variant === 1 || depth > 3)) continue;
    // `z.unknown()` takes undefined (and JSON leaves the key out).
    const anything = isJson(inner) && Object.keys(inner).length === 0;
    if (anything && variant === 1) {
      out[key] = undefined;
      continue;
    }
    out[key] = sampleOf(inner, variant, root, depth + 1);
  }
  const extra = node.additionalProperties;
  if (isJson(extra) && isJson(node.propertyNames) && Array.isArray(node.propertyNames.enum)) {
    const keys = node.propertyNames.enum as string[];
    for (const key of required.size ? keys : keys.slice(0, 2).reverse())
      out[key] = sampleOf(extra, variant, root, depth + 1);
  } else if (isJson(extra)) {
    out.second = sampleOf(extra, variant, root, depth + 1);
    out.first = sampleOf(extra, (variant + 1) % 3, root, depth + 1);
  } else if (Object.keys(properties).length > 0) {
    out.passwordHash = 'leaked row field';
  }
  return out;
}

const zodJson = (schema: ZodType) =>
  toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'throw',
    reused: 'inline',
    cycles: 'ref',
  }) as Json;

describe('answers written from the contracts', () => {
  it("compiles every registered route's answer schema, the validators of its unions included", () => {
    const contracts = t.app.responseContracts;
    const routes = contracts.map((c) => `${c.method} ${c.url}`);
    expect(routes).toContain(`GET ${API.memberInfo}`);
    expect(routes).toContain(`GET ${API.balance}`);
    expect(contracts.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const c of contracts) {
      try {
        const wire = responseJsonSchema(c.schema);
        serializerOf(wire, true);
        // A nullable is one `=== null`, never a validator run on every answer.
        if (/"anyOf":\[[^\]]*\{"type":"null"\}/.test(JSON.stringify(wire)))
          throw new Error('anyOf with null');
      } catch (error) {
        failures.push(`${c.method} ${c.url} ${c.httpStatus}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("writes, for every route, the bytes zod's encoding wrote, and no field the contract does not name", () => {
    const differences: string[] = [];
    for (const c of t.app.responseContracts) {
      const json = zodJson(c.schema);
      const serialize = compileResponseSchema(c.schema);
      for (const variant of [0, 1, 2]) {
        const sample = sampleOf(json, variant, json);
        const where = `${c.method} ${c.url} (variant ${variant})`;
        const expected = JSON.stringify(encode(c.schema, sample as never));
        const written = serialize(sample);
        if (written !== expected) differences.push(`${where}\n  zod:  ${expected}\n  sent: ${written}`);
        if (written.includes('leaked row field')) differences.push(`${where}: a row field leaked`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('keeps the envelope and drops what a row carries beyond the contract', () => {
    const info = compileResponseSchema(envelope(memberInfoSchema));
    const row = {
      id: 5,
      account: 'player01',
      nickname: 'Ana',
      type: 0,
      toUpline: false,
      clubLabel: null,
      memberLabel: [{ labelName: 'VIP 1', rankLevel: 1, badgeUrl: '/vip/1.png' }],
      language: 'EN',
      mobileNum: '+63 917***4567',
      email: null,
      lastLoginAt: '2026-11-27T10:00:00.000Z',
      passwordHash: '$argon2id$...',
      mobileDialingCode: '+63',
    };
    expect(JSON.parse(info({ success: true, value: row, message: 'OK', stack: 'at x' }))).toEqual({
      success: true,
      value: {
        id: 5,
        account: 'player01',
        nickname: 'Ana',
        type: 0,
        toUpline: false,
        clubLabel: null,
        memberLabel: [{ labelName: 'VIP 1', rankLevel: 1 }],
        language: 'EN',
        mobileNum: '+63 917***4567',
        email: null,
        lastLoginAt: '2026-11-27T10:00:00.000Z',
      },
      message: 'OK',
    });
    const balance = compileResponseSchema(envelope(balanceSchema));
    expect(balance({ success: false, value: null, message: 'No', errorCode: 'x.y' })).toBe(
      '{"success":false,"value":null,"message":"No","errorCode":"x.y"}',
    );
  });

  it('writes a record keyed by an enum with those keys only', () => {
    const partial = compileResponseSchema(z.partialRecord(z.enum(['a', 'b']), z.number()));
    expect(partial({ b: 1, leaked: 2, a: 3 })).toBe('{"b":1,"a":3}');
    const whole = compileResponseSchema(z.record(z.enum(['a', 'b']), z.number()));
    expect(whole({ b: 1, leaked: 2, a: 3 })).toBe(
      JSON.stringify(encode(z.record(z.enum(['a', 'b']), z.number()), { b: 1, a: 3 })),
    );
  });

  it('answers member info and the balance with exactly the fields of their contracts', async () => {
    const m = await newMember(t.app);
    for (const [url, schema] of [
      [API.memberInfo, memberInfoSchema],
      [API.balance, balanceSchema],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: m.token } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      const body = json(res);
      expect(Object.keys(body).sort(), url).toEqual(['message', 'success', 'value']);
      expect(Object.keys(body.value as object).sort(), url).toEqual(Object.keys(schema.shape).sort());
    }
  });

  it('refuses to send an answer that breaks its contract: 500, nothing of the answer, with or without the zod check', async () => {
    for (const app of [t.app, unchecked.app]) {
      const res = await app.inject({ method: 'GET', url: '/wps/test/off-contract' });
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({
        success: false,
        value: null,
        message: 'System error, please try again later.',
        errorCode: ERROR_CODES.internal,
      });
    }
  });
});
