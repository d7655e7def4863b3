import { describe, expect, it } from 'vitest';
import {
  acceptsBetAt,
  checkSchedule,
  nextNumeros,
  numeroAt,
  numeroById,
  numerosBetween,
} from './schedule.js';
import type { FastSchedule, Numero } from './types.js';

// Expected instants are written from the zones' known offsets (Manila UTC+8 all year; London GMT/BST and
// New York EST/EDT with the 2026 changes on 29 March / 25 October and 8 March / 1 November), not from the
// code's own zone arithmetic.

const MINUTE = 60_000;
const manila = (seconds: number): FastSchedule => ({
  kind: 'fast',
  intervalSeconds: seconds,
  timeZone: 'Asia/Manila',
});
const at = (iso: string) => new Date(iso);
/** The numeros of one brand day: draws after its first instant and at or before the next day's. */
const dayNumeros = (def: FastSchedule, start: string, end: string) => numerosBetween(def, at(start), at(end));

/** Every check of a run of consecutive numeros: order, windows that tile, draws one interval apart. */
function expectContiguous(list: Numero[], stepMs: number, cutoffMs: number) {
  for (let i = 0; i < list.length; i++) {
    const n = list[i]!;
    expect(n.closesAt.getTime()).toBe(n.drawAt.getTime() - cutoffMs);
    expect(n.opensAt.getTime()).toBeLessThan(n.closesAt.getTime());
    if (i === 0) continue;
    const p = list[i - 1]!;
    expect(n.id > p.id).toBe(true);
    expect(n.drawAt.getTime() - p.drawAt.getTime()).toBe(stepMs);
    expect(n.opensAt.getTime()).toBe(p.closesAt.getTime());
  }
}

describe('numeros per brand day', () => {
  it.each([
    [60, 1440],
    [180, 480],
    [300, 288],
  ])(
    'every %i seconds: %i numeros on a normal day, numbered from 1, drawn every interval',
    (seconds, count) => {
      // 27 November 2026 in Manila: 26 Nov 16:00 UTC to 27 Nov 16:00 UTC.
      const list = dayNumeros(manila(seconds), '2026-11-26T16:00:00Z', '2026-11-27T16:00:00Z');
      expect(list).toHaveLength(count);
      expect(list.every((n) => n.day === '2026-11-27')).toBe(true);
      expect(list.map((n) => n.seq)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(list[0]!.id).toBe('20261127-0001');
      expect(list[0]!.drawAt).toEqual(new Date(Date.parse('2026-11-26T16:00:00Z') + seconds * 1000));
      expect(list.at(-1)!.drawAt).toEqual(at('2026-11-27T16:00:00Z'));
      expect(list.at(-1)!.id).toBe(`20261127-${String(count).padStart(4, '0')}`);
      expectContiguous(list, seconds * 1000, 10_000);
    },
  );

  it('names the 42nd one-minute draw 20261127-0042, drawn at 00:42 in the brand zone', () => {
    const n = numeroById(manila(60), '20261127-0042')!;
    expect(n).toMatchObject({ id: '20261127-0042', day: '2026-11-27', seq: 42 });
    expect(n.drawAt).toEqual(at('2026-11-26T16:42:00Z'));
    expect(n.closesAt).toEqual(at('2026-11-26T16:41:50Z'));
    expect(n.opensAt).toEqual(at('2026-11-26T16:40:50Z'));
  });

  it('keno every five minutes is a fast schedule of its own interval', () => {
    const keno: FastSchedule = { kind: 'fast', intervalSeconds: 300, timeZone: 'Asia/Ho_Chi_Minh' };
    const list = dayNumeros(keno, '2026-11-26T17:00:00Z', '2026-11-27T17:00:00Z');
    expect(list).toHaveLength(288);
    expect(list[0]).toMatchObject({ id: '20261127-0001', drawAt: at('2026-11-26T17:05:00Z') });
  });
});

describe('daylight saving', () => {
  it.each([
    // zone, day, its first instant, the next day's first instant, hours, one-minute numeros
    ['Europe/London', '2026-03-29', '2026-03-29T00:00:00Z', '2026-03-29T23:00:00Z', 23, 1380],
    ['Europe/London', '2026-10-25', '2026-10-24T23:00:00Z', '2026-10-26T00:00:00Z', 25, 1500],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 23, 1380],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 25, 1500],
  ])(
    '%s on %s (%s to %s, %i hours): exactly %i one-minute numeros',
    (timeZone, day, start, end, hours, count) => {
      expect((Date.parse(end) - Date.parse(start)) / 3_600_000).toBe(hours);
      const def: FastSchedule = { kind: 'fast', intervalSeconds: 60, timeZone };
      const list = dayNumeros(def, start, end);
      expect(list).toHaveLength(count);
      expect(new Set(list.map((n) => n.day))).toEqual(new Set([day]));
      expect(list.map((n) => n.seq)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(list.at(-1)!.drawAt).toEqual(at(end));
      // Across the change and the days around it: one numero a minute, none twice, none skipped.
      const around = numerosBetween(
        def,
        new Date(Date.parse(start) - 86_400_000),
        new Date(Date.parse(end) + 86_400_000),
      );
      expect(around).toHaveLength(1440 + count + 1440);
      expectContiguous(around, MINUTE, 10_000);
      expect(new Set(around.map((n) => n.id)).size).toBe(around.length);
    },
  );
});

describe('ids', () => {
  const def: FastSchedule = {
    kind: 'fast',
    intervalSeconds: 180,
    timeZone: 'Europe/London',
    cutoffSeconds: 30,
  };

  it('sort in draw order and rebuild the same numero, over several days', () => {
    // 23 to 26 October in London; the 25th has 25 hours.
    const list = numerosBetween(def, at('2026-10-22T23:00:00Z'), at('2026-10-27T00:00:00Z'));
    expect(list).toHaveLength(4 * 480 + 20);
    expect(list[0]!.id).toBe('20261023-0001');
    expect(list.at(-1)!.id).toBe('20261026-0480');
    expect([...list.map((n) => n.id)].sort()).toEqual(list.map((n) => n.id));
    for (const n of list) expect(numeroById(def, n.id)).toEqual(n);
    expectContiguous(list, 180_000, 30_000);
  });

  it('refuse what is not a numero of the game', () => {
    for (const id of [
      '20261127-0000',
      '20261127-0481',
      '20261127-42',
      '20261127-00042',
      '20260230-0001',
      '20261327-0001',
      '20261127',
      '2026112-0001',
      'x20261127-0001',
    ])
      expect(numeroById(def, id)).toBeUndefined();
    expect(numeroById(def, '20261025-0500')).toBeDefined();
    expect(numeroById(def, '20261025-0501')).toBeUndefined();
  });
});

describe('the numero open at an instant and the cut-off', () => {
  const def = manila(60);

  it('answers the numero whose window holds the instant; a bet 1 ms after closesAt is past the cut-off', () => {
    const n = numeroAt(def, at('2026-11-27T02:30:20Z'));
    expect(n.drawAt).toEqual(at('2026-11-27T02:31:00Z'));
    expect(n.closesAt).toEqual(at('2026-11-27T02:30:50Z'));
    expect(acceptsBetAt(n, at('2026-11-27T02:30:20Z'))).toBe(true);
    expect(acceptsBetAt(n, new Date(n.closesAt.getTime() - 1))).toBe(true);
    expect(acceptsBetAt(n, n.closesAt)).toBe(false);
    expect(acceptsBetAt(n, new Date(n.closesAt.getTime() + 1))).toBe(false);
    expect(acceptsBetAt(n, n.opensAt)).toBe(true);
    expect(acceptsBetAt(n, new Date(n.opensAt.getTime() - 1))).toBe(false);
    // From the cut-off on, the next numero is the open one, and it accepts the bet.
    const next = numeroAt(def, new Date(n.closesAt.getTime() + 1));
    expect(next.drawAt).toEqual(at('2026-11-27T02:32:00Z'));
    expect(numeroAt(def, n.closesAt)).toEqual(next);
    expect(acceptsBetAt(next, new Date(n.closesAt.getTime() + 1))).toBe(true);
    expect(numeroAt(def, new Date(n.closesAt.getTime() - 1))).toEqual(n);
  });

  it('takes the cut-off from the schedule', () => {
    const n = numeroAt({ ...def, cutoffSeconds: 0 }, at('2026-11-27T02:30:59.999Z'));
    expect(n.closesAt).toEqual(at('2026-11-27T02:31:00Z'));
    expect(numeroAt({ ...def, cutoffSeconds: 0 }, at('2026-11-27T02:31:00Z')).drawAt).toEqual(
      at('2026-11-27T02:32:00Z'),
    );
  });

  it('crosses midnight into the next brand day', () => {
    // 16:00 UTC is midnight in Manila; the day's last draw closes at 15:59:50 UTC.
    expect(numeroAt(def, at('2026-11-27T15:59:49Z')).id).toBe('20261127-1440');
    expect(numeroAt(def, at('2026-11-27T15:59:50Z')).id).toBe('20261128-0001');
  });

  it('lists the next numeros from the open one', () => {
    const list = nextNumeros(def, at('2026-11-27T15:57:00Z'), 5);
    expect(list.map((n) => n.id)).toEqual([
      '20261127-1438',
      '20261127-1439',
      '20261127-1440',
      '20261128-0001',
      '20261128-0002',
    ]);
    expectContiguous(list, MINUTE, 10_000);
    expect(nextNumeros(def, at('2026-11-27T15:57:00Z'), 0)).toEqual([]);
  });
});

describe('catching up after downtime', () => {
  const def = manila(60);

  it('returns exactly the numeros drawn during the window, in order', () => {
    // The worker drew 20261127-0100 (01:40 Manila) and was down until 03:05:30 Manila.
    const last = numeroById(def, '20261127-0100')!;
    const now = at('2026-11-26T19:05:30Z');
    const missed = numerosBetween(def, last.drawAt, now);
    // Brute force: every whole minute after 01:40 and up to 03:05:30, Manila time.
    const expected: string[] = [];
    for (let minute = 101; minute <= 185; minute++)
      expected.push(`20261127-${String(minute).padStart(4, '0')}`);
    expect(missed.map((n) => n.id)).toEqual(expected);
    expect(missed.at(-1)!.drawAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('neither doubles nor skips across calls, at any split, nor when a call stops at max', () => {
    const from = at('2026-11-27T10:00:00Z');
    const to = at('2026-11-29T10:00:00Z');
    const whole = numerosBetween(def, from, to);
    expect(whole).toHaveLength(2 * 1440);
    const split = at('2026-11-28T03:17:00Z'); // exactly a draw time
    const parts = [...numerosBetween(def, from, split), ...numerosBetween(def, split, to)];
    expect(parts).toEqual(whole);
    const resumed: Numero[] = [];
    let since = from;
    for (;;) {
      const chunk = numerosBetween(def, since, to, 700);
      if (chunk.length === 0) break;
      expect(chunk.length).toBeLessThanOrEqual(700);
      resumed.push(...chunk);
      since = chunk.at(-1)!.drawAt;
    }
    expect(resumed).toEqual(whole);
    expect(numerosBetween(def, to, to)).toEqual([]);
  });
});

describe('schedule checks', () => {
  it('refuse an interval, a cut-off or a zone that cannot work', () => {
    expect(() => checkSchedule(manila(60))).not.toThrow();
    expect(() => checkSchedule(manila(5))).toThrow(RangeError);
    expect(() => checkSchedule(manila(60.5))).toThrow(RangeError);
    expect(() => checkSchedule({ ...manila(60), cutoffSeconds: 60 })).toThrow(RangeError);
    expect(() => checkSchedule({ ...manila(60), cutoffSeconds: -1 })).toThrow(RangeError);
    expect(() => checkSchedule({ ...manila(60), timeZone: 'Asia/Manilla' })).toThrow(RangeError);
  });
});
