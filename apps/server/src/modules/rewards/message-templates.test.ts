import { LANGUAGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, TEMPLATE_KEYS, renderTemplate } from './message-templates.js';

/** The parameters each template is posted with (the shared list of the member centre). */
const PARAMS: Record<string, Record<string, string | number>> = {
  'deposit.credited': { amount: '1,250.00', orderNo: 'D20260001' },
  'deposit.bonusCredited': { amount: '1,000.00', orderNo: 'D20260001', turnover: '30,000.00' },
  'deposit.bonusMissed': { orderNo: 'D20260001' },
  'deposit.rejected': { amount: '1,250.00', orderNo: 'D20260001', note: 'Slip unreadable' },
  'withdrawal.paid': { amount: '300.00', orderNo: 'W20260002' },
  'withdrawal.rejected': { amount: '300.00', orderNo: 'W20260002', note: 'Name mismatch' },
  'withdrawal.autoReceived': { amount: '300.00', orderNo: 'W20260002' },
  'upline.received': { amount: '50.00', from: 'agent01' },
  'redemption.approved': { item: 'Lotus mug', quantity: 2 },
  'redemption.rejected': { item: 'Lotus mug', quantity: 2, note: 'Out of stock' },
  'points.converted': { points: 1200, amount: '120.00' },
  'reward.available': { amount: '88.00' },
  'referral.review': { amount: '20.00', invitee: 'ab***yz' },
  'security.paymentPasswordLocked': { failures: 5, until: '2026-11-24 14:30 UTC' },
  'reward.claimed': { amount: '88.00' },
  'mission.claimed': { amount: '8.00' },
  welcome: { brand: 'Royal Lotus' },
};

describe('message templates', () => {
  it('has exactly the shared templates', () => {
    expect([...TEMPLATE_KEYS].sort()).toEqual(Object.keys(PARAMS).sort());
  });

  it.each(TEMPLATE_KEYS)('renders %s in every language with its parameters', (key) => {
    const params = PARAMS[key]!;
    const seen = new Set<string>();
    for (const language of LANGUAGES) {
      const { title, body } = renderTemplate(key, params, language);
      expect(title, `${key} ${language}`).not.toBe('');
      expect(`${title} ${body}`, `${key} ${language}`).not.toMatch(/\{\{|\}\}/);
      for (const value of Object.values(params)) expect(body, `${key} ${language}`).toContain(String(value));
      // Each language is its own text, not a copy.
      seen.add(body);
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it('uses only parameters the template is posted with', () => {
    for (const key of TEMPLATE_KEYS) {
      for (const language of LANGUAGES) {
        const text = MESSAGE_TEMPLATES[key][language];
        const names = [...`${text.title} ${text.body}`.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
        for (const name of names) expect(Object.keys(PARAMS[key]!), `${key} ${language}`).toContain(name);
      }
    }
  });

  it('writes an unknown template as a plain notice with its parameters', () => {
    expect(renderTemplate('lottery.won', { amount: '5.00', draw: 'A1' }, 'EN')).toEqual({
      title: 'Notice',
      body: 'amount: 5.00\ndraw: A1',
    });
    expect(renderTemplate('lottery.won', {}, 'VI').title).toBe('Thông báo');
  });

  it('leaves no placeholder when a parameter is missing', () => {
    const { body } = renderTemplate('deposit.rejected', { amount: '10.00', orderNo: 'D1' }, 'EN');
    expect(body).not.toMatch(/\{\w+\}/);
    expect(body).toContain('D1');
  });
});
