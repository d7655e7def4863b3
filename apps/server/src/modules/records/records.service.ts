import {
  ERROR_CODES,
  GAME_CATEGORIES,
  ROUND_STATUSES,
  minorToMajor,
  roundOutcome,
  type AccountMovement,
  type AccountRecord,
  type AccountRecordFilter,
  type BetDetail,
  type BetRecord,
  type BettingRecord,
  type BettingRecordFilter,
  type FairnessProof,
  type ProfitFigures,
  type ProfitFilter,
  type ProfitReport,
  type RoundOutcome,
  type RoundStatus,
} from '@platform/contracts';
import { notFound } from '../../lib/errors.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { Actor } from '../../lib/context.js';
import type { Brand } from '../../lib/context.js';
import { resolveRange, usableZone, type ResolvedRange } from '../../lib/date-range.js';
import type {
  MovementRoundRow,
  MovementRow,
  ProfitRow,
  RecordsRepository,
  RoundRow,
} from './records.repository.js';
import { pageFields, pageWindow } from '../../db/paging.js';

type Deps = {
  repo: Pick<
    RecordsRepository,
    | 'listRounds'
    | 'roundTotals'
    | 'findRound'
    | 'roundMovements'
    | 'listMovements'
    | 'movementTotals'
    | 'profitByDay'
    | 'vendorNames'
  >;
  now?: () => Date;
};

/** How long the vendors' display names are kept per brand (the back office renames a vendor rarely). */
const VENDOR_NAMES_TTL_MS = 60_000;

/** What names a round in the caller's language: the brand (its vendors, default language) and the language. */
type Naming = { vendors: ReadonlyMap<string, string>; language: string; fallback: string };

// Another member's round is "not found", never "forbidden": an id must not tell whether it exists.
const roundNotFound = () => notFound('The round does not exist.', ERROR_CODES.notFound);

/** Rounds are open, settled or void (DESIGN.md section 5). */
const statusOf = (status: string): RoundStatus => ROUND_STATUSES.find((s) => s === status) ?? 'open';

/** A settled round won, lost or pushed (stake returned); an open or void round has no outcome yet. */
const outcomeOf = (status: RoundStatus, stake: bigint, payout: bigint): RoundOutcome | null =>
  status === 'settled' ? roundOutcome(stake, payout) : null;

/** The vendor's display name: under the round's category first, else under any, else its code. */
const vendorNameOf = (naming: Naming, vendorCode: string, gameType: string) =>
  naming.vendors.get(`${gameType}:${vendorCode}`) ?? naming.vendors.get(vendorCode) ?? vendorCode;

/** The game's catalogue name in the caller's language, else the name it was played under. */
const gameNameOf = (naming: Naming, round: Pick<RoundRow, 'catalogueName' | 'gameName'>) =>
  (round.catalogueName && pickLocalized(round.catalogueName, naming.language, naming.fallback)) ||
  round.gameName;

function movementRoundOf(naming: Naming, round: MovementRoundRow | null) {
  if (!round) return null;
  return {
    roundId: round.roundId,
    vendor: round.vendorCode,
    vendorName: vendorNameOf(naming, round.vendorCode, round.gameType),
    gameCode: round.gameCode,
    gameName: gameNameOf(naming, round),
    outcome: outcomeOf(statusOf(round.status), round.stake, round.payout),
  };
}

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

type Sums = { rounds: number; stake: bigint; validBet: bigint; payout: bigint };
const noSums = (): Sums => ({ rounds: 0, stake: 0n, validBet: 0n, payout: 0n });
const addSums = (into: Sums, row: Sums) => {
  into.rounds += row.rounds;
  into.stake += row.stake;
  into.validBet += row.validBet;
  into.payout += row.payout;
};
const figures = (s: Sums): ProfitFigures => ({
  rounds: s.rounds,
  stake: minorToMajor(s.stake),
  validBet: minorToMajor(s.validBet),
  payout: minorToMajor(s.payout),
  winLoss: minorToMajor(s.payout - s.stake),
});
const categoryOrder = (gameType: string) => {
  const i = (GAME_CATEGORIES as readonly string[]).indexOf(gameType);
  return i === -1 ? GAME_CATEGORIES.length : i;
};

/** Days (newest first) with their game categories (in the site's order), and the totals. */
function profitDays(rows: ProfitRow[]) {
  const days = new Map<string, { sums: Sums; gameTypes: ProfitRow[] }>();
  const total = noSums();
  for (const row of rows) {
    let day = days.get(row.date);
    if (!day) {
      day = { sums: noSums(), gameTypes: [] };
      days.set(row.date, day);
    }
    addSums(day.sums, row);
    day.gameTypes.push(row);
    addSums(total, row);
  }
  return {
    days: [...days]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([date, day]) => ({
        date,
        ...figures(day.sums),
        gameTypes: day.gameTypes
          .sort((a, b) => categoryOrder(a.gameType) - categoryOrder(b.gameType))
          .map((g) => ({ gameType: g.gameType, ...figures(g) })),
      })),
    totals: figures(total),
  };
}

export function createRecordsService({ repo, now = () => new Date() }: Deps) {
  const vendorNames = createTtlCache<ReadonlyMap<string, string>>(VENDOR_NAMES_TTL_MS, () => now().getTime());

  /** The brand's vendor names (one cached read per brand, never one per row) and the caller's language. */
  async function namingFor(brand: Brand, language: string): Promise<Naming> {
    const vendors = await vendorNames.get(String(brand.id), async () => {
      const names = new Map<string, string>();
      for (const v of await repo.vendorNames(brand.id)) {
        names.set(`${v.category}:${v.code}`, v.name);
        if (!names.has(v.code)) names.set(v.code, v.name);
      }
      return names;
    });
    return { vendors, language, fallback: brand.defaultLanguage };
  }

  const toBet = (row: RoundRow, zone: string, naming: Naming): BetRecord => {
    const status = statusOf(row.status);
    return {
      id: row.id,
      roundId: row.roundId,
      vendor: row.vendorCode,
      vendorName: vendorNameOf(naming, row.vendorCode, row.gameType),
      gameCode: row.gameCode,
      gameName: gameNameOf(naming, row),
      gameType: row.gameType,
      classify: row.classify,
      stake: minorToMajor(row.stake),
      validBet: minorToMajor(row.validBet),
      payout: minorToMajor(row.payout),
      winLoss: status === 'settled' ? minorToMajor(row.payout - row.stake) : null,
      status,
      outcome: outcomeOf(status, row.stake, row.payout),
      createdDateStr: formatDateTime(row.createdAt, zone),
      settledDateStr: row.settledAt ? formatDateTime(row.settledAt, zone) : null,
    };
  };

  const toMovement = (row: MovementRow, zone: string, naming: Naming): AccountMovement => ({
    id: row.id,
    kind: row.kind,
    walletCode: row.walletCode,
    amount: minorToMajor(row.amount),
    balanceAfter: minorToMajor(row.balanceAfter),
    reference: row.reference,
    round: movementRoundOf(naming, row.round),
    createdDateStr: formatDateTime(row.createdAt, zone),
  });

  return {
    /** personalHistoryCopy: the caller's rounds in a range of the brand's days, newest first. */
    async bettingRecord(
      brand: Brand,
      actor: Actor,
      query: BettingRecordFilter,
      language: string = brand.defaultLanguage,
    ): Promise<BettingRecord> {
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
      const [rows, totals, naming] = await Promise.all([
        repo.listRounds(filter, pageWindow(query)),
        repo.roundTotals(filter),
        namingFor(brand, language),
      ]);
      return {
        list: rows.map((r) => toBet(r, range.timeZone, naming)),
        ...pageFields({ pageNo: query.pageNo, pageSize: query.pageSize }, totals.count),
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
    async betDetail(
      brand: Brand,
      actor: Actor,
      id: number,
      language: string = brand.defaultLanguage,
    ): Promise<BetDetail> {
      const row = await repo.findRound(brand.id, actor.memberId, id);
      if (!row) throw roundNotFound();
      const zone = usableZone(brand.settings.timeZone);
      const naming = await namingFor(brand, language);
      const bet = toBet(row, zone, naming);
      const transfers = await repo.roundMovements(brand.id, actor.memberId, row.id);
      return {
        ...bet,
        // While a round is open its seed is the game's secret: nothing of the detail is shown.
        detail: bet.status === 'open' ? null : row.detail,
        proof: proofOf(row.detail, bet.status),
        transfers: transfers.map((t) => toMovement(t, zone, naming)),
      };
    },

    /** transactionHistory: every transfer that moved one of the caller's wallets, newest first. */
    async accountRecord(
      brand: Brand,
      actor: Actor,
      query: AccountRecordFilter,
      language: string = brand.defaultLanguage,
    ): Promise<AccountRecord> {
      const range = resolveRange(query, brand.settings.timeZone, now());
      const filter = {
        merchantId: brand.id,
        memberId: actor.memberId,
        from: range.from,
        until: range.until,
        kind: query.kind && query.kind !== 'all' ? query.kind : undefined,
      };
      const [rows, totals, naming] = await Promise.all([
        repo.listMovements(filter, pageWindow(query)),
        repo.movementTotals(filter),
        namingFor(brand, language),
      ]);
      return {
        list: rows.map((r) => toMovement(r, range.timeZone, naming)),
        ...pageFields({ pageNo: query.pageNo, pageSize: query.pageSize }, totals.count),
        totals: {
          count: totals.count,
          totalIn: minorToMajor(totals.totalIn),
          totalOut: minorToMajor(totals.totalOut),
          net: minorToMajor(totals.totalIn - totals.totalOut),
        },
        range: rangeOut(range),
      };
    },

    /** personalProfit: the caller's settled rounds per day of the brand and game category, with totals. */
    async profit(brand: Brand, actor: Actor, query: ProfitFilter): Promise<ProfitReport> {
      const range = resolveRange(query, brand.settings.timeZone, now());
      const rows = await repo.profitByDay({
        merchantId: brand.id,
        memberId: actor.memberId,
        from: range.from,
        until: range.until,
        timeZone: range.timeZone,
        gameType: query.gameType === 'ALL' ? undefined : query.gameType,
      });
      return { ...profitDays(rows), range: rangeOut(range) };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
