import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { unauthorized } from '../../../lib/errors.js';
import { env } from '../../../config/env.js';
import { connectRedisState, createProcessState, type SharedState } from '../../../lib/shared-state.js';
import { createLiveHub, type LiveHub } from './hub.js';
import { LIVE_CLOSE, registerLiveSocket } from './socket-route.js';

// Two "API processes" (two apps, each with its hub) on one shared state: a message published through one
// reaches the sockets the other holds.

const messages = z.discriminatedUnion('type', [
  z.object({ type: z.literal('say'), ref: z.string().optional(), text: z.string().min(1).max(20) }),
]);

async function makeApp(shared: Pick<SharedState, 'publish' | 'subscribe'>) {
  const app = Fastify();
  await app.register(websocket);
  const hub = createLiveHub({ shared });
  registerLiveSocket(app, {
    path: '/live/test',
    hub,
    messages,
    heartbeatMs: 60_000,
    async authenticate(token) {
      if (token !== 'alice' && token !== 'bob') throw unauthorized('game.session.invalid', 'unknown token');
      return { name: token };
    },
    async onOpen(connection) {
      connection.join('room-1');
      connection.send({ type: 'hello', name: connection.session.name });
    },
    async onMessage(connection, message) {
      if (message.text === 'refuse') throw unauthorized('rule', 'refused by the rule');
      await hub.publish('room-1', { type: 'said', by: connection.session.name, text: message.text });
    },
  });
  await app.ready();
  return { app, hub };
}

/** A socket with its messages queued, read one at a time. */
async function open(app: FastifyInstance, url: string) {
  const queue: unknown[] = [];
  const waiters: ((m: unknown) => void)[] = [];
  let closed: { code: number } | undefined;
  const ws: WebSocket = await app.injectWS(
    url,
    {},
    {
      onInit(socket) {
        socket.on('message', (data) => {
          const m = JSON.parse((data as Buffer).toString('utf8')) as unknown;
          const w = waiters.shift();
          if (w) w(m);
          else queue.push(m);
        });
        socket.on('close', (code) => {
          closed = { code };
        });
      },
    },
  );
  return {
    ws,
    next: () =>
      new Promise<any>((resolve) => {
        const m = queue.shift();
        if (m !== undefined) resolve(m);
        else waiters.push(resolve);
      }),
    closed: async () => {
      for (let i = 0; i < 100 && !closed; i++) await new Promise((r) => setTimeout(r, 10));
      return closed;
    },
  };
}

async function emptied(hub: LiveHub) {
  for (let i = 0; i < 100 && hub.count('room-1') > 0; i++) await new Promise((r) => setTimeout(r, 10));
}

describe('live hub', () => {
  const shared = createProcessState(pino({ level: 'silent' }));
  let one: { app: FastifyInstance; hub: LiveHub };
  let two: { app: FastifyInstance; hub: LiveHub };
  beforeAll(async () => {
    one = await makeApp(shared);
    two = await makeApp(shared);
  });
  afterAll(async () => {
    await one.app.close();
    await two.app.close();
  });

  it('tells a message sent through one process to the sockets of another', async () => {
    const alice = await open(one.app, '/live/test?token=alice');
    const bob = await open(two.app, '/live/test?token=bob');
    expect(await alice.next()).toEqual({ type: 'hello', name: 'alice' });
    expect(await bob.next()).toEqual({ type: 'hello', name: 'bob' });
    alice.ws.send(JSON.stringify({ type: 'say', text: 'hi' }));
    expect(await bob.next()).toEqual({ type: 'said', by: 'alice', text: 'hi' });
    expect(await alice.next()).toEqual({ type: 'said', by: 'alice', text: 'hi' });
    alice.ws.close();
    bob.ws.close();
  });

  it('answers a ping, a bad message and a refusal with messages naming them, and keeps the socket', async () => {
    const alice = await open(one.app, '/live/test?token=alice');
    await alice.next();
    alice.ws.send(JSON.stringify({ type: 'ping', ref: 'p1' }));
    expect(await alice.next()).toEqual({ type: 'pong', ref: 'p1' });
    alice.ws.send('not json');
    expect(await alice.next()).toMatchObject({ type: 'error', errorCode: 'validation.failed' });
    alice.ws.send(JSON.stringify({ type: 'say', ref: 'm2', text: '' }));
    const bad = await alice.next();
    expect(bad).toMatchObject({ type: 'error', ref: 'm2', errorCode: 'validation.failed' });
    expect(bad.message).toMatch(/^text: /);
    alice.ws.send(JSON.stringify({ type: 'shout', ref: 'm3' }));
    expect(await alice.next()).toMatchObject({ type: 'error', ref: 'm3', errorCode: 'validation.failed' });
    alice.ws.send(JSON.stringify({ type: 'say', ref: 'm4', text: 'refuse' }));
    expect(await alice.next()).toEqual({
      type: 'error',
      ref: 'm4',
      errorCode: 'rule',
      message: 'refused by the rule',
    });
    alice.ws.close();
  });

  it('closes a socket whose session is refused, and leaves the channels on close', async () => {
    const stranger = await open(one.app, '/live/test?token=mallory');
    expect(await stranger.next()).toMatchObject({ type: 'error', errorCode: 'game.session.invalid' });
    expect((await stranger.closed())?.code).toBe(LIVE_CLOSE.unauthorized);
    // The sockets of the tests before are gone once the server has seen them close.
    await emptied(one.hub);
    const bob = await open(one.app, '/live/test?token=bob');
    await bob.next();
    expect(one.hub.count('room-1')).toBe(1);
    bob.ws.close();
    await emptied(one.hub);
    expect(one.hub.count('room-1')).toBe(0);
  });
});

// Two processes on Redis (TEST_REDIS_URL): each app with a connection of its own, as two API processes.
const log = pino({ level: 'silent' });
const prefix = `live-test-${process.pid}-${Date.now()}:`;
const redisOne = await connectRedisState({ url: env.TEST_REDIS_URL, prefix, log }).catch((e: Error) => e);
if (redisOne instanceof Error) console.log(`live hub Redis test skipped: ${redisOne.message}`);

describe.skipIf(redisOne instanceof Error)('live hub on Redis', () => {
  let redisTwo: SharedState;
  let one: { app: FastifyInstance; hub: LiveHub };
  let two: { app: FastifyInstance; hub: LiveHub };
  beforeAll(async () => {
    redisTwo = await connectRedisState({ url: env.TEST_REDIS_URL, prefix, log });
    one = await makeApp(redisOne as SharedState);
    two = await makeApp(redisTwo);
  });
  afterAll(async () => {
    await one.app.close();
    await two.app.close();
    await (redisOne as SharedState).close();
    await redisTwo.close();
  });

  it('tells a message sent through one process to the sockets another process holds', async () => {
    const alice = await open(one.app, '/live/test?token=alice');
    const bob = await open(two.app, '/live/test?token=bob');
    await alice.next();
    await bob.next();
    alice.ws.send(JSON.stringify({ type: 'say', text: 'across' }));
    expect(await bob.next()).toEqual({ type: 'said', by: 'alice', text: 'across' });
    expect(await alice.next()).toEqual({ type: 'said', by: 'alice', text: 'across' });
    alice.ws.close();
    bob.ws.close();
  });
});
