import type { VipLevel } from '@platform/contracts';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { VipOverview } from './vip-overview';

beforeAll(async () => {
  await initI18n('EN');
});

const level = (n: number, name: string, turnover: number): VipLevel => ({
  level: n,
  name,
  badgeUrl: `/art/vip/level-${n}.svg`,
  turnoverRequired: turnover,
  depositRequired: turnover / 10,
  upgradeBonus: n * 100,
  birthdayBonus: n * 50,
  monthlyBonus: n * 20,
  rebates: [
    { gameType: 'RNG', rate: 0.4 + n / 10 },
    { gameType: 'LIVE', rate: 0.8 },
  ],
  withdrawalsPerDay: 3 + n,
  withdrawalLimit: 50_000 * (n + 1),
  dedicatedService: n >= 2,
});
const LEVELS = [level(0, 'Member', 0), level(1, 'Bronze', 50_000), level(2, 'Silver', 1_200_000)];

describe('the VIP overview', () => {
  it('shows every level with its requirements, benefits and rebates per category', () => {
    render(<VipOverview levels={LEVELS} current={null} symbol="P" />);
    const silver = screen.getByTestId('vip-card-2');
    expect(within(silver).getByRole('heading', { name: 'Silver' })).toBeTruthy();
    expect(silver.textContent).toContain('P 1,200,000.00');
    expect(silver.textContent).toContain('Slots0.6%');
    expect(silver.textContent).toContain('Live casino0.8%');
    expect(within(silver).getByRole('img', { name: 'Silver badge' }).getAttribute('width')).toBe('120');
    expect(within(silver).getByRole('img', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByTestId('vip-table').querySelectorAll('tbody tr')).toHaveLength(3);
  });

  it("highlights the member's level and names the next one", () => {
    render(<VipOverview levels={LEVELS} current={1} symbol="P" />);
    expect(screen.getByTestId('vip-card-1').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('vip-card-0').getAttribute('aria-current')).toBeNull();
    const row = screen.getByTestId('vip-table').querySelector('tr[aria-current="true"]');
    expect(row?.textContent).toContain('Bronze');
    expect(screen.getByTestId('vip-status').textContent).toContain('You are Bronze (level 1)');
    expect(screen.getByTestId('vip-status').textContent).toContain('Next level: Silver');
  });

  it('invites a visitor to log in', () => {
    const onLogin = vi.fn();
    render(<VipOverview levels={LEVELS} current={null} symbol="P" onLogin={onLogin} />);
    screen.getByRole('button', { name: /log in/i }).click();
    expect(onLogin).toHaveBeenCalledOnce();
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
  });
});
