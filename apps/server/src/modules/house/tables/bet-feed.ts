import type { BetView, SpotTotalView, TableServerMessage } from './tables.contracts.js';

/** How long the bets placed at a table in this process are gathered before they are told to its players. */
export const BET_FEED_WINDOW_MS = 250;

type Log = { warn: (obj: object, msg: string) => void };
type Gathered = { roundId: number; roundNo: number; bets: BetView[]; timer: NodeJS.Timeout };

/**
 * The bets of a table told to everyone seated at it: the bets placed in this process within one window go
 * out as one `bets` message, with the round's totals read once when it is sent, instead of a totals read
 * and a message to every seated socket per bet (hundreds of sockets on a busy table). The member who bet
 * has its own answer (`placed`) at once; the others see the feed at most a window later.
 */
export function createBetFeed(deps: {
  publish: (channel: string, message: TableServerMessage) => Promise<void>;
  /** The round's totals per spot as they are now (its placed bets). */
  totals: (roundId: number) => Promise<SpotTotalView[]>;
  log?: Log;
  windowMs?: number;
}) {
  const windowMs = deps.windowMs ?? BET_FEED_WINDOW_MS;
  const gathered = new Map<string, Gathered>();

  async function send(channel: string, batch: Gathered) {
    try {
      const totals = await deps.totals(batch.roundId);
      await deps.publish(channel, { type: 'bets', roundNo: batch.roundNo, bets: batch.bets, totals });
    } catch (error) {
      // The bets are placed and paid whatever the feed does; the round's next message carries its totals.
      deps.log?.warn({ err: error, channel }, 'live table: bets not told to the table');
    }
  }

  function flush(channel: string) {
    const batch = gathered.get(channel);
    if (!batch) return;
    gathered.delete(channel);
    clearTimeout(batch.timer);
    void send(channel, batch);
  }

  return {
    /** A placed bet, told to the table with the others of its window. */
    add(channel: string, round: { id: number; roundNo: number }, bet: BetView): void {
      const open = gathered.get(channel);
      if (open && open.roundId === round.id) {
        open.bets.push(bet);
        return;
      }
      // A bet of a newer round sends what the last one gathered first.
      if (open) flush(channel);
      const timer = setTimeout(() => flush(channel), windowMs);
      timer.unref();
      gathered.set(channel, { roundId: round.id, roundNo: round.roundNo, bets: [bet], timer });
    },
  };
}
