import type { LOTTERY_REGIONS, LotteryBetStatus, NumeroStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

// The lottery's words for what the server names by code: bet types, their tabs, sides, parts of the draw,
// prize ranks and statuses. A code this site has no words for shows as it came.

type Key = 'lottery.title';

/** The lottery's labels in the interface language. */
export function useLotteryText() {
  const { t, i18n } = useTranslation();
  const label = (key: string, fallback: string) => (i18n.exists(key) ? t(key as Key) : fallback);

  const betType = (code: string) => label(`lottery.betTypes.${code.replaceAll('.', '_')}`, code);
  const group = (name: string) => label(`lottery.groups.${name}`, name);
  const side = (name: string) => label(`lottery.sides.${name}`, name);
  const part = (name: string) => label(`lottery.parts.${name}`, name);
  const rank = (name: string) => label(`lottery.ranks.${name}`, name);
  const region = (name: (typeof LOTTERY_REGIONS)[number]) => t(`lottery.regions.${name}`);
  const numeroStatus = (status: NumeroStatus) => t(`lottery.numeroStatus.${status}`);
  const betStatus = (status: LotteryBetStatus) => t(`lottery.betStatus.${status}`);
  const position = (n: number) => t('lottery.picker.position', { n });

  /** A selection as the slip and the bets list show it: `Position 1: 3, 7`, `Front: 1 | 2,3 | 4`, `Big`. */
  const selection = (value: unknown): string => {
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (!value || typeof value !== 'object') return '';
    const s = value as Record<string, unknown>;
    const where: string[] = [];
    if (typeof s.position === 'number') where.push(position(s.position));
    if (typeof s.part === 'string') where.push(part(s.part));
    let what = '';
    if (Array.isArray(s.numbers)) what = s.numbers.map(String).join(', ');
    else if (Array.isArray(s.digits))
      what = s.digits.every(Array.isArray)
        ? (s.digits as unknown[][]).map((row) => row.join(',')).join(' | ')
        : s.digits.join(', ');
    else if (Array.isArray(s.sums)) what = s.sums.join(', ');
    else if (typeof s.side === 'string') what = side(s.side);
    return where.length ? `${where.join(' ')}: ${what}` : what;
  };

  return { t, betType, group, side, part, rank, region, numeroStatus, betStatus, position, selection };
}
