import { minorToMajor } from '@platform/contracts';
import type { Database } from '../../../db/client.js';
import { pageFields, type PageRequest } from '../../../db/paging.js';
import type { Brand } from '../../../lib/context.js';
import { iso, memberOfBrand, statusName, type AreaRepository } from './shared.js';

/** The member page's tabs, each paged on the server: the member must be of the brand (else 404). */
export function createMemberTabs({ db, repo }: { db: Database; repo: AreaRepository }) {
  const memberOf = (brand: Brand, memberId: number) => memberOfBrand(repo, brand, memberId, db);
  return {
    async ledger(brand: Brand, memberId: number, page: PageRequest) {
      await memberOf(brand, memberId);
      const { rows, total } = await repo.ledger(memberId, page);
      return {
        list: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          amount: minorToMajor(r.amount),
          balanceAfter: minorToMajor(r.balanceAfter),
        })),
        ...pageFields(page, total),
      };
    },

    async rounds(brand: Brand, memberId: number, page: PageRequest) {
      await memberOf(brand, memberId);
      const { rows, total } = await repo.rounds(memberId, page);
      return {
        list: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          settledAt: iso(r.settledAt),
          stake: minorToMajor(r.stake),
          validBet: minorToMajor(r.validBet),
          payout: minorToMajor(r.payout),
        })),
        ...pageFields(page, total),
      };
    },

    async payments(
      brand: Brand,
      memberId: number,
      kind: 'all' | 'deposit' | 'withdrawal',
      page: PageRequest,
    ) {
      await memberOf(brand, memberId);
      const { rows, total } = await repo.payments(memberId, kind, page);
      return {
        list: rows.map((r) => ({
          ...r,
          amount: minorToMajor(r.amount),
          createdAt: r.createdAt.toISOString(),
          decidedAt: iso(r.decidedAt),
        })),
        ...pageFields(page, total),
      };
    },

    async bonuses(brand: Brand, memberId: number, page: PageRequest) {
      await memberOf(brand, memberId);
      const { rows, total } = await repo.bonuses(memberId, page);
      return {
        list: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          amount: minorToMajor(r.amount),
          turnoverRequired: minorToMajor(r.turnoverRequired),
        })),
        ...pageFields(page, total),
      };
    },

    async logins(brand: Brand, memberId: number, page: PageRequest) {
      await memberOf(brand, memberId);
      const { rows, total } = await repo.logins(memberId, page);
      return {
        list: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          endedAt: iso(r.endedAt),
        })),
        ...pageFields(page, total),
      };
    },

    async linked(brand: Brand, memberId: number, page: PageRequest) {
      await memberOf(brand, memberId);
      const { rows, total } = await repo.linked(brand.id, memberId, page);
      return {
        list: rows.map((r) => ({ ...r, status: statusName(r.status) })),
        ...pageFields(page, total),
      };
    },

    async messages(brand: Brand, memberId: number, page: PageRequest) {
      const member = await memberOf(brand, memberId);
      const { rows, total } = await repo.messages(memberId, page);
      return {
        list: rows.map((r) => {
          const text = r.content
            ? (r.content[member.language] ?? r.content[brand.defaultLanguage] ?? Object.values(r.content)[0])
            : undefined;
          return {
            id: r.id,
            createdAt: r.createdAt.toISOString(),
            kind: r.kind,
            title: text?.title ?? r.template ?? r.kind,
            body: text?.body ?? null,
            readAt: iso(r.readAt),
          };
        }),
        ...pageFields(page, total),
      };
    },

    async notes(brand: Brand, memberId: number, page: PageRequest) {
      await memberOf(brand, memberId);
      const { rows, total } = await repo.notes(memberId, page);
      return {
        list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        ...pageFields(page, total),
      };
    },
  };
}
export type MemberTabs = ReturnType<typeof createMemberTabs>;
