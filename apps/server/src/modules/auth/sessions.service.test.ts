import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../lib/context.js';
import { sha256 } from '../../lib/secrets.js';
import { createProcessState } from '../../lib/shared-state.js';
import type { SessionWithMember } from './auth.repository.js';
import { createSessionsService, REVOKED_FENCE_MS, SESSION_CACHE_MS } from './sessions.service.js';

// Revocation reaches every process at once (decision records 005 and 037). Two services stand for two API
// processes: one database (a shared table of rows), one message bus (as on Redis).
const brand = { id: 1 } as Brand;
const MEMBER = 5;

function database() {
  const rows = new Map<string, SessionWithMember & { revoked: boolean; token: string }>();
  /** Statements of an open transaction, applied on commit. */
  const pending: (() => void)[] = [];
  const inTx = (tx: unknown, write: () => void) => (tx ? pending.push(write) : write());
  let next = 1;
  const repo = {
    async findSession(tokenHash: string) {
      const row = rows.get(tokenHash);
      return row && !row.revoked ? { ...row } : undefined;
    },
    async createSession() {},
    async touchSession() {},
    async revokeSession(sessionId: number) {
      for (const row of rows.values()) if (row.sessionId === sessionId) row.revoked = true;
    },
    async revokeMemberSessions(memberId: number, _at: Date, keep: number | null, tx?: unknown) {
      inTx(tx, () => {
        for (const row of rows.values())
          if (row.memberId === memberId && row.sessionId !== keep) row.revoked = true;
      });
    },
    async clearVerificationPending(sessionId: number, tx?: unknown) {
      inTx(tx, () => {
        for (const row of rows.values()) if (row.sessionId === sessionId) row.verificationPending = false;
      });
      return true;
    },
  };
  const open = (options: { verificationPending?: boolean } = {}) => {
    const token = `token-${next}`;
    rows.set(sha256(token), {
      token,
      revoked: false,
      sessionId: next++,
      memberId: MEMBER,
      merchantId: brand.id,
      type: 1,
      username: 'lotus',
      lastSeenAt: new Date('2026-11-26T00:00:00Z'),
      expiresAt: new Date('2026-11-27T00:00:00Z'),
      verificationPending: options.verificationPending ?? false,
    });
    return token;
  };
  const commit = () => pending.splice(0).forEach((write) => write());
  /** A revocation written by hand, told to nobody. */
  const revokeQuietly = (token: string) => {
    const row = rows.get(sha256(token));
    if (row) row.revoked = true;
  };
  return { repo, open, commit, revokeQuietly };
}

function cluster() {
  const db = database();
  const bus = createProcessState(pino({ level: 'silent' }));
  let clock = new Date('2026-11-26T00:00:10Z');
  const apiProcess = () =>
    createSessionsService({
      repo: db.repo,
      idleMs: 3_600_000,
      absoluteMs: 86_400_000,
      changes: {
        publish: (change) => bus.publish('sessions', change),
        subscribe: (listener) => bus.subscribe('sessions', listener),
      },
      now: () => clock,
    });
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  return { db, bus, a: apiProcess(), b: apiProcess(), advance };
}

const accepted = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

describe('sessions across processes', () => {
  it('a logout on one process is refused by the other at once, though it had the session cached', async () => {
    const { db, a, b } = cluster();
    const token = db.open();
    const actor = await b.authenticate(brand, token); // cached on b now
    expect(await accepted(b.authenticate(brand, token))).toBe(true);
    await a.revoke(actor);
    expect(await accepted(b.authenticate(brand, token))).toBe(false);
    expect(await accepted(a.authenticate(brand, token))).toBe(false);
  });

  it('a password change ends the other sessions everywhere, even when read again before its commit', async () => {
    const { db, a, b, advance } = cluster();
    const [kept, other] = [db.open(), db.open()];
    const keeper = await a.authenticate(brand, kept);
    await b.authenticate(brand, other);
    // The revocation is told inside the transaction; b reads the row again before the commit ...
    await a.revokeOthers(MEMBER, keeper.sessionId, {} as never);
    expect(await accepted(b.authenticate(brand, other))).toBe(true);
    db.commit();
    // ... and still refuses the session at once after it, within the cache's second.
    expect(await accepted(b.authenticate(brand, other))).toBe(false);
    expect(await accepted(b.authenticate(brand, kept))).toBe(true);
    // Once the fence is over, the kept session is cached again as before.
    advance(REVOKED_FENCE_MS + SESSION_CACHE_MS);
    expect(await accepted(b.authenticate(brand, kept))).toBe(true);
  });

  it('a login verified on one process is verified on the other at once', async () => {
    const { db, a, b } = cluster();
    const token = db.open({ verificationPending: true });
    const actor = await b.authenticate(brand, token);
    expect(actor.verificationPending).toBe(true);
    await a.markVerified(actor, {} as never);
    db.commit();
    expect((await b.authenticate(brand, token)).verificationPending).toBe(false);
  });

  it('ignores a message that is not a session change', async () => {
    const { db, bus, b } = cluster();
    const token = db.open();
    const actor = await b.authenticate(brand, token);
    db.revokeQuietly(token); // b still has the row for its second
    for (const message of [
      null,
      'revoke',
      { memberId: String(MEMBER), sessionId: null, keepSessionId: null },
      { memberId: MEMBER, sessionId: -1, keepSessionId: null },
      { memberId: MEMBER, sessionId: actor.sessionId },
    ])
      await bus.publish('sessions', message);
    expect(await accepted(b.authenticate(brand, token))).toBe(true);
    await bus.publish('sessions', { memberId: MEMBER, sessionId: actor.sessionId, keepSessionId: null });
    expect(await accepted(b.authenticate(brand, token))).toBe(false);
  });
});
