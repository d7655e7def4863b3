import { describe, expect, it } from 'vitest';
import { createCatalogueStore } from './catalogue-store.js';
import type { CatalogueRows, GameRow } from './games.repository.js';

// The store alone, over a database stand-in whose version and rows the test sets, on a clock it moves.

const game = (id: number, name: string): GameRow => ({
  id,
  vendorCode: 'LOTUS',
  gameType: 'RNG',
  gameCode: `g${id}`,
  name: { EN: name },
  classify: 'SC',
  minBet: 1n,
  lineNum: 20,
  imageUrl: `/art/games/LOTUS/g${id}.svg`,
  isGame: 'GAME',
  engine: 'slot',
  isHot: false,
  isNew: false,
  vendorName: 'Lotus Originals',
  maintenance: false,
});

function stage() {
  const clock = { ms: 1_000_000 };
  const db = { version: 'v1', games: [game(1, 'Lotus Fortune')], calls: [] as string[] };
  let gate: Promise<void> | undefined;
  let fail = false;
  const source = {
    async catalogueVersion(merchantId: number) {
      db.calls.push(`version:${merchantId}`);
      await gate;
      if (fail) throw new Error('the database is away');
      return `${merchantId}:${db.version}`;
    },
    async catalogueRows(merchantId: number): Promise<CatalogueRows> {
      db.calls.push(`rows:${merchantId}`);
      return { vendors: [], games: db.games.map((g) => ({ ...g })) };
    },
  };
  const store = createCatalogueStore({ source, now: () => clock.ms, checkEveryMs: 1_000 });
  return {
    store,
    clock,
    db,
    names: async (merchantId = 1) => (await store.get(merchantId)).games.map((g) => g.name.EN),
    hold: () => {
      let open = () => undefined as void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
    failing: (on: boolean) => (fail = on),
  };
}

describe('the catalogue store', () => {
  it('loads a brand once and answers from memory until the interval has passed', async () => {
    const { clock, db, names } = stage();
    expect(await names()).toEqual(['Lotus Fortune']);
    db.games = [game(1, 'Renamed')];
    db.version = 'v2';
    clock.ms += 999;
    expect(await names()).toEqual(['Lotus Fortune']);
    expect(db.calls).toEqual(['version:1', 'rows:1']);
    clock.ms += 1;
    expect(await names()).toEqual(['Renamed']);
    expect(db.calls).toEqual(['version:1', 'rows:1', 'version:1', 'rows:1']);
  });

  it('reads only the version while nothing changed', async () => {
    const { clock, db, names } = stage();
    await names();
    for (let i = 0; i < 3; i++) {
      clock.ms += 1_000;
      expect(await names()).toEqual(['Lotus Fortune']);
    }
    expect(db.calls).toEqual(['version:1', 'rows:1', 'version:1', 'version:1', 'version:1']);
  });

  it('counts the interval from the last check, not from the load', async () => {
    const { clock, db, names } = stage();
    await names();
    clock.ms += 1_500;
    await names();
    db.version = 'v2';
    db.games = [game(2, 'Jade Palace')];
    clock.ms += 900;
    expect(await names()).toEqual(['Lotus Fortune']);
    clock.ms += 100;
    expect(await names()).toEqual(['Jade Palace']);
  });

  it('lets callers that arrive during a check wait for it instead of starting their own', async () => {
    const { store, clock, db, hold } = stage();
    await store.get(1);
    clock.ms += 1_000;
    db.version = 'v2';
    db.games = [game(3, 'Ocean Hunter')];
    const open = hold();
    const waiting = [store.get(1), store.get(1), store.get(1)];
    open();
    const answers = await Promise.all(waiting);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.games.map((g) => g.name.EN)).toEqual(['Ocean Hunter']);
    expect(db.calls).toEqual(['version:1', 'rows:1', 'version:1', 'rows:1']);
  });

  it('loads again at once when told of a change made in this process', async () => {
    const { store, db, names } = stage();
    await names();
    db.games = [game(1, 'Lotus Fortune'), game(4, 'Lucky Dice')];
    db.version = 'v2';
    expect(await names()).toEqual(['Lotus Fortune']);
    store.changed(1);
    expect(await names()).toEqual(['Lotus Fortune', 'Lucky Dice']);
  });

  it('keeps brands apart', async () => {
    const { store, db, names } = stage();
    await names(1);
    await names(2);
    store.changed(2);
    await names(1);
    await names(2);
    expect(db.calls).toEqual(['version:1', 'rows:1', 'version:2', 'rows:2', 'version:2', 'rows:2']);
  });

  it('does not count a failed check as fresh: the caller sees the failure and the next call asks again', async () => {
    const { store, clock, db, names, failing } = stage();
    await names();
    clock.ms += 1_000;
    failing(true);
    await expect(store.get(1)).rejects.toThrow('the database is away');
    failing(false);
    db.version = 'v2';
    db.games = [game(5, 'Neon City')];
    expect(await names()).toEqual(['Neon City']);
  });
});
