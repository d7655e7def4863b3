import {
  ADMIN_MEMBERS_ERRORS,
  ERROR_CODES,
  MEMBER_TAGS_MAX,
  maskEmail,
  maskMobile,
  minorToMajor,
  type MemberDetail,
  type MemberSearchQuery,
  type MemberSearchValue,
  type MemberVipLevelRequest,
} from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import { pageFields } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { ModuleDeps } from '../../module-deps.js';
import { ACTIVE, LOCKED, type MemberRecord } from './members.repository.js';
import { iso, memberOfBrand, operatorAudit, statusName, type AreaRepository } from './shared.js';

type Deps = {
  db: Database;
  repo: AreaRepository;
  audit: ModuleDeps['audit'];
  sessions: Pick<ModuleDeps['sessions'], 'revokeOthers'>;
  bonusLock: Pick<ModuleDeps['bonusLock'], 'of'>;
  /** Ends the member's open game sessions (in-house games, the sportsbook) in the caller's transaction. */
  endGameSessions: (memberId: number, at: Date, tx: Executor) => Promise<void>;
  now: () => Date;
};

/** Roles that see members' mobile numbers and e-mail addresses in full; the others see them masked. */
const FULL_CONTACT_ROLES: readonly string[] = ['owner', 'finance'];
/** Roles that set VIP levels. */
const VIP_ROLES: readonly string[] = ['owner', 'finance'];

/** The mobile number in full, or masked for the roles that see contacts masked. */
const mobileOf = (full: boolean, dial: string | null, mobile: string | null) =>
  full ? (mobile ? `${dial ?? ''} ${mobile}`.trim() : null) : maskMobile(dial, mobile);

/** The operators' member tools: search, the member page's header, and the actions on a member. */
export function createMembersAdmin({ db, repo, audit, sessions, bonusLock, endGameSessions, now }: Deps) {
  const fullContact = (operator: OperatorActor) => FULL_CONTACT_ROLES.includes(operator.role);
  const write = operatorAudit(audit);
  const memberOf = (brand: Brand, memberId: number, tx: Executor = db, forUpdate = false) =>
    memberOfBrand(repo, brand, memberId, tx, forUpdate);

  async function detail(
    operator: OperatorActor,
    brand: Brand,
    member: MemberRecord,
    tx: Executor = db,
  ): Promise<MemberDetail> {
    const [tags, wallets] = await Promise.all([repo.tags(member.id, tx), repo.wallets(member.id, tx)]);
    const main = wallets.find((w) => w.walletCode === 'MAIN')?.balance ?? 0n;
    const lock = await bonusLock.of(tx, brand.id, member.id, main);
    const full = fullContact(operator);
    const mobile = mobileOf(full, member.mobileDialingCode, member.mobileNum);
    return {
      id: member.id,
      username: member.username,
      nickname: member.nickname,
      realName: member.profile.realName ?? null,
      mobile,
      email: full ? member.email : maskEmail(member.email),
      masked: !full,
      status: statusName(member.status),
      frozenReason: member.frozenReason,
      mustChangePassword: member.mustChangePassword,
      type: member.type,
      vipLevel: member.vipLevel,
      tags,
      language: member.language,
      referralCode: member.referralCode,
      agent:
        member.uplineId !== null && member.uplineUsername !== null
          ? { id: member.uplineId, username: member.uplineUsername }
          : null,
      registrationIp: member.registrationIp,
      registrationDevice: member.registrationDevice,
      createdAt: member.createdAt.toISOString(),
      lastLoginAt: iso(member.lastLoginAt),
      firstDepositAt: iso(member.firstDepositAt),
      wallets: wallets.map((w) => ({ walletCode: w.walletCode, balance: minorToMajor(w.balance) })),
      lockedBonus: minorToMajor(lock.locked),
      currency: brand.currencySymbol,
    };
  }

  /** A change of one member in one transaction with its audit row (before, after, reason). */
  async function change(
    operator: OperatorActor,
    brand: Brand,
    memberId: number,
    origin: Origin,
    work: (
      member: MemberRecord,
      tx: Executor,
    ) => Promise<{ event: string; before: unknown; after: unknown; extra?: Record<string, unknown> }>,
  ): Promise<MemberDetail> {
    return db.transaction(async (tx) => {
      const member = await memberOf(brand, memberId, tx, true);
      const { event, before, after, extra } = await work(member, tx);
      await write(operator, memberId, event, origin.ip, { ...extra, before, after }, tx);
      return detail(operator, brand, await memberOf(brand, memberId, tx), tx);
    });
  }

  /** Ends every site session of the member and its game sessions. */
  async function endSessions(memberId: number, tx: Executor) {
    await sessions.revokeOthers(memberId, null, tx);
    await endGameSessions(memberId, now(), tx);
  }

  return {
    async search(
      operator: OperatorActor,
      brand: Brand,
      query: MemberSearchQuery,
    ): Promise<MemberSearchValue> {
      const { rows, total } = await repo.search(brand.id, query);
      const full = fullContact(operator);
      return {
        list: rows.map((r) => ({
          id: r.id,
          username: r.username,
          mobile: mobileOf(full, r.mobileDialingCode, r.mobileNum),
          email: full ? r.email : maskEmail(r.email),
          status: statusName(r.status),
          type: r.type,
          vipLevel: r.vipLevel,
          agent: r.agent,
          registrationIp: r.registrationIp,
          createdAt: r.createdAt.toISOString(),
          lastLoginAt: iso(r.lastLoginAt),
          tags: r.tags,
        })),
        ...pageFields(query, total),
      };
    },

    async member(operator: OperatorActor, brand: Brand, memberId: number): Promise<MemberDetail> {
      return detail(operator, brand, await memberOf(brand, memberId));
    },

    /** Locks the member: the login refuses it, and its site and game sessions end at once. */
    lock(operator: OperatorActor, brand: Brand, memberId: number, reason: string, origin: Origin) {
      return change(operator, brand, memberId, origin, async (member, tx) => {
        if (member.status !== ACTIVE)
          throw conflict(ADMIN_MEMBERS_ERRORS.memberStatus, `Member ${member.username} is locked already.`);
        await repo.setStatus(member.id, LOCKED, tx);
        await endSessions(member.id, tx);
        return {
          event: 'member.lock',
          before: { status: 'active' },
          after: { status: 'locked' },
          extra: { reason },
        };
      });
    },

    unlock(operator: OperatorActor, brand: Brand, memberId: number, reason: string, origin: Origin) {
      return change(operator, brand, memberId, origin, async (member, tx) => {
        if (member.status === ACTIVE)
          throw conflict(ADMIN_MEMBERS_ERRORS.memberStatus, `Member ${member.username} is not locked.`);
        await repo.setStatus(member.id, ACTIVE, tx);
        return {
          event: 'member.unlock',
          before: { status: 'locked' },
          after: { status: 'active' },
          extra: { reason },
        };
      });
    },

    /** The member must set a new password at its next login; its sessions end now. */
    forcePasswordReset(
      operator: OperatorActor,
      brand: Brand,
      memberId: number,
      reason: string,
      origin: Origin,
    ) {
      return change(operator, brand, memberId, origin, async (member, tx) => {
        await repo.setMustChangePassword(member.id, tx);
        await endSessions(member.id, tx);
        return {
          event: 'member.password.reset',
          before: { mustChangePassword: member.mustChangePassword },
          after: { mustChangePassword: true },
          extra: { reason },
        };
      });
    },

    setVipLevel(
      operator: OperatorActor,
      brand: Brand,
      memberId: number,
      input: MemberVipLevelRequest,
      origin: Origin,
    ) {
      if (!VIP_ROLES.includes(operator.role))
        throw forbidden(ERROR_CODES.forbidden, `The ${operator.role} role may not set VIP levels.`);
      return change(operator, brand, memberId, origin, async (member, tx) => {
        if (input.level !== 0 && !(await repo.vipLevelExists(brand.id, input.level, tx)))
          throw badRequest(
            ADMIN_MEMBERS_ERRORS.vipLevelUnknown,
            `level: this brand has no VIP level ${input.level}.`,
            { field: 'level' },
          );
        await repo.setVipLevel(member.id, input.level, tx);
        return {
          event: 'member.vip.level',
          before: { vipLevel: member.vipLevel },
          after: { vipLevel: input.level },
          extra: { reason: input.reason },
        };
      });
    },

    addTag(operator: OperatorActor, brand: Brand, memberId: number, tag: string, origin: Origin) {
      return change(operator, brand, memberId, origin, async (member, tx) => {
        const before = await repo.tags(member.id, tx);
        if (before.includes(tag))
          throw conflict(
            ADMIN_MEMBERS_ERRORS.memberTag,
            `tag: member ${member.username} has the tag ${tag} already.`,
            {
              field: 'tag',
            },
          );
        if (before.length >= MEMBER_TAGS_MAX)
          throw badRequest(ERROR_CODES.validation, `tag: a member has at most ${MEMBER_TAGS_MAX} tags.`, {
            field: 'tag',
          });
        await repo.addTag(brand.id, member.id, tag, operator.operatorId, tx);
        return {
          event: 'member.tag.add',
          before: { tags: before },
          after: { tags: [...before, tag].sort() },
        };
      });
    },

    removeTag(operator: OperatorActor, brand: Brand, memberId: number, tag: string, origin: Origin) {
      return change(operator, brand, memberId, origin, async (member, tx) => {
        const before = await repo.tags(member.id, tx);
        if (!(await repo.removeTag(member.id, tag, tx)))
          throw notFound(`tag: member ${member.username} has no tag ${tag}.`, ADMIN_MEMBERS_ERRORS.memberTag);
        return {
          event: 'member.tag.remove',
          before: { tags: before },
          after: { tags: before.filter((t) => t !== tag) },
        };
      });
    },

    async addNote(operator: OperatorActor, brand: Brand, memberId: number, body: string, origin: Origin) {
      return db.transaction(async (tx) => {
        await memberOf(brand, memberId, tx);
        const note = await repo.addNote(brand.id, memberId, operator.operatorId, body, tx);
        await write(
          operator,
          memberId,
          'member.note',
          origin.ip,
          { before: null, after: { id: note.id, body } },
          tx,
        );
        return { id: note.id, createdAt: note.createdAt.toISOString(), operator: operator.username, body };
      });
    },
  };
}
export type MembersAdmin = ReturnType<typeof createMembersAdmin>;
