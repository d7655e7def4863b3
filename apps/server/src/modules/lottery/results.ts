import type { LotteryResult } from '@platform/contracts';
import { VN_BOARD } from './engine/board.js';
import { DIGITS5_POSITIONS, KENO_DRAWN, KENO_POOL, type DrawShape } from './engine/draws/index.js';
import type { DrawResult } from './engine/types.js';

// A result given from outside (the results feed, an operator) checked against the game's shape before it is
// stored: the region's prize table (ranks in order, how many numbers, how many digits each), five digits, or
// twenty distinct keno numbers. Answers the result in the engine's terms, or the first problem in words.

export type ResultCheck = { ok: true; result: DrawResult } | { ok: false; problem: string };

const refused = (problem: string): ResultCheck => ({ ok: false, problem });

export function checkResult(shape: DrawShape, result: LotteryResult): ResultCheck {
  if (result.kind !== shape.kind) return refused(`the game draws ${shape.kind} results, not ${result.kind}`);
  switch (result.kind) {
    case 'digits5': {
      if (result.digits.length !== DIGITS5_POSITIONS)
        return refused(`a five-digit result has ${DIGITS5_POSITIONS} digits; got ${result.digits.length}`);
      const bad = result.digits.find((d) => !Number.isInteger(d) || d < 0 || d > 9);
      if (bad !== undefined) return refused(`digits are 0 to 9; got ${bad}`);
      return { ok: true, result: { kind: 'digits5', digits: [...result.digits] } };
    }
    case 'keno': {
      if (result.numbers.length !== KENO_DRAWN)
        return refused(`a keno result has ${KENO_DRAWN} numbers; got ${result.numbers.length}`);
      const bad = result.numbers.find((n) => !Number.isInteger(n) || n < 1 || n > KENO_POOL);
      if (bad !== undefined) return refused(`keno numbers are 1 to ${KENO_POOL}; got ${bad}`);
      if (new Set(result.numbers).size !== KENO_DRAWN) return refused('keno numbers are drawn once each');
      return { ok: true, result: { kind: 'keno', numbers: [...result.numbers] } };
    }
    case 'vn': {
      if (shape.kind !== 'vn') return refused('the game does not draw Vietnamese results');
      if (result.region !== shape.region)
        return refused(`the game draws the ${shape.region}, not the ${result.region}`);
      const layout = VN_BOARD[shape.region];
      if (result.prizes.length !== layout.length)
        return refused(
          `a ${shape.region} board has ${layout.length} prize ranks; got ${result.prizes.length}`,
        );
      for (const [i, { rank, count, digits }] of layout.entries()) {
        const prize = result.prizes[i]!;
        if (prize.rank !== rank) return refused(`prize ${i + 1} is the ${rank} prize; got ${prize.rank}`);
        if (prize.numbers.length !== count)
          return refused(`the ${rank} prize has ${count} number(s); got ${prize.numbers.length}`);
        const bad = prize.numbers.find((n) => !new RegExp(`^[0-9]{${digits}}$`).test(n));
        if (bad !== undefined)
          return refused(`the ${rank} prize's numbers have ${digits} digits; got '${bad}'`);
      }
      return {
        ok: true,
        result: {
          kind: 'vn',
          region: shape.region,
          prizes: layout.map(({ rank }, i) => ({ rank, numbers: [...result.prizes[i]!.numbers] })),
        },
      };
    }
  }
}
