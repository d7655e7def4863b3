import { ERROR_CODES, minorToMajor, type LimitPeriod, type RgRefusal } from '@platform/contracts';
import { AppError } from '../../lib/errors.js';

const PERIOD_WORDS: Record<LimitPeriod, { adjective: string; span: string }> = {
  day: { adjective: 'daily', span: 'today' },
  week: { adjective: 'weekly', span: 'this week' },
  month: { adjective: 'monthly', span: 'this month' },
};

const money = (minor: bigint) => minorToMajor(minor).toFixed(2);

/** A refusal's `value`: which limit, its size and what already counts against it (major units). */
function valueOf(
  limit: RgRefusal['limit'],
  period: LimitPeriod | null,
  amount: number | null,
  used: number | null,
  until: Date | null,
): RgRefusal {
  return { limit, period, amount, used, until: until?.toISOString() ?? null };
}

/** A time-out or exclusion in force: no play and no deposits (403 `rg.excluded`). */
export function excludedRefusal(until: Date | 'forever'): AppError {
  const end = until === 'forever' ? null : until;
  return new AppError(
    403,
    ERROR_CODES.rgExcluded,
    end
      ? `Your account is in a time-out or self-exclusion until ${end.toISOString()}: you can withdraw and see your history, but not play or deposit.`
      : 'Your account is self-excluded: you can withdraw and see your history, but not play or deposit.',
    valueOf('exclusion', null, null, null, end),
  );
}

/** A deposit that would pass a deposit limit (403 `rg.deposit.limit`). */
export function depositRefusal(period: LimitPeriod, limit: bigint, used: bigint, amount: bigint): AppError {
  const words = PERIOD_WORDS[period];
  return new AppError(
    403,
    ERROR_CODES.rgDepositLimit,
    `A deposit of ${money(amount)} would pass your ${words.adjective} deposit limit of ${money(limit)} ` +
      `(deposited ${words.span}: ${money(used)}).`,
    valueOf('deposit', period, minorToMajor(limit), minorToMajor(used), null),
  );
}

/**
 * The refusal a bet meets in the vendor debit's statement (`rg_check_bet`, migration 0020), read from its
 * message `rg|<limit>|<period>|<limit amount>|<used>|<until, epoch ms>`; null for any other message.
 */
export function betRefusal(message: string, stake: bigint): AppError | null {
  const m = /^rg\|(loss|wager|session|exclusion)\|(day|week|month)?\|(-?\d*)\|(-?\d*)\|(\d*)$/.exec(message);
  if (!m) return null;
  const [, limit, period, amountText, usedText, untilText] = m as unknown as [
    string,
    'loss' | 'wager' | 'session' | 'exclusion',
    LimitPeriod | undefined,
    string,
    string,
    string,
  ];
  if (limit === 'exclusion') return excludedRefusal(untilText ? new Date(Number(untilText)) : 'forever');
  if (limit === 'session')
    return new AppError(
      403,
      ERROR_CODES.rgSessionLimit,
      `Your session limit of ${amountText} minutes has passed: the session has ended. Take a break; a new ` +
        'login starts a new session.',
      valueOf('session', null, Number(amountText), Number(usedText), null),
    );
  const size = BigInt(amountText);
  const used = BigInt(usedText);
  const words = PERIOD_WORDS[period ?? 'day'];
  return new AppError(
    403,
    limit === 'loss' ? ERROR_CODES.rgLossLimit : ERROR_CODES.rgWagerLimit,
    limit === 'loss'
      ? `A bet of ${money(stake)} would pass your ${words.adjective} loss limit of ${money(size)} ` +
          `(net loss ${words.span}: ${money(used)}).`
      : `A bet of ${money(stake)} would pass your ${words.adjective} wager limit of ${money(size)} ` +
          `(staked ${words.span}: ${money(used)}).`,
    valueOf(limit, period ?? 'day', minorToMajor(size), minorToMajor(used), null),
  );
}
