import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * What the API processes share besides the database (decision record 037): messages every process hears
 * (session revocations), one-time claims (a scheduled run per slot), and the rate limit counters. Chosen
 * once at start: in this process when `REDIS_URL` is unset (one process, nothing to share), Redis when set.
 */
export type SharedState = {
  kind: 'process' | 'redis';
  /**
   * Tells every process's subscribers of `channel`, this process's included. Never rejects: a message
   * that cannot be sent is logged (what it announces is already in the database).
   */
  publish(channel: string, message: unknown): Promise<void>;
  /** Hears the messages of `channel` (parsed JSON, to be checked by the listener). */
  subscribe(channel: string, listener: (message: unknown) => void): void;
  /**
   * True for the first caller across all processes, false for every later one until `ttlMs` has passed.
   * Throws when the claim cannot be asked (Redis down): the caller decides what that means.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** `@fastify/rate-limit`'s Redis store settings; undefined keeps its in-process store. */
  rateLimit: { redis: Redis; nameSpace: string } | undefined;
  close(): Promise<void>;
};

type Listeners = Map<string, Set<(message: unknown) => void>>;

function deliver(listeners: Listeners, channel: string, message: unknown, log: FastifyBaseLogger) {
  for (const listener of listeners.get(channel) ?? []) {
    try {
      listener(message);
    } catch (error) {
      log.error({ err: error, channel }, 'shared message listener failed');
    }
  }
}

function listen(listeners: Listeners, channel: string, listener: (message: unknown) => void) {
  let set = listeners.get(channel);
  if (!set) listeners.set(channel, (set = new Set()));
  set.add(listener);
}

/** One process: messages go to this process's listeners, claims are kept in memory. */
export function createProcessState(log: FastifyBaseLogger, now: () => number = Date.now): SharedState {
  const listeners: Listeners = new Map();
  const claims = new Map<string, number>();
  return {
    kind: 'process',
    async publish(channel, message) {
      // Through JSON like the Redis path, so a listener sees the same shapes either way.
      deliver(listeners, channel, JSON.parse(JSON.stringify(message)) as unknown, log);
    },
    subscribe: (channel, listener) => listen(listeners, channel, listener),
    async claim(key, ttlMs) {
      const at = now();
      for (const [k, until] of claims) if (until <= at) claims.delete(k);
      if (claims.has(key)) return false;
      claims.set(key, at + ttlMs);
      return true;
    },
    rateLimit: undefined,
    async close() {
      listeners.clear();
    },
  };
}

/** How long start waits for Redis before it gives up with a clear message. */
const CONNECT_TIMEOUT_MS = 10_000;
/** The one channel every process subscribes to; messages carry their own channel name inside. */
const BUS = 'bus';

/** The address for logs and messages, without its credentials. */
const redisAddress = (url: string) => {
  const u = new URL(url);
  u.password = '';
  u.username = '';
  return u.toString();
};

/**
 * Every process on the same Redis and prefix shares messages, claims and rate limit counters. Two
 * connections: a subscriber (a connection in subscriber mode takes no other command) and one for the rest.
 * A command waits through at most one reconnection, so a Redis outage slows calls briefly instead of
 * holding them; pub/sub messages sent while a process is disconnected are lost, which the session cache's
 * one second bounds.
 */
export async function connectRedisState(options: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): Promise<SharedState> {
  const { url, prefix, log } = options;
  const settings = { maxRetriesPerRequest: 1, connectTimeout: CONNECT_TIMEOUT_MS, lazyConnect: true };
  const commands = new Redis(url, settings);
  const subscriber = new Redis(url, settings);
  for (const [role, client] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const)
    client.on('error', (error: Error) => log.warn({ err: error, role }, 'Redis connection problem'));
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL: Redis at ${redisAddress(url)} did not answer (${(error as Error).message}).`);
  }

  const listeners: Listeners = new Map();
  const bus = `${prefix}${BUS}`;
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== bus) return;
    let parsed: { channel?: unknown; message?: unknown };
    try {
      parsed = JSON.parse(raw) as typeof parsed;
    } catch {
      log.warn({ channel }, 'shared message is not JSON; ignored');
      return;
    }
    if (typeof parsed.channel !== 'string') return;
    deliver(listeners, parsed.channel, parsed.message, log);
  });
  await subscriber.subscribe(bus);
  log.info({ redis: redisAddress(url), prefix }, 'shared state on Redis');

  return {
    kind: 'redis',
    async publish(channel, message) {
      try {
        await commands.publish(bus, JSON.stringify({ channel, message }));
      } catch (error) {
        log.error({ err: error, channel }, 'shared message not sent');
      }
    },
    subscribe: (channel, listener) => listen(listeners, channel, listener),
    async claim(key, ttlMs) {
      const answer = await commands.set(`${prefix}claim:${key}`, String(process.pid), 'PX', ttlMs, 'NX');
      return answer === 'OK';
    },
    rateLimit: { redis: commands, nameSpace: `${prefix}rate:` },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), commands.quit()]);
    },
  };
}
