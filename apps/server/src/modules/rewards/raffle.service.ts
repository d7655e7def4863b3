import { randomInt } from 'node:crypto';
import {
  ERROR_CODES,
  minorToMajor,
  type Language,
  type Raffle,
  type RaffleDrawResult,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import type { Actor } from '../../lib/context.js';
import { addDays, dateInZone, startOfDay, usableZone } from '../../lib/date-range.js';
import type { Brand } from '../../lib/context.js';
import type { Ledger } from '../wallet/index.js';
import { grantBonus, hasDeposited } from './bonus.js';
import type { RaffleRepository, RaffleRow } from './raffle.repository.js';

type Deps = {
  db: Database;
  ledger: Ledger;
  repo: Pick<
    RaffleRepository,
    'listRunning' | 'findEnabled' | 'drawsOfDay' | 'insertDraw' | 'setDrawBonus' | 'validBetsSettled'
  >;
  now?: () => Date;
};

/** A prize of a raffle: `amount` in minor units (0: nothing won), `weight` a positive integer. */
export type Prize = { amount: bigint; weight: number };

/** The prizes of a raffle's table that can be drawn; a malformed entry is left out. */
export function prizesOf(raffle: Pick<RaffleRow, 'prizes'>): Prize[] {
  const out: Prize[] = [];
  for (const p of Array.isArray(raffle.prizes) ? raffle.prizes : []) {
    if (!Number.isSafeInteger(p?.amount) || p.amount < 0) continue;
    if (!Number.isSafeInteger(p?.weight) || p.weight <= 0) continue;
    out.push({ amount: BigInt(p.amount), weight: p.weight });
  }
  return out;
}

/**
 * One prize drawn by weight from the CSPRNG: `randomInt` has no modulo bias, and the point drawn in
 * [0, total weight) falls in each prize's slice with probability weight / total.
 */
export function drawPrize(prizes: readonly Prize[], random: (max: number) => number = randomInt): Prize {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw new RangeError('a raffle needs at least one prize');
  let point = random(total);
  for (const prize of prizes) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  throw new Error('weighted draw out of range');
}

const noSuchRaffle = () => notFound('The raffle does not exist.', ERROR_CODES.notFound);

export function createRaffleService({ db, ledger, repo, now = () => new Date() }: Deps) {
  /** The brand's day at `at` and the instants it spans. */
  const dayOf = (brand: Brand, at: Date) => {
    const zone = usableZone(brand.settings.timeZone);
    const day = dateInZone(at, zone);
    return { zone, day, from: startOfDay(day, zone), until: startOfDay(addDays(day, 1), zone) };
  };

  /** The running raffles with the member's state in each today. */
  async function states(brand: Brand, actor: Actor) {
    const at = now();
    const today = dayOf(brand, at);
    const running = await repo.listRunning(brand.id, at);
    if (running.length === 0) return { today, items: [] };
    const [deposited, draws, turnoverToday] = await Promise.all([
      hasDeposited(db, brand.id, actor.memberId),
      repo.drawsOfDay(
        actor.memberId,
        today.day,
        running.map((r) => r.id),
      ),
      repo.validBetsSettled(brand.id, actor.memberId, today.from, today.until),
    ]);
    const drawn = new Map(draws.map((d) => [d.raffleId, d.prize]));
    const items = running
      .map((raffle) => ({ raffle, prizes: prizesOf(raffle), drawn: drawn.get(raffle.id) ?? null }))
      .filter((r) => r.prizes.length > 0)
      .map((r) => ({
        ...r,
        turnoverToday,
        canDraw: deposited && r.drawn === null && turnoverToday >= r.raffle.turnoverRequired,
      }));
    return { today, items };
  }

  return {
    async list(brand: Brand, actor: Actor, language: Language): Promise<Raffle[]> {
      const { today, items } = await states(brand, actor);
      return items.map(({ raffle, prizes, drawn, turnoverToday, canDraw }) => {
        const text = pickLocalized(raffle.text, language, brand.defaultLanguage);
        return {
          id: raffle.id,
          title: text?.title ?? '',
          description: text?.description ?? '',
          prizes: prizes.map((p) => minorToMajor(p.amount)),
          turnoverRequired: minorToMajor(raffle.turnoverRequired),
          turnoverToday: minorToMajor(turnoverToday),
          drawnToday: drawn === null ? null : minorToMajor(drawn),
          canDraw,
          endDateStr: raffle.endsAt ? formatDateTime(raffle.endsAt, today.zone) : null,
          day: today.day,
        };
      });
    },

    /** Raffles the member can draw now (for the reward badge). */
    async drawableCount(brand: Brand, actor: Actor): Promise<number> {
      const { items } = await states(brand, actor);
      return items.filter((i) => i.canDraw).length;
    },

    /**
     * MCS2_claimRafflePromotion: one draw per member, raffle and brand day (`raffle_draws` unique), once
     * the member has made a deposit and their valid bets of the day reach the raffle's turnover; the prize
     * is paid at once as a bonus, locked until its turnover is met (decisions 019 and 020).
     */
    async draw(brand: Brand, actor: Actor, raffleId: number): Promise<RaffleDrawResult> {
      const raffle = await repo.findEnabled(brand.id, raffleId);
      if (!raffle) throw noSuchRaffle();
      const at = now();
      const prizes = prizesOf(raffle);
      const running =
        raffle.startsAt.getTime() <= at.getTime() &&
        (!raffle.endsAt || raffle.endsAt.getTime() > at.getTime());
      if (!running || prizes.length === 0)
        throw unprocessable(ERROR_CODES.raffleNotRunning, 'This raffle is not running today.');
      // A free draw for accounts that never paid in is the farm of decision 020.
      if (!(await hasDeposited(db, brand.id, actor.memberId)))
        throw unprocessable(
          ERROR_CODES.raffleDepositRequired,
          'Raffles are open to members who have made a deposit; make a first deposit to draw.',
        );
      const today = dayOf(brand, at);
      const alreadyDrawn = () =>
        conflict(ERROR_CODES.raffleAlreadyDrawn, 'You have already drawn in this raffle today.');
      const [earlier] = await repo.drawsOfDay(actor.memberId, today.day, [raffle.id]);
      if (earlier) throw alreadyDrawn();
      const turnover = await repo.validBetsSettled(brand.id, actor.memberId, today.from, today.until);
      if (turnover < raffle.turnoverRequired) {
        const needed = minorToMajor(raffle.turnoverRequired - turnover);
        throw unprocessable(
          ERROR_CODES.raffleTurnoverNotReached,
          `Your valid bets today are ${minorToMajor(turnover).toFixed(2)}; ${needed.toFixed(2)} more are needed to draw.`,
          { turnoverToday: minorToMajor(turnover), turnoverRequired: minorToMajor(raffle.turnoverRequired) },
        );
      }
      const prize = drawPrize(prizes);
      await db.transaction(async (tx) => {
        const draw = await repo.insertDraw(
          {
            merchantId: brand.id,
            raffleId: raffle.id,
            memberId: actor.memberId,
            day: today.day,
            prize: prize.amount,
          },
          tx,
        );
        if (!draw) throw alreadyDrawn();
        if (prize.amount === 0n) return;
        const { bonus } = await grantBonus(tx, ledger, {
          merchantId: brand.id,
          memberId: actor.memberId,
          source: 'raffle',
          sourceRef: `${raffle.id}:${today.day}`,
          amount: prize.amount,
          turnoverRequired: prize.amount * BigInt(raffle.turnoverMultiple),
          template: 'raffle.prize',
          params: { raffleId: raffle.id, day: today.day },
        });
        await repo.setDrawBonus(draw.id, bonus.id, tx);
      });
      return { raffleId: raffle.id, prize: minorToMajor(prize.amount), day: today.day };
    },
  };
}
export type RaffleService = ReturnType<typeof createRaffleService>;
