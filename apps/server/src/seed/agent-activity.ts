import { addDays, dateInZone, startOfDay } from '../lib/date-range.js';
import { random, type Random } from './random.js';

// The demo team's last 30 days, planned in memory: who deposited and played when, which rounds they won,
// which agents sent money to their members. The same plan on every install (a seeded generator); only the
// dates follow the day the brand is seeded. Amounts are minor units.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Days of history, today included. */
export const HISTORY_DAYS = 30;

export type PlannedAccount = {
  /** Username, which also seeds the account's habits. */
  username: string;
  isAgent: boolean;
  /** Levels below agent01 (1: its direct downline). */
  level: number;
  createdAt: Date;
  /** Direct downline members (indexes into the same list) an agent sometimes sends money to. */
  members: number[];
};

export type PlayableGame = { vendorCode: string; gameType: string; gameCode: string; gameName: string };

export type PlannedDeposit = {
  account: number;
  at: Date;
  amount: bigint;
  orderNo: string;
  gatewayRef: string;
};
export type PlannedRound = {
  account: number;
  game: PlayableGame;
  roundId: string;
  stake: bigint;
  payout: bigint;
  openedAt: Date;
  settledAt: Date;
};
export type PlannedTransfer = { from: number; to: number; at: Date; amount: bigint; requestId: string };
export type TeamActivity = {
  deposits: PlannedDeposit[];
  rounds: PlannedRound[];
  transfers: PlannedTransfer[];
  /** The last moment each account was seen (its last deposit or round), by account index. */
  lastSeen: Map<number, Date>;
};

type Habit = { activeShare: number; stakes: [number, number]; topUps: number[] };

const HABITS: Record<'casual' | 'regular' | 'high', Omit<Habit, 'activeShare'>> = {
  casual: { stakes: [5, 50], topUps: [300, 500, 500, 1_000] },
  regular: { stakes: [20, 200], topUps: [1_000, 2_000, 2_000, 3_000, 5_000] },
  high: { stakes: [100, 1_000], topUps: [5_000, 10_000, 10_000, 20_000] },
};

/** Multiples of the stake a won round pays, by weight; about 58% of rounds pay nothing (a ~5% house edge). */
const WIN_MULTIPLES = [
  [1.5, 40],
  [2, 38],
  [3, 13],
  [5, 6],
  [10, 2.5],
  [25, 0.5],
] as const;
const WIN_SHARE = 0.42;

const minor = (major: number) => BigInt(Math.round(major * 100));
const stamp = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

function habitOf(rng: Random, isAgent: boolean): Habit {
  const kind = isAgent
    ? rng.weighted([
        ['regular', 2],
        ['high', 1],
      ] as const)
    : rng.weighted([
        ['casual', 5],
        ['regular', 4],
        ['high', 1],
      ] as const);
  const dormant = !isAgent && rng() < 0.1;
  const activeShare = dormant ? 0.06 : isAgent ? 0.1 + rng() * 0.15 : 0.16 + rng() * 0.36;
  return { ...HABITS[kind], activeShare };
}

type Session = {
  account: number;
  start: Date;
  rounds: { stake: number; multiple: number; playMs: number; gapMs: number }[];
  /** The deposit made first (always when the wallet holds less than three of the session's largest stakes). */
  topUp: number;
  games: PlayableGame[];
};
type Intent = { at: Date; order: number } & (
  { kind: 'session'; session: Session } | { kind: 'transfer'; from: number; to: number; amount: number }
);

/**
 * Plans the team's deposits, rounds and agent transfers over the last `HISTORY_DAYS` days of the zone,
 * every one before `now`. A member never stakes more than its wallet holds: a session starts with a
 * deposit when the wallet is low, and a round's stake is cut to what is left.
 */
export function planTeamActivity(
  accounts: readonly PlannedAccount[],
  games: readonly PlayableGame[],
  options: { now: Date; timeZone: string; seed?: string },
): TeamActivity {
  const { now, timeZone } = options;
  const seed = options.seed ?? 'royal-lotus-team';
  const today = dateInZone(now, timeZone);
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => addDays(today, i - HISTORY_DAYS + 1));
  const intents: Intent[] = [];
  let order = 0;

  accounts.forEach((account, index) => {
    const rng = random(`${seed}:${account.username}`);
    const habit = habitOf(rng, account.isAgent);
    const favourites = rng.shuffle(games).slice(0, rng.int(2, 4));
    for (const day of days) {
      if (rng() >= habit.activeShare) continue;
      // Evenings are busier: sessions start between 10:00 and 22:30.
      const minuteOfDay = rng.weighted([
        [rng.int(600, 1_019), 3],
        [rng.int(1_020, 1_350), 5],
      ] as const);
      const start = new Date(startOfDay(day, timeZone).getTime() + minuteOfDay * MINUTE);
      if (start.getTime() < account.createdAt.getTime() + HOUR) continue;
      const pair = [rng.pick(favourites), rng.pick(favourites)];
      const rounds = Array.from({ length: rng.int(2, 8) }, () => ({
        stake: Math.round(habit.stakes[0] + rng() ** 2 * (habit.stakes[1] - habit.stakes[0])),
        multiple: rng() < WIN_SHARE ? rng.weighted(WIN_MULTIPLES) : 0,
        playMs: rng.int(20, 180) * 1_000,
        gapMs: rng.int(30, 360) * 1_000,
      }));
      const session: Session = { account: index, start, rounds, topUp: rng.pick(habit.topUps), games: pair };
      intents.push({ at: start, order: order++, kind: 'session', session });
    }
    // Agents top up their members now and then, in the morning before anyone plays.
    if (account.isAgent && account.members.length > 0) {
      for (let n = rng.int(1, 3); n > 0; n -= 1) {
        const day = rng.pick(days.slice(0, -1));
        const at = new Date(startOfDay(day, timeZone).getTime() + rng.int(480, 570) * MINUTE);
        const to = rng.pick(account.members);
        const receiver = accounts[to];
        if (!receiver || at <= receiver.createdAt || at <= account.createdAt) continue;
        const amount = rng.pick([100, 200, 300, 500, 500, 1_000]);
        intents.push({ at, order: order++, kind: 'transfer', from: index, to, amount });
      }
    }
  });
  intents.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);

  const rng = random(`${seed}:numbers`);
  const balances = new Map<number, bigint>();
  const activity: TeamActivity = { deposits: [], rounds: [], transfers: [], lastSeen: new Map() };
  const orderNos = new Set<string>();
  let roundSeq = 0;
  const latest = now.getTime() - MINUTE;
  const balanceOf = (i: number) => balances.get(i) ?? 0n;

  for (const intent of intents) {
    if (intent.kind === 'transfer') {
      const amount = minor(intent.amount);
      if (balanceOf(intent.from) < amount) continue;
      balances.set(intent.from, balanceOf(intent.from) - amount);
      balances.set(intent.to, balanceOf(intent.to) + amount);
      activity.transfers.push({
        from: intent.from,
        to: intent.to,
        at: intent.at,
        amount,
        requestId: `seed-${activity.transfers.length + 1}`,
      });
      continue;
    }
    const { session } = intent;
    const who = session.account;
    const plannedTop = Math.max(...session.rounds.map((r) => r.stake));
    // A low wallet is topped up first; a third of the other sessions start with a deposit too.
    const reload = rng() < 0.35;
    if (balanceOf(who) < minor(plannedTop * 3) || reload) {
      const at = new Date(session.start.getTime() - rng.int(2, 9) * MINUTE);
      let orderNo: string;
      do orderNo = `D${stamp(at)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
      while (orderNos.has(orderNo));
      orderNos.add(orderNo);
      const amount = minor(session.topUp);
      activity.deposits.push({ account: who, at, amount, orderNo, gatewayRef: `SBX${orderNo.slice(1)}` });
      balances.set(who, balanceOf(who) + amount);
      activity.lastSeen.set(who, at);
    }
    let cursor = session.start.getTime();
    for (const [n, planned] of session.rounds.entries()) {
      const settledAt = cursor + planned.playMs;
      if (settledAt > latest) break;
      const wallet = balanceOf(who);
      const stake = minor(Math.min(planned.stake, Math.floor(Number(wallet) / 100)));
      if (stake <= 0n) break;
      const payout = (stake * BigInt(Math.round(planned.multiple * 100))) / 100n;
      balances.set(who, wallet - stake + payout);
      const game = session.games[n % session.games.length]!;
      roundSeq += 1;
      activity.rounds.push({
        account: who,
        game,
        roundId: `${stamp(new Date(cursor))}${String(roundSeq).padStart(7, '0')}`,
        stake,
        payout,
        openedAt: new Date(cursor),
        settledAt: new Date(settledAt),
      });
      activity.lastSeen.set(who, new Date(settledAt));
      cursor = settledAt + planned.gapMs;
    }
  }
  return activity;
}
