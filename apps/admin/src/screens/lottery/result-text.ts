import type { LOTTERY_REGIONS, LotteryResult } from '@platform/contracts';

/** The Vietnamese board's prizes, highest first (north: seven prizes under the special one). */
export const VN_RANKS = [
  'eighth',
  'seventh',
  'sixth',
  'fifth',
  'fourth',
  'third',
  'second',
  'first',
  'special',
];

export type ResultKind = LotteryResult['kind'];
export type Region = (typeof LOTTERY_REGIONS)[number];

/** A result as the operator types it: one prize per line (`special: 12338`), or the numbers in a row. */
export function resultToText(result: LotteryResult | null): string {
  if (!result) return '';
  if (result.kind === 'vn') return result.prizes.map((p) => `${p.rank}: ${p.numbers.join(' ')}`).join('\n');
  if (result.kind === 'digits5') return result.digits.join(' ');
  return result.numbers.join(' ');
}

/** The typed text as a result, or a sentence saying what is wrong with it. */
export function textToResult(kind: ResultKind, region: Region, text: string): LotteryResult | string {
  if (kind === 'vn') {
    const prizes = [];
    for (const line of text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      const m = /^([a-z]+)\s*:\s*([\d\s]+)$/i.exec(line);
      if (!m) return `"${line}" is not "rank: numbers" (e.g. special: 12338).`;
      prizes.push({ rank: m[1]!.toLowerCase(), numbers: m[2]!.trim().split(/\s+/) });
    }
    if (prizes.length === 0) return 'Type the board, one prize per line.';
    return { kind, region, prizes };
  }
  const numbers = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (numbers.some((n) => !/^\d{1,2}$/.test(n))) return 'Numbers only, separated by spaces.';
  const values = numbers.map(Number);
  return kind === 'digits5' ? { kind, digits: values } : { kind, numbers: values };
}
