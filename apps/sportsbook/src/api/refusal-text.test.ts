import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/strings';
import { refusalText } from './refusal-text';

const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('EN', key, params);
const vi = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('VI', key, params);

describe("the book's words for a bet refused by responsible gaming", () => {
  it('names the limit, its period and what it already holds', () => {
    const value = { limit: 'loss', period: 'day', amount: 500, used: 480, until: null };
    expect(refusalText('rg.loss.limit', value, en, 'EN')).toBe(
      'This bet would pass your loss limit of 500.00 per day (480.00 lost already).',
    );
    expect(refusalText('rg.loss.limit', value, vi, 'VI')).toBe(
      'Cược này sẽ vượt giới hạn thua 500.00 mỗi ngày của bạn (đã thua 480.00).',
    );
    expect(
      refusalText(
        'rg.wager.limit',
        { limit: 'wager', period: 'month', amount: 9000, used: 8999, until: null },
        en,
        'EN',
      ),
    ).toBe('This bet would pass your wager limit of 9,000.00 per month (8,999.00 staked already).');
  });

  it('reads without figures when the refusal gives none, and leaves other codes to the server', () => {
    expect(refusalText('rg.session.limit', null, en, 'EN')).toBe(
      'Your session time limit is reached: play has stopped. Log in again later to play.',
    );
    expect(refusalText('rg.excluded', { limit: 'exclusion', until: null }, en, 'EN')).toContain(
      'You can still withdraw',
    );
    expect(refusalText('sportsbook.odds.changed', null, en, 'EN')).toBeNull();
  });
});
