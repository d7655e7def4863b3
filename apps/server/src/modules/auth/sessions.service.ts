import type { LoginValue } from '@platform/contracts';
import { notSession } from '../../lib/errors.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import type { Executor } from '../../db/client.js';
import type { Brand } from '../../lib/context.js';
import { isOn } from '../system/index.js';
import type { Actor, Origin } from '../../lib/context.js';
import type { AuthRepository, SessionWithMember } from './auth.repository.js';

const TOUCH_EVERY_MS = 60_000;
/** How long a looked-up session is reused in this process (decision record 005). */
export const SESSION_CACHE_MS = 1_000;
const SESSION_CACHE_SIZE = 50_000;
/**
 * After a revocation is heard, how long the member's sessions are read from the database on every call
 * instead of the cache. The message is sent before the revoking transaction commits; a process that read
 * the session again in between would otherwise keep the stale row for a second (decision record 037).
 */
export const REVOKED_FENCE_MS = 10_000;

/**
 * Sessions revoked or changed, told to every process (this one included): the member's sessions, one of
 * them (`sessionId`), or all but one (`keepSessionId`).
 */
export type SessionChange = { memberId: number; sessionId: number | null; keepSessionId: number | null };

/** How a session change reaches every API process: in process, or Redis pub/sub (decision record 037). */
export type SessionChanges = {
  publish(change: SessionChange): Promise<void>;
  subscribe(listener: (message: unknown) => void): void;
};

const id = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined);

/** A message heard from another process, checked: undefined unless it is a session change. */
function readSessionChange(message: unknown): SessionChange | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const m = message as Record<string, unknown>;
  const memberId = id(m.memberId);
  const sessionId = m.sessionId === null ? null : id(m.sessionId);
  const keepSessionId = m.keepSessionId === null ? null : id(m.keepSessionId);
  if (memberId === undefined || sessionId === undefined || keepSessionId === undefined) return undefined;
  return { memberId, sessionId, keepSessionId };
}

type Deps = {
  repo: Pick<
    AuthRepository,
    | 'findSession'
    | 'createSession'
    | 'touchSession'
    | 'revokeSession'
    | 'revokeMemberSessions'
    | 'clearVerificationPending'
  >;
  idleMs: number;
  absoluteMs: number;
  /** Where revocations are told to every process (this one's listener included). */
  changes: SessionChanges;
  now?: () => Date;
};

export type SessionMember = {
  id: number;
  merchantId: number;
  mustChangePassword: boolean;
  passwordChangedAt: Date;
  lastLoginAt: Date | null;
};

/** Sessions: 256-bit tokens stored hashed, idle and absolute timeouts, revocation at once. */
export function createSessionsService({ repo, idleMs, absoluteMs, changes, now = () => new Date() }: Deps) {
  const cache = new Map<string, { session: SessionWithMember; at: number }>();
  /** Members whose sessions bypass the cache until the time given (see REVOKED_FENCE_MS). */
  const fenced = new Map<number, number>();

  const isFenced = (memberId: number, at: number) => {
    const until = fenced.get(memberId);
    if (until === undefined) return false;
    if (until > at) return true;
    fenced.delete(memberId);
    return false;
  };

  async function lookup(
    tokenHash: string,
    merchantId: number,
    at: number,
  ): Promise<SessionWithMember | undefined> {
    const key = `${merchantId}:${tokenHash}`;
    const hit = cache.get(key);
    if (hit && at - hit.at < SESSION_CACHE_MS && !isFenced(hit.session.memberId, at)) return hit.session;
    const session = await repo.findSession(tokenHash, merchantId);
    cache.delete(key);
    if (session && !isFenced(session.memberId, at)) {
      if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, { session, at });
    }
    return session;
  }

  const forget = (change: SessionChange) => {
    const matches = (s: SessionWithMember) =>
      s.memberId === change.memberId &&
      (change.sessionId === null || s.sessionId === change.sessionId) &&
      s.sessionId !== change.keepSessionId;
    for (const [key, entry] of cache) if (matches(entry.session)) cache.delete(key);
  };

  changes.subscribe((message) => {
    const change = readSessionChange(message);
    if (!change) return;
    forget(change);
    const at = now().getTime();
    if (fenced.size >= SESSION_CACHE_SIZE)
      for (const [memberId, until] of fenced) if (until <= at) fenced.delete(memberId);
    fenced.set(change.memberId, at + REVOKED_FENCE_MS);
  });

  /** Drops the entries here at once, then (after the database is changed) tells every process. */
  async function applyChange(change: SessionChange, write: () => Promise<unknown>) {
    forget(change);
    await write();
    await changes.publish(change);
  }

  return {
    /** Opens a session for a member who just proved who they are; answers the login value. */
    async start(
      brand: Brand,
      member: SessionMember,
      origin: Origin,
      tx?: Executor,
      options: { verificationPending?: boolean } = {},
    ): Promise<LoginValue> {
      const token = newToken();
      const at = now();
      await repo.createSession(
        {
          merchantId: brand.id,
          memberId: member.id,
          tokenHash: sha256(token),
          ip: origin.ip,
          userAgent: origin.userAgent?.slice(0, 300) ?? null,
          expiresAt: new Date(at.getTime() + absoluteMs),
          verificationPending: options.verificationPending ?? false,
        },
        tx,
      );
      const maxAgeMs = brand.settings.passwordMaxAgeDays * 86_400_000;
      return {
        token,
        firstTimeLogin: member.lastLoginAt === null,
        passwordExpired:
          isOn(brand, 'PWDEXPFORCECHANGE3') &&
          maxAgeMs > 0 &&
          at.getTime() - member.passwordChangedAt.getTime() > maxAgeMs,
        mustChangePassword: member.mustChangePassword,
      };
    },

    /** The actor behind a token of this brand; 401 for anything else. */
    async authenticate(brand: Brand, token: string | undefined): Promise<Actor> {
      if (!token || token.length > 100) throw notSession();
      const at = now();
      const session = await lookup(sha256(token), brand.id, at.getTime());
      if (!session || session.expiresAt <= at || at.getTime() - session.lastSeenAt.getTime() > idleMs)
        throw notSession();
      // A read is no write: the last-seen time is written at most once a minute per session and process.
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        session.lastSeenAt = at;
        await repo.touchSession(session.sessionId, at);
      }
      return {
        sessionId: session.sessionId,
        memberId: session.memberId,
        merchantId: session.merchantId,
        type: session.type,
        username: session.username,
        verificationPending: session.verificationPending,
      };
    },

    /** The login from a new IP is verified: the session may do everything from now on. */
    async markVerified(actor: Actor, tx?: Executor): Promise<boolean> {
      let cleared = false;
      await applyChange(
        { memberId: actor.memberId, sessionId: actor.sessionId, keepSessionId: null },
        async () => {
          cleared = await repo.clearVerificationPending(actor.sessionId, tx);
        },
      );
      return cleared;
    },

    async revoke(actor: Actor) {
      await applyChange({ memberId: actor.memberId, sessionId: actor.sessionId, keepSessionId: null }, () =>
        repo.revokeSession(actor.sessionId, now()),
      );
    },

    async revokeOthers(memberId: number, keepSessionId: number | null, tx?: Executor) {
      await applyChange({ memberId, sessionId: null, keepSessionId }, () =>
        repo.revokeMemberSessions(memberId, now(), keepSessionId, tx),
      );
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
