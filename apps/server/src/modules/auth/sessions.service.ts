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
export function createSessionsService({ repo, idleMs, absoluteMs, now = () => new Date() }: Deps) {
  const cache = new Map<string, { session: SessionWithMember; at: number }>();

  async function lookup(
    tokenHash: string,
    merchantId: number,
    at: number,
  ): Promise<SessionWithMember | undefined> {
    const key = `${merchantId}:${tokenHash}`;
    const hit = cache.get(key);
    if (hit && at - hit.at < SESSION_CACHE_MS) return hit.session;
    const session = await repo.findSession(tokenHash, merchantId);
    cache.delete(key);
    if (session) {
      if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, { session, at });
    }
    return session;
  }

  const forget = (match: (s: SessionWithMember) => boolean) => {
    for (const [key, entry] of cache) if (match(entry.session)) cache.delete(key);
  };

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
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) session.lastSeenAt = at;
      await repo.touchSession(session.sessionId, at);
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
      forget((s) => s.sessionId === actor.sessionId);
      return repo.clearVerificationPending(actor.sessionId, tx);
    },

    async revoke(actor: Actor) {
      forget((s) => s.sessionId === actor.sessionId);
      await repo.revokeSession(actor.sessionId, now());
    },

    async revokeOthers(memberId: number, keepSessionId: number | null, tx?: Executor) {
      forget((s) => s.memberId === memberId && s.sessionId !== keepSessionId);
      await repo.revokeMemberSessions(memberId, now(), keepSessionId, tx);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
