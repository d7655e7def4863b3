import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBetFeed } from './bet-feed.js';
import type { TableServerMessage } from './tables.contracts.js';

const bet = (player: string, amount: number) => ({ player, spot: 'player', amount });

function feedUnderTest(options: { failTotals?: boolean } = {}) {
  const sent: { channel: string; message: TableServerMessage }[] = [];
  const totalsRead: number[] = [];
  const warnings: string[] = [];
  const feed = createBetFeed({
    publish: async (channel, message) => {
      sent.push({ channel, message });
    },
    totals: async (roundId) => {
      totalsRead.push(roundId);
      if (options.failTotals) throw new Error('the database is down');
      return [{ spot: 'player', amount: roundId, players: 1 }];
    },
    log: { warn: (_obj, msg) => warnings.push(msg) },
    windowMs: 100,
  });
  return { feed, sent, totalsRead, warnings };
}

describe('the bet feed of a table', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tells a window's bets in one message, oldest first, with the totals read once when it is sent", async () => {
    const { feed, sent, totalsRead } = feedUnderTest();
    feed.add('t:1', { id: 7, roundNo: 3 }, bet('a***1', 5));
    feed.add('t:1', { id: 7, roundNo: 3 }, bet('b***2', 10));
    feed.add('t:2', { id: 9, roundNo: 1 }, bet('c***3', 1));
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual([
      {
        channel: 't:1',
        message: {
          type: 'bets',
          roundNo: 3,
          bets: [bet('a***1', 5), bet('b***2', 10)],
          totals: [{ spot: 'player', amount: 7, players: 1 }],
        },
      },
      {
        channel: 't:2',
        message: {
          type: 'bets',
          roundNo: 1,
          bets: [bet('c***3', 1)],
          totals: [{ spot: 'player', amount: 9, players: 1 }],
        },
      },
    ]);
    expect(totalsRead).toEqual([7, 9]);
    // A bet after the window starts the next one.
    feed.add('t:1', { id: 7, roundNo: 3 }, bet('d***4', 2));
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.message).toMatchObject({ bets: [bet('d***4', 2)] });
  });

  it("sends the last round's bets at once when a bet of the next round comes, never mixing rounds", async () => {
    const { feed, sent } = feedUnderTest();
    feed.add('t:1', { id: 7, roundNo: 3 }, bet('a***1', 5));
    feed.add('t:1', { id: 8, roundNo: 4 }, bet('b***2', 10));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.message)).toMatchObject([{ roundNo: 3, bets: [bet('a***1', 5)] }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.map((s) => s.message)).toMatchObject([
      { roundNo: 3, bets: [bet('a***1', 5)] },
      { roundNo: 4, bets: [bet('b***2', 10)] },
    ]);
  });

  it('logs a window it could not tell and goes on with the next', async () => {
    const { feed, sent, warnings } = feedUnderTest({ failTotals: true });
    feed.add('t:1', { id: 7, roundNo: 3 }, bet('a***1', 5));
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual([]);
    expect(warnings).toEqual(['live table: bets not told to the table']);
  });
});
