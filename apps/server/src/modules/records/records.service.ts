import {
  ERROR_CODES,
  ROUND_STATUSES,
  minorToMajor,
  type AccountMovement,
  type AccountRecord,
  type AccountRecordFilter,
  type BetDetail,
  type BetRecord,
  type BettingRecord,
  type BettingRecordFilter,
  type FairnessProof,
  type RoundStatus,
} from '@platform/contracts';
import { AppError } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/localized.js';
import type { Actor } from '../auth/actor.js';
import type { Brand } from '../system/brand.js';
import { resolveRange, usableZone, type ResolvedRange } from './date-range.js';
import type { MovementRow, RecordsRepository, RoundRow } from './records.repository.js';

type Deps = {
  repo: Pick<
    RecordsRepository,
    'listRounds' | 'roundTotals' | 'findRound' | 'roundMovements' | 'listMovements' | 'movementTotals'
  >;
  now?: () => Date;
};

// Another member's round is "not found", never "forbidden": an id must not tell whether it exists.
const roundNotFound = () => new AppError(404, ERROR_CODES.notFound, 'The round does not exist.');

/** Rounds are open, settled or void (DESIGN.md section 5). */
const statusOf = (status: string): RoundStatus => ROUND_STATUSES.find((s) => s === status) ?? 'open';

const paging = (pageNo: number, pageSize: number, totalCount: number) => ({
  pageNo,
  pageSize,
  totalCount,
  totalPages: Math.ceil(totalCount / pageSize),
});

const rangeOut = (r: ResolvedRange) => ({
  startDate: r.startDate,
  endDate: r.endDate,
  today: r.today,
  timeZone: r.timeZone,
});

/** The provably-fair proof the in-house games keep in a round's detail; the seed only once settled. */
export function proofOf(detail: Record<string, unknown> | null, status: RoundStatus): FairnessProof | null {
  if (!detail) return null;
  const { engine, serverSeedHash, serverSeed, clientSeed, nonce, bet } = detail;
  if (typeof serverSeedHash !== 'string' || typeof clientSeed !== 'string') return null;
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce)) return null;
  return {
    engine: typeof engine === 'string' ? engine : '',
    serverSeedHash,
    serverSeed: status !== 'open' && typeof serverSeed === 'string' ? serverSeed : null,
    clientSeed,
    nonce,
    bet: betOf(bet),
  };
}

/** The round's choices as flat values (what the verify page takes), or null when the detail has none. */
function betOf(bet: unknown): Record<string, string | number | boolean> | null {
  if (typeof bet !== 'object' || bet === null || Array.isArray(bet)) return null;
  const flat: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(bet))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      flat[key] = value;
  return flat;
}

export function createRecordsService({ repo, now = () => new Date() }: Deps) {
  const toBet = (row: RoundRow, zone: string): BetRecord => {
    const status = statusOf(row.status);
    return {
      id: row.id,
      roundId: row.roundId,
      vendor: row.vendorCode,
      gameCode: row.gameCode,
      gameName: row.gameName,
      gameType: row.gameType,
      stake: minorToMajor(row.stake),
      validBet: minorToMajor(row.validBet),
      payout: minorToMajor(row.payout),
      winLoss: status === 'settled' ? minorToMajor(row.payout - row.stake) : null,
      status,
      createdDateStr: formatDateTime(row.createdAt, zone),
      settledDateStr: row.settledAt ? formatDateTime(row.settledAt, zone) : null,
    };
  };

  const toMovement = (row: MovementRow, zone: string): AccountMovement => ({
    id: row.id,
    kind: row.kind,
    walletCode: row.walletCode,
    amount: minorToMajor(row.amount),
    balanceAfter: minorToMajor(row.balanceAfter),
    reference: row.reference,
    createdDateStr: formatDateTime(row.createdAt, zone),
  });

  return {
    /** personalHistoryCopy: the caller's rounds in a range of the brand's days, newest first. */
    async bettingRecord(brand: Brand, actor: Actor, query: BettingRecordFilter): Promise<BettingRecord> {
      const range = resolveRange(query, brand.settings.timeZone, now());
      const filter = {
        merchantId: brand.id,
        memberId: actor.memberId,
        from: range.from,
        until: range.until,
        gameType: query.gameType === 'ALL' ? undefined : query.gameType,
        vendor: query.vendor || undefined,
        status: query.status === 'all' ? undefined : query.status,
      };
      const [rows, totals] = await Promise.all([
        repo.listRounds(filter, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }),
        repo.roundTotals(filter),
      ]);
      return {
        list: rows.map((r) => toBet(r, range.timeZone)),
        ...paging(query.pageNo, query.pageSize, totals.count),
        totals: {
          count: totals.count,
          stake: minorToMajor(totals.stake),
          validBet: minorToMajor(totals.validBet),
          payout: minorToMajor(totals.payout),
          winLoss: minorToMajor(totals.winLoss),
        },
        range: rangeOut(range),
      };
    },

    /** One of the caller's rounds with the game's detail, its proof and the money it moved. */
    async betDetail(brand: Brand, actor: Actor, id: number): Promise<BetDetail> {
      const row = await repo.findRound(brand.id, actor.memberId, id);
      if (!row) throw roundNotFound();
      const zone = usableZone(brand.settings.timeZone);
      const bet = toBet(row, zone);
      const transfers = await repo.roundMovements(brand.id, actor.memberId, row.id);
      return {
        ...bet,
        // While a round is open its seed is the game's secret: nothing of the detail is shown.
        detail: bet.status === 'open' ? null : row.detail,
        proof: proofOf(row.detail, bet.status),
        transfers: transfers.map((t) => toMovement(t, zone)),
      };
    },

    /** transactionHistory: every transfer that moved one of the caller's wallets, newest first. */
    async accountRecord(brand: Brand, actor: Actor, query: AccountRecordFilter): Promise<AccountRecord> {
      const range = resolveRange(query, brand.settings.timeZone, now());
      const filter = {
        merchantId: brand.id,
        memberId: actor.memberId,
        from: range.from,
        until: range.until,
        kind: query.kind && query.kind !== 'all' ? query.kind : undefined,
      };
      const [rows, totals] = await Promise.all([
        repo.listMovements(filter, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }),
        repo.movementTotals(filter),
      ]);
      return {
        list: rows.map((r) => toMovement(r, range.timeZone)),
        ...paging(query.pageNo, query.pageSize, totals.count),
        totals: {
          count: totals.count,
          totalIn: minorToMajor(totals.totalIn),
          totalOut: minorToMajor(totals.totalOut),
          net: minorToMajor(totals.totalIn - totals.totalOut),
        },
        range: rangeOut(range),
      };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
