import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { env } from '../config/env.js';
import { connectRedisState, createProcessState, type SharedState } from './shared-state.js';

// The state API processes share (decision record 037): in process, and on Redis where one answers.
const log = pino({ level: 'silent' });

describe('in process', () => {
  it('delivers a message to every listener of its channel only, as JSON', async () => {
    const state = createProcessState(log);
    const heard: unknown[] = [];
    state.subscribe('sessions', (m) => heard.push(m));
    state.subscribe('sessions', (m) => heard.push(m));
    state.subscribe('other', () => heard.push('wrong channel'));
    await state.publish('sessions', { memberId: 7, at: new Date('2026-11-26T00:00:00Z') });
    expect(heard).toEqual([
      { memberId: 7, at: '2026-11-26T00:00:00.000Z' },
      { memberId: 7, at: '2026-11-26T00:00:00.000Z' },
    ]);
  });

  it('grants a claim once until it lapses', async () => {
    let clock = 1_000;
    const state = createProcessState(log, () => clock);
    expect(await state.claim('job:a:1', 100)).toBe(true);
    expect(await state.claim('job:a:1', 100)).toBe(false);
    expect(await state.claim('job:a:2', 100)).toBe(true);
    clock += 100;
    expect(await state.claim('job:a:1', 100)).toBe(true);
    expect(state.rateLimit).toBeUndefined();
  });
});

const prefix = `test-${randomBytes(6).toString('hex')}:`;
const first = await connectRedisState({ url: env.TEST_REDIS_URL, prefix, log }).catch((e: Error) => e);
if (first instanceof Error) console.log(`Redis tests skipped: ${first.message}`);
const opened: SharedState[] = first instanceof Error ? [] : [first];
afterAll(async () => {
  for (const state of opened) await state.close();
});

describe.skipIf(first instanceof Error)('on Redis', () => {
  const redis = first as SharedState;
  const another = async (p = prefix) => {
    const state = await connectRedisState({ url: env.TEST_REDIS_URL, prefix: p, log });
    opened.push(state);
    return state;
  };
  const heardBy = (state: SharedState, channel: string) => {
    const heard: unknown[] = [];
    state.subscribe(channel, (m) => heard.push(m));
    return heard;
  };
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('delivers a message to every process on the same prefix, the sender included, and no other', async () => {
    const second = await another();
    const stranger = await another(`${prefix}other:`);
    const [mine, theirs, strangers] = [
      heardBy(redis, 'sessions'),
      heardBy(second, 'sessions'),
      heardBy(stranger, 'sessions'),
    ];
    await second.publish('sessions', { memberId: 9, sessionId: null, keepSessionId: 3 });
    await until(() => mine.length > 0 && theirs.length > 0);
    expect(mine).toEqual([{ memberId: 9, sessionId: null, keepSessionId: 3 }]);
    expect(theirs).toEqual(mine);
    await stranger.publish('sessions', { memberId: 10 });
    await until(() => strangers.length > 0);
    expect(mine).toHaveLength(1);
    expect(strangers).toEqual([{ memberId: 10 }]);
  });

  it('grants a claim to one of many processes asking at once, until it lapses', async () => {
    const states = [redis, await another(), await another()];
    const key = `job:test:${randomBytes(4).toString('hex')}`;
    const answers = await Promise.all(states.flatMap((s) => [s.claim(key, 300), s.claim(key, 300)]));
    expect(answers.filter(Boolean)).toHaveLength(1);
    let again = false;
    for (let i = 0; i < 100 && !again; i++) {
      again = await redis.claim(key, 300);
      if (!again) await new Promise((r) => setTimeout(r, 20));
    }
    expect(again).toBe(true);
  });

  it('hands the rate limiter a store under its own namespace', () => {
    expect(redis.rateLimit?.nameSpace).toBe(`${prefix}rate:`);
  });

  it('refuses to start on a Redis that does not answer, naming the setting', async () => {
    await expect(connectRedisState({ url: 'redis://127.0.0.1:1', prefix, log })).rejects.toThrow(
      /^REDIS_URL: Redis at redis:\/\/127\.0\.0\.1:1\S* did not answer/,
    );
  });
});
