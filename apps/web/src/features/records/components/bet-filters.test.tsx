import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { BetFilters, vendorsFor, type BetFilterValue, type Menus } from './bet-filters';
import { DEFAULT_BET_FILTERS, betsParams } from './betting-record';

beforeAll(async () => {
  await initI18n('EN');
});

const vendor = (code: string, name: string) => ({
  vendor: code,
  displayName: name,
  logo: `/art/vendors/${code}.svg`,
  logoWhite: `/art/vendors/${code}-white.svg`,
  isHot: 0,
  maintenance: false,
});
const MENUS: Menus = [
  { gameType: 'RNG', vendors: [vendor('LOTUS', 'Lotus Originals'), vendor('GOLDPEAK', 'Gold Peak')] },
  { gameType: 'LIVE', vendors: [vendor('VELVET', 'Velvet Live')] },
  { gameType: 'FISH', vendors: [vendor('LOTUS', 'Lotus Originals')] },
];

/** The filters as the betting record holds them, with every value they took. */
function Harness({ seen }: { seen: BetFilterValue[] }) {
  const [value, setValue] = useState(DEFAULT_BET_FILTERS);
  return (
    <BetFilters
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      menus={MENUS}
      today="2024-03-10"
    />
  );
}

const options = (testId: string) =>
  [...screen.getByTestId<HTMLSelectElement>(testId).options].map((o) => o.textContent);

describe('betting record filters', () => {
  it('offer the brand game types, and the vendors of the chosen type', () => {
    expect(vendorsFor(MENUS, 'ALL').map((v) => v.vendor)).toEqual(['LOTUS', 'GOLDPEAK', 'VELVET']);
    expect(vendorsFor(MENUS, 'LIVE').map((v) => v.vendor)).toEqual(['VELVET']);
    const seen: BetFilterValue[] = [];
    render(<Harness seen={seen} />);
    expect(options('filter-game-type')).toEqual(['All game types', 'Slots', 'Live Casino', 'Fishing']);
    expect(options('filter-vendor')).toEqual([
      'All providers',
      'Lotus Originals',
      'Gold Peak',
      'Velvet Live',
    ]);
    fireEvent.change(screen.getByTestId('filter-game-type'), { target: { value: 'LIVE' } });
    expect(options('filter-vendor')).toEqual(['All providers', 'Velvet Live']);
    expect(options('filter-status')).toEqual(['All statuses', 'Open', 'Settled', 'Void']);
  });

  it('drop a vendor that does not offer the new game type, keep one that does', () => {
    const seen: BetFilterValue[] = [];
    render(<Harness seen={seen} />);
    fireEvent.change(screen.getByTestId('filter-vendor'), { target: { value: 'LOTUS' } });
    fireEvent.change(screen.getByTestId('filter-game-type'), { target: { value: 'FISH' } });
    expect(seen.at(-1)).toMatchObject({ gameType: 'FISH', vendor: 'LOTUS' });
    fireEvent.change(screen.getByTestId('filter-game-type'), { target: { value: 'LIVE' } });
    expect(seen.at(-1)).toMatchObject({ gameType: 'LIVE', vendor: '' });
  });

  it('switch period presets; custom days start from the shown period and are checked', () => {
    const seen: BetFilterValue[] = [];
    render(<Harness seen={seen} />);
    expect(screen.getByTestId('preset-last7').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('start-date')).toBeNull();
    fireEvent.click(screen.getByTestId('preset-custom'));
    expect(screen.getByTestId<HTMLInputElement>('start-date').value).toBe('2024-03-04');
    expect(screen.getByTestId<HTMLInputElement>('end-date').value).toBe('2024-03-10');
    expect(screen.queryByTestId('range-error')).toBeNull();
    fireEvent.change(screen.getByTestId('end-date'), { target: { value: '2024-03-01' } });
    expect(screen.getByTestId('range-error').textContent).toBe(
      'The end date cannot be before the start date.',
    );
    fireEvent.change(screen.getByTestId('start-date'), { target: { value: '2023-11-01' } });
    expect(screen.getByTestId('range-error').textContent).toBe('Choose a period of at most 93 days.');
    fireEvent.click(screen.getByTestId('preset-yesterday'));
    expect(seen.at(-1)?.range).toEqual({ preset: 'yesterday', startDate: '', endDate: '' });
    expect(screen.queryByTestId('start-date')).toBeNull();
  });

  it('make the query of a filter: dates of the preset, the first page; none for a bad custom range', () => {
    const filters: BetFilterValue = {
      ...DEFAULT_BET_FILTERS,
      gameType: 'RNG',
      vendor: 'LOTUS',
      status: 'open',
    };
    expect(betsParams(filters, 1, '2024-03-10')).toEqual({
      gameType: 'RNG',
      vendor: 'LOTUS',
      status: 'open',
      pageNo: 1,
      pageSize: 20,
    });
    expect(
      betsParams({ ...filters, range: { preset: 'last30', startDate: '', endDate: '' } }, 2, '2024-03-10'),
    ).toMatchObject({ startDate: '2024-02-10', endDate: '2024-03-10', pageNo: 2 });
    expect(
      betsParams(
        { ...filters, range: { preset: 'custom', startDate: '2024-03-10', endDate: '2024-03-01' } },
        1,
        null,
      ),
    ).toBeNull();
  });
});
