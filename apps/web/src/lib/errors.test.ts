import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './errors';
import { initI18n } from './i18n';

beforeAll(async () => {
  await initI18n('EN');
});

const refusal = (code: string, value: unknown) => new ApiError(403, code, 'refused', value);

describe('the words of a responsible-gaming refusal', () => {
  it('names the limit, its period and what it already holds', () => {
    expect(
      errorText(
        refusal('rg.wager.limit', {
          limit: 'wager',
          period: 'week',
          amount: 2000,
          used: 1950.5,
          until: null,
        }),
      ),
    ).toBe('This bet would pass your wager limit of 2,000.00 per week (1,950.50 staked already).');
    expect(
      errorText(
        refusal('rg.deposit.limit', {
          limit: 'deposit',
          period: 'month',
          amount: 10000,
          used: 9000,
          until: null,
        }),
      ),
    ).toBe('This deposit would pass your deposit limit of 10,000.00 per month (9,000.00 deposited already).');
    expect(
      errorText(
        refusal('rg.session.limit', { limit: 'session', period: null, amount: 60, used: 61, until: null }),
      ),
    ).toBe('Your session time limit of 60 minutes is reached (61 minutes played): play has stopped.');
  });

  it("names an exclusion's end, and reads without figures when the refusal gives none", () => {
    expect(
      errorText(
        refusal('rg.excluded', {
          limit: 'exclusion',
          period: null,
          amount: null,
          used: null,
          until: '2026-04-01T00:00:00.000Z',
        }),
      ),
    ).toMatch(/^Your account is on a time-out or excluded until 2026-0[34]-\d\d \d\d:\d\d:\d\d GMT[+-]\d/);
    expect(
      errorText(
        refusal('rg.excluded', { limit: 'exclusion', period: null, amount: null, used: null, until: null }),
      ),
    ).toBe(
      'Your account is on a time-out or excluded: no play or deposits. You can still withdraw and see your history.',
    );
    expect(errorText(refusal('rg.loss.limit', null))).toBe('This bet would pass your loss limit.');
  });
});

describe('the words of a maintenance refusal', () => {
  const maintenance = (code: string, value: unknown, message = 'PG Soft is under maintenance.') =>
    new ApiError(503, code, message, value);

  it("shows the operator's message when the refusal carries one, for a game and for the site", () => {
    expect(
      errorText(maintenance('game.maintenance', { operatorMessage: 'Back at 03:00 after the upgrade' })),
    ).toBe('Back at 03:00 after the upgrade');
    expect(errorText(maintenance('system.maintenance', { operatorMessage: '凌晨三点恢复' }))).toBe(
      '凌晨三点恢复',
    );
  });

  it("falls back to the site's own text when the operator wrote none", () => {
    expect(errorText(maintenance('game.maintenance', null))).toBe(
      'This game is under maintenance. Try one of the hot games.',
    );
    expect(errorText(maintenance('game.maintenance', { operatorMessage: '  ' }))).toBe(
      'This game is under maintenance. Try one of the hot games.',
    );
    expect(errorText(maintenance('system.maintenance', { operatorMessage: null }))).toBe(
      'The platform is under maintenance.',
    );
  });

  it('reads an operator message only on a maintenance refusal', () => {
    expect(errorText(new ApiError(422, 'wallet.insufficient', 'x', { operatorMessage: 'Hello' }))).toBe(
      'Your balance is not enough.',
    );
  });
});
