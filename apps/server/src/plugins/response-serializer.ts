import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { safeEncode, toJSONSchema, type ZodType } from 'zod';

type JsonSchema = { [keyword: string]: unknown };
type Serialize = (data: unknown) => string;

/** A route's answer schema as Fastify hands it to the serializer compiler. */
export type ResponseContract = { method: string; url: string; httpStatus?: string; schema: ZodType };

/**
 * The wire form of a zod answer schema, made for fast-json-stringify to write what zod's encoding wrote, in the
 * same bytes (decision record 036). zod's draft-07 JSON Schema, with these changes:
 * - `anyOf [T, null]` becomes `T` with `nullable` (one `=== null`; fast-json-stringify would otherwise settle
 *   the `anyOf` by validating the whole value against `T` on every answer);
 * - no `additionalProperties: false`: unknown keys are dropped, not refused, also when a union (`oneOf`) picks
 *   its branch, as zod does;
 * - a `z.unknown()` key is not required (it may hold undefined, which JSON leaves out);
 * - `required` keeps only the keys before the first optional one: fast-json-stringify writes required keys
 *   first, zod writes the schema's order (the zod check still finds a later required key missing);
 * - a record keyed by an enum writes only those keys, in the order the answer has them (`patternProperties`),
 *   or in the enum's order when every key is required.
 */
export function responseJsonSchema(schema: ZodType): JsonSchema {
  const json = toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'throw',
    reused: 'inline',
    cycles: 'ref',
  });
  return wireForm(json) as JsonSchema;
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNull = (value: unknown) =>
  isSchema(value) && value.type === 'null' && Object.keys(value).length === 1;
const isAnything = (value: unknown) => isSchema(value) && Object.keys(value).length === 0;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wireForm(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(wireForm);
  if (!isSchema(node)) return node;
  const { anyOf, ...rest } = node;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNull)) {
    const inner: unknown = anyOf.find((option) => !isNull(option));
    return { ...(wireForm(inner) as JsonSchema), ...(wireForm(rest) as JsonSchema), nullable: true };
  }
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === '$schema' || (keyword === 'additionalProperties' && value === false)) continue;
    out[keyword] =
      keyword === 'properties' && isSchema(value)
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wireForm(inner)]))
        : wireForm(value);
  }
  return orderedKeys(enumRecord(out));
}

function enumRecord(node: JsonSchema): JsonSchema {
  const { propertyNames, additionalProperties, ...rest } = node;
  if (!isSchema(propertyNames)) return node;
  const keys = propertyNames.enum;
  if (!Array.isArray(keys) || !isSchema(additionalProperties))
    return additionalProperties === undefined ? rest : { ...rest, additionalProperties };
  const names = keys.map(String);
  if (Array.isArray(rest.required) && rest.required.length === names.length)
    return { ...rest, properties: Object.fromEntries(names.map((k) => [k, additionalProperties])) };
  return {
    ...rest,
    patternProperties: { [`^(?:${names.map(escapeRegExp).join('|')})$`]: additionalProperties },
  };
}

function orderedKeys(node: JsonSchema): JsonSchema {
  const { properties, required } = node;
  if (!isSchema(properties) || !Array.isArray(required)) return node;
  const must = new Set(required.filter((key) => typeof key === 'string' && !isAnything(properties[key])));
  const leading: string[] = [];
  for (const key of Object.keys(properties)) {
    if (!must.has(key)) break;
    leading.push(key);
  }
  return { ...node, required: leading };
}

/** An answer that does not match its route's schema: a defect of the server, answered 500 and logged. */
export class AnswerOffContract extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    cause: unknown,
  ) {
    super(`The answer of ${method} ${url} does not match its contract.`, { cause });
  }
}

/** fast-json-stringify's serializer of a wire form; `eager` compiles the validators its `oneOf`s use now. */
export const serializerOf = (wire: JsonSchema, eager = false): Serialize =>
  fastJson(wire as unknown as Parameters<typeof fastJson>[0], { compileValidators: eager });

const bySchema = new WeakMap<ZodType, Serialize>();
const byWireForm = new Map<string, Serialize>();

/**
 * The serializer of one answer schema, compiled once: a route's HEAD twin and the routes answering the same
 * shape share it. A `oneOf`'s validators are compiled when first used (the contract test compiles them all).
 */
export function compileResponseSchema(schema: ZodType): Serialize {
  let serialize = bySchema.get(schema);
  if (serialize) return serialize;
  const wire = responseJsonSchema(schema);
  const text = JSON.stringify(wire);
  serialize = byWireForm.get(text) ?? serializerOf(wire);
  byWireForm.set(text, serialize);
  bySchema.set(schema, serialize);
  return serialize;
}

/**
 * Answers are written by fast-json-stringify from the contracts' JSON Schema, compiled once per route
 * (decision record 036): only the fields the schema names leave the server, without zod parsing every
 * answer. With `check` (tests, development), each answer is also encoded with its zod schema first, so that
 * an answer that breaks its contract fails loudly there as it did before; the bytes sent are the same.
 */
export function registerResponseSerializer(app: FastifyInstance, options: { check: boolean }) {
  const contracts: ResponseContract[] = [];
  app.decorate('responseContracts', contracts);
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const contract = { method, url, httpStatus, schema: schema as ZodType };
    contracts.push(contract);
    const serialize = compileResponseSchema(contract.schema);
    return (data: unknown) => {
      if (options.check) {
        const checked = safeEncode(contract.schema, data);
        if (!checked.success) throw new AnswerOffContract(method, url, checked.error);
      }
      try {
        return serialize(data);
      } catch (cause) {
        throw new AnswerOffContract(method, url, cause);
      }
    };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's answer schemas, as compiled (the contract test walks them). */
    responseContracts: readonly ResponseContract[];
  }
}
