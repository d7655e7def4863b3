import type { FastifyInstance } from 'fastify';
import { fundMember } from './funding.js';
import { json, register, uniqueName } from './test-app.js';
import { memberIdOf } from './vendor.js';

export type TestMember = { id: number; username: string; token: string };

/** A newly registered member of a brand (`demo` unless told), with its id and session token, and funds if asked. */
export async function newMember(
  app: FastifyInstance,
  options: { prefix?: string; merchant?: string; headers?: Record<string, string>; funds?: number } = {},
): Promise<TestMember> {
  const merchant = options.merchant ?? 'demo';
  const username = uniqueName(options.prefix ?? 'm');
  const res = await register(app, username, 'Secret123', {}, { merchant, ...options.headers });
  if (res.statusCode !== 200)
    throw new Error(`registering ${username} failed: ${res.statusCode} ${res.body}`);
  const id = await memberIdOf(app, username, merchant);
  if (options.funds) await fundMember(app, id, options.funds);
  return { id, username, token: json(res).value.token as string };
}
