import { describe, expect, it } from 'vitest';
import { drawFor } from './fair-draw.js';
import { seedHash, type Rng } from './fair-source.js';
import { drawDigits5, drawKeno, KENO_DRAWN, KENO_POOL } from './fast.js';
import { drawVn } from './vn.js';

/** A source that answers scripted values and records every range it was asked for. */
function scripted(values: number[]): Rng & { asked: number[] } {
  const asked: number[] = [];
  let i = 0;
  return {
    asked,
    int(n: number) {
      asked.push(n);
      const v = values[i++] ?? 0;
      if (v < 0 || v >= n) throw new RangeError(`scripted ${v} outside [0, ${n})`);
      return v;
    },
  };
}

describe('five-digit draw', () => {
  it('is five int(10) draws, ten-thousands first', () => {
    const rng = scripted([3, 0, 9, 1, 7]);
    expect(drawDigits5(rng)).toEqual({ kind: 'digits5', digits: [3, 0, 9, 1, 7] });
    expect(rng.asked).toEqual([10, 10, 10, 10, 10]);
  });
});

describe('keno draw', () => {
  it('takes the first 20 steps of a Fisher-Yates shuffle of 1..80', () => {
    const rng = scripted([79, 0, 0, 5]);
    const { numbers } = drawKeno(rng);
    expect(rng.asked).toEqual(Array.from({ length: KENO_DRAWN }, (_, k) => KENO_POOL - k));
    // Step 0 swaps positions 0 and 79 (ball 80), step 1 keeps ball 2, step 2 keeps ball 3, step 3 swaps
    // positions 3 and 8 (ball 9), the rest keep their place.
    expect(numbers.slice(0, 5)).toEqual([80, 2, 3, 9, 5]);
  });

  it('makes every ordered pair of first balls exactly once from the 80 x 79 answers (brute force)', () => {
    const seen = new Set<string>();
    let notDistinct = 0;
    for (let a = 0; a < 80; a++)
      for (let b = 0; b < 79; b++) {
        const { numbers } = drawKeno(scripted([a, b]));
        if (new Set(numbers).size !== KENO_DRAWN) notDistinct++;
        seen.add(`${numbers[0]}-${numbers[1]}`);
      }
    expect(notDistinct).toBe(0);
    expect(seen.size).toBe(80 * 79);
  });

  it('draws 20 distinct numbers of 1..80 from the fair stream', () => {
    const faults: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const result = drawFor({ kind: 'keno' }, seedHash(`keno-${i}`), 'KENO', `20261127-${i}`);
      const numbers = result.kind === 'keno' ? result.numbers : [];
      const inRange = numbers.every((x) => Number.isInteger(x) && x >= 1 && x <= 80);
      if (numbers.length !== 20 || new Set(numbers).size !== 20 || !inRange)
        faults.push(`${i}: ${numbers.join(',')}`);
    }
    expect(faults).toEqual([]);
  });
});

describe('Vietnamese draw', () => {
  const lengths = (r: ReturnType<typeof drawVn>) =>
    r.prizes.map((p) => `${p.rank}:${p.numbers.length}x${p.numbers[0]!.length}`);

  it('prints the north 27 numbers, special prize first, with leading zeros', () => {
    const result = drawVn('north', scripted(Array(27).fill(7)));
    expect(lengths(result)).toEqual([
      'special:1x5',
      'first:1x5',
      'second:2x5',
      'third:6x5',
      'fourth:4x4',
      'fifth:6x4',
      'sixth:3x3',
      'seventh:4x2',
    ]);
    expect(result.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(result.prizes[0]!.numbers).toEqual(['00007']);
    expect(result.prizes[7]!.numbers).toEqual(['07', '07', '07', '07']);
  });

  it('prints the 18 numbers of the centre and the south, the special prize of six digits', () => {
    for (const region of ['central', 'south'] as const) {
      const result = drawVn(region, scripted([]));
      expect(result).toMatchObject({ kind: 'vn', region });
      expect(lengths(result)).toEqual([
        'special:1x6',
        'first:1x5',
        'second:1x5',
        'third:2x5',
        'fourth:7x5',
        'fifth:1x4',
        'sixth:3x4',
        'seventh:1x3',
        'eighth:1x2',
      ]);
      expect(result.prizes.flatMap((p) => p.numbers)).toHaveLength(18);
      expect(result.prizes[0]!.numbers).toEqual(['000000']);
    }
  });

  it('reads one int(10^d) per number in printed order, so each digit is uniform and independent', () => {
    const rng = scripted([123456, 99999, 5]);
    const result = drawVn('south', rng);
    expect(rng.asked.slice(0, 3)).toEqual([1_000_000, 100_000, 100_000]);
    expect(rng.asked.at(-1)).toBe(100);
    expect(result.prizes[0]!.numbers).toEqual(['123456']);
    expect(result.prizes[1]!.numbers).toEqual(['99999']);
    expect(result.prizes[2]!.numbers).toEqual(['00005']);
    // Brute force: the 100 answers of int(100) print the 100 two-digit numbers once each, so the two digits
    // of an eighth prize are uniform and independent when the answer is.
    const printed = new Set<string>();
    for (let v = 0; v < 100; v++) {
      const eighth = drawVn('south', scripted([...Array(17).fill(0), v])).prizes[8]!.numbers[0]!;
      expect(eighth).toMatch(/^\d\d$/);
      printed.add(eighth);
    }
    expect(printed.size).toBe(100);
  });
});
