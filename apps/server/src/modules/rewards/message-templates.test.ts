import { CONTRACT_KINDS, LANGUAGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { COMMISSION_EVENTS, commissionTemplate, type CommissionEvent } from './commission-templates.js';
import { MESSAGE_TEMPLATES, TEMPLATE_KEYS, renderTemplate } from './message-templates.js';

/** The parameters each agent contract message is posted with (by the commissions module). */
const COMMISSION_PARAMS: Record<CommissionEvent, Record<string, string | number>> = {
  offered: { rate: '2.5%' },
  ended: { id: 41, member: 'ag***07', rate: '4%', limit: '2%' },
  endedByUpline: { id: 42, upline: 'agent01' },
  received: { amount: '12.50', period: '2026-11-23' },
  forced: { amount: '12.50', period: '2026-11-23', upline: 'agent01' },
  frozen: { amount: '12.50', period: '2026-11-23 14:00', member: 'player01' },
};

/** The parameters each template is posted with (the shared list of the member centre). */
const PARAMS: Record<string, Record<string, string | number>> = {
  'deposit.credited': { amount: '1,250.00', orderNo: 'D20260001' },
  'deposit.bonusCredited': { amount: '1,000.00', orderNo: 'D20260001', turnover: '30,000.00' },
  'deposit.bonusMissed': { orderNo: 'D20260001' },
  'deposit.rejected': { amount: '1,250.00', orderNo: 'D20260001', note: 'Slip unreadable' },
  'withdrawal.paid': { amount: '300.00', orderNo: 'W20260002' },
  'withdrawal.rejected': { amount: '300.00', orderNo: 'W20260002', note: 'Name mismatch' },
  'withdrawal.autoReceived': { amount: '300.00', orderNo: 'W20260002' },
  'withdrawal.notReceivedRefunded': { amount: '300.00', missing: '200.00', orderNo: 'W20260002' },
  'withdrawal.notReceivedArrived': { amount: '400.00', orderNo: 'W20260003' },
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
  ...Object.fromEntries(
    COMMISSION_EVENTS.flatMap((event) =>
      CONTRACT_KINDS.map((kind) => [commissionTemplate(event, kind), COMMISSION_PARAMS[event]]),
    ),
  ),
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

  it('names the contract kind in the words of each language', () => {
    const params = COMMISSION_PARAMS.received;
    expect(renderTemplate('commission.received.daily', params, 'EN')).toEqual({
      title: 'Daily salary paid',
      body: 'You received 12.50 for 2026-11-23.',
    });
    expect(renderTemplate('commission.received.hourly', params, 'CN').body).toContain('时工资');
    expect(renderTemplate('commission.offered.dividend', COMMISSION_PARAMS.offered, 'ID').title).toBe(
      'Tawaran kontrak dividen',
    );
    expect(renderTemplate('commission.forced.realtime', COMMISSION_PARAMS.forced, 'VI').title).toContain(
      'lương thời gian thực',
    );
    // Each kind has its own words: no two kinds share a title in a language.
    for (const language of LANGUAGES)
      for (const event of COMMISSION_EVENTS) {
        const titles = CONTRACT_KINDS.map(
          (kind) => renderTemplate(commissionTemplate(event, kind), COMMISSION_PARAMS[event], language).title,
        );
        expect(new Set(titles).size, `${event} ${language}`).toBe(CONTRACT_KINDS.length);
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
