import { describe, expect, it } from 'vitest';
import { betsOf, emptyPicks, GRID2_VALUES, pickerOf, type Picker, type Picks } from './bet-kinds';
import { quickPicksOf, quickValues, randomPicks } from './quick-picks';

const picker = (code: string): Picker => {
  const found = pickerOf(code);
  if (!found) throw new Error(`no picker for ${code}`);
  return found;
};
const rows = (code: string, lines: string[][], part: Picks['part'] = null) =>
  betsOf(picker(code), { rows: lines, part: part ?? emptyPicks(picker(code)).part });

describe('the bet types’ pickers', () => {
  it('make the selection each bet type takes, with its units', () => {
    expect(rows('vn.lo2', [['15', '07']])).toEqual([{ selection: { numbers: ['07', '15'] }, units: 2 }]);
    expect(rows('vn.parlay3', [['01', '02', '03', '04', '05']])).toEqual([
      { selection: { numbers: ['01', '02', '03', '04', '05'] }, units: 10 },
    ]);
    expect(rows('vn.de.tail', [['9', '0']])).toEqual([{ selection: { digits: [0, 9] }, units: 2 }]);
    expect(rows('vn.de4', [['0007']])).toEqual([{ selection: { numbers: ['0007'] }, units: 1 }]);
    expect(rows('d5.position', [['1'], [], ['2', '3'], [], []])).toEqual([
      { selection: { position: 1, digits: [1] }, units: 1 },
      { selection: { position: 3, digits: [2, 3] }, units: 2 },
    ]);
    expect(rows('d5.position.oddEven', [[], ['odd', 'even'], [], [], []])).toEqual([
      { selection: { position: 2, side: 'odd' }, units: 1 },
      { selection: { position: 2, side: 'even' }, units: 1 },
    ]);
    expect(rows('d5.sum', [['45', '0']])).toEqual([{ selection: { sums: [0, 45] }, units: 2 }]);
    expect(
      rows(
        'd5.two.straight',
        [
          ['1', '2'],
          ['3', '4', '5'],
        ],
        'back',
      ),
    ).toEqual([
      {
        selection: {
          part: 'back',
          digits: [
            [1, 2],
            [3, 4, 5],
          ],
        },
        units: 6,
      },
    ]);
    expect(rows('d5.three.group3', [['1', '2', '3']], 'front')).toEqual([
      { selection: { part: 'front', digits: [1, 2, 3] }, units: 6 },
    ]);
    expect(rows('d5.three.group6', [['1', '2', '3', '4']], 'middle')).toEqual([
      { selection: { part: 'middle', digits: [1, 2, 3, 4] }, units: 4 },
    ]);
    expect(rows('keno.pick2', [['80', '7']])).toEqual([{ selection: { numbers: [7, 80] }, units: 1 }]);
    expect(rows('keno.oddEven', [['even']])).toEqual([{ selection: { side: 'even' }, units: 1 }]);
  });

  it('say why picks make no bet yet', () => {
    expect(rows('vn.lo2', [[]])).toEqual({ problem: 'nothing' });
    expect(rows('vn.parlay4', [['01', '02', '03']])).toEqual({ problem: 'tooFew', count: 4 });
    expect(rows('keno.pick5', [['1']])).toEqual({ problem: 'tooFew', count: 5 });
    expect(rows('d5.three.straight', [['1'], [], ['3']], 'front')).toEqual({ problem: 'eachLine' });
    expect(rows('d5.three.group6', [['1', '2']], 'back')).toEqual({ problem: 'tooFew', count: 3 });
  });

  it('leave out the types this site has no picker for', () => {
    expect(pickerOf('thai.top3')).toBeNull();
    expect(pickerOf('keno.pick11')).toBeNull();
  });
});

describe('the quick picks', () => {
  it('choose the halves and parities of a line', () => {
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(quickValues('big', digits)).toEqual(['5', '6', '7', '8', '9']);
    expect(quickValues('small', digits)).toEqual(['0', '1', '2', '3', '4']);
    expect(quickValues('odd', digits)).toEqual(['1', '3', '5', '7', '9']);
    expect(quickValues('even', GRID2_VALUES)).toHaveLength(50);
    const sums = Array.from({ length: 46 }, (_, i) => String(i));
    expect(quickValues('big', sums)[0]).toBe('23');
    expect(quickValues('clear', digits)).toEqual([]);
  });

  it('offer only what fits the line', () => {
    expect(quickPicksOf(picker('vn.lo2'), GRID2_VALUES)).toEqual([
      'all',
      'big',
      'small',
      'odd',
      'even',
      'clear',
    ]);
    // A parlay takes at most 10 numbers; keno exactly its count.
    expect(quickPicksOf(picker('vn.parlay2'), GRID2_VALUES)).toEqual(['clear']);
    expect(quickPicksOf(picker('d5.sum.bigSmall'), ['big', 'small'])).toEqual(['clear']);
  });

  it('draw a random selection that makes a bet', () => {
    const values = [0.1, 0.9, 0.5, 0.3, 0.7, 0.2];
    let i = 0;
    const random = () => values[i++ % values.length]!;
    for (const code of [
      'vn.lo2',
      'vn.parlay4',
      'vn.lo3',
      'd5.position',
      'd5.three.straight',
      'd5.three.group6',
      'keno.pick10',
      'd5.sum.oddEven',
    ]) {
      const p = picker(code);
      const made = betsOf(p, randomPicks(p, emptyPicks(p).part, random));
      expect(Array.isArray(made), code).toBe(true);
    }
  });
});
