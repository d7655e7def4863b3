import type { LotteryTrends } from '@platform/contracts';
import type { DrawResult, LotteryKind } from './engine/types.js';

// Trends over a game's last draws: for each place of the result, how many draws each value appeared in
// and how many draws have passed since it last did. Five-digit games have a line per position (0-9), keno
// one line (1-80), Vietnamese games one line of the last two digits of every prize (00-99).

type Line = LotteryTrends['lines'][number];

/** A line from the values each draw shows at that place, newest draw first. */
function lineOf(label: string, values: readonly string[], drawsShow: readonly Set<string>[]): Line {
  return {
    label,
    values: values.map((value) => {
      let hits = 0;
      let missing = -1;
      drawsShow.forEach((shown, i) => {
        if (!shown.has(value)) return;
        hits += 1;
        if (missing < 0) missing = i;
      });
      return { value, hits, missing: missing < 0 ? drawsShow.length : missing };
    }),
  };
}

const range = (from: number, to: number, width = 0) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

/** The lines of a game's kind over its results, newest first. */
export function trendLines(kind: LotteryKind, results: readonly DrawResult[]): Line[] {
  switch (kind) {
    case 'digits5':
      return [1, 2, 3, 4, 5].map((position) =>
        lineOf(
          String(position),
          range(0, 9),
          results.map((r) => new Set(r.kind === 'digits5' ? [String(r.digits[position - 1])] : [])),
        ),
      );
    case 'keno':
      return [
        lineOf(
          'numbers',
          range(1, 80),
          results.map((r) => new Set(r.kind === 'keno' ? r.numbers.map(String) : [])),
        ),
      ];
    case 'vn':
      return [
        lineOf(
          'last two digits',
          range(0, 99, 2),
          results.map(
            (r) => new Set(r.kind === 'vn' ? r.prizes.flatMap((p) => p.numbers.map((n) => n.slice(-2))) : []),
          ),
        ),
      ];
  }
}
