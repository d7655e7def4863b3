import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYTABLES, KENO_PICKS, type Paytable } from './paytables.js';

/** Every odds figure of a paytable with its path, in a fixed order. */
function figures(table: Paytable): [string, number][] {
  const out: [string, number][] = [];
  const walk = (path: string, value: unknown) => {
    if (typeof value === 'number') out.push([path, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${path}[${i}]`, v));
    else if (typeof value === 'object' && value !== null)
      for (const [key, v] of Object.entries(value)) walk(path ? `${path}.${key}` : key, v);
  };
  walk('', { vn: table.vn, digits5: table.digits5, keno: table.keno });
  return out;
}

describe('default paytables', () => {
  const lott = figures(DEFAULT_PAYTABLES.Lott);
  const elott = figures(DEFAULT_PAYTABLES.Elott);

  it('name their mode and give every figure as whole hundredths', () => {
    expect(DEFAULT_PAYTABLES.Lott.mode).toBe('Lott');
    expect(DEFAULT_PAYTABLES.Elott.mode).toBe('Elott');
    expect(elott.map(([path]) => path)).toEqual(lott.map(([path]) => path));
    for (const [path, value] of [...lott, ...elott])
      expect(Number.isSafeInteger(value) && value >= 0, path).toBe(true);
  });

  it('pay less in Elott than in Lott for every winning figure', () => {
    lott.forEach(([path, value], i) => {
      const other = elott[i]![1];
      if (value === 0) expect(other, path).toBe(0);
      else expect(other, path).toBeLessThan(value);
    });
  });

  it('have one figure per sum of five digits, the same for s and 45 - s, and keno tables by hits', () => {
    for (const table of Object.values(DEFAULT_PAYTABLES)) {
      expect(table.digits5.sum).toHaveLength(46);
      table.digits5.sum.forEach((odds, s) => expect(odds).toBe(table.digits5.sum[45 - s]));
      for (const n of KENO_PICKS) expect(table.keno.picks[n]).toHaveLength(n + 1);
      expect(table.vn.lo2.central).toBe(table.vn.lo2.south);
    }
  });
});
