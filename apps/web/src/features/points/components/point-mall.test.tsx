import type { PointConfig, PointReward } from '@platform/contracts';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { PointMall } from './point-mall';

beforeAll(async () => {
  await initI18n('EN');
});

const reward = (id: number, extra: Partial<PointReward>): PointReward => ({
  id,
  name: `Item ${id}`,
  description: '',
  imageUrl: `/art/points/item-${id}.svg`,
  quantity: null,
  pointsRequired: 500,
  amountRequired: 0,
  ...extra,
});
const CONFIG: PointConfig = {
  rates: [
    { gameType: 'RNG', points: 1, per: 100 },
    { gameType: 'LOTT', points: 2, per: 50 },
  ],
  conversionRate: 0.1,
  expires: false,
};

describe('the points shop', () => {
  it('shows points, the amount only when one is asked, and the stock', () => {
    render(
      <PointMall
        rewards={[
          reward(1, {}),
          reward(2, { pointsRequired: 12_000, amountRequired: 500, quantity: 7 }),
          reward(3, { quantity: 0 }),
        ]}
        config={CONFIG}
        symbol="P"
        onRedeem={() => {}}
      />,
    );
    const first = screen.getByTestId('reward-1').textContent ?? '';
    expect(first).toContain('500 points');
    expect(first).not.toContain('+ P');
    expect(first).toContain('Always available');
    const second = screen.getByTestId('reward-2').textContent ?? '';
    expect(second).toContain('12,000 points');
    expect(second).toContain('+ P 500.00');
    expect(second).toContain('7 left');
    expect(screen.getByTestId<HTMLButtonElement>('redeem-3').disabled).toBe(true);
    expect(screen.getByRole('img', { name: 'Item 2' }).getAttribute('height')).toBe('300');
  });

  it('lists the rates per game type and says points never expire', () => {
    render(<PointMall rewards={[]} config={CONFIG} symbol="P" onRedeem={() => {}} />);
    const rows = [...document.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['Slots1 point per P 100.00', 'Lottery2 points per P 50.00']);
    expect(screen.getByRole('heading', { name: 'Points never expire' })).toBeTruthy();
  });

  it('hands the chosen item to the page (which gates redeeming)', () => {
    const onRedeem = vi.fn();
    const item = reward(1, {});
    render(<PointMall rewards={[item]} config={CONFIG} symbol="P" onRedeem={onRedeem} />);
    screen.getByTestId('redeem-1').click();
    expect(onRedeem).toHaveBeenCalledWith(item);
  });
});
