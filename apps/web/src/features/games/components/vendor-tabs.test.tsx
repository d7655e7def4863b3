import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { VendorTabs } from './vendor-tabs';

const vendors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    code: `V${i + 1}`,
    name: `Vendor ${i + 1}`,
    logo: `/v${i + 1}.svg`,
  }));

beforeAll(async () => {
  await initI18n('EN');
});

describe('the vendor menu', () => {
  it('has no arrows with 7 vendors or fewer', () => {
    render(<VendorTabs vendors={vendors(7)} value={null} onChange={() => undefined} label="Vendors" />);
    expect(screen.getAllByRole('tab')).toHaveLength(8);
    expect(screen.queryByTestId('vendor-arrow-left')).toBeNull();
    expect(screen.queryByTestId('vendor-arrow-right')).toBeNull();
  });

  it('gets arrows at both ends above 7 vendors, which scroll the row', () => {
    render(<VendorTabs vendors={vendors(8)} value="V3" onChange={() => undefined} label="Vendors" />);
    const row = screen.getByRole('tablist');
    const moves: number[] = [];
    row.scrollBy = ((options: ScrollToOptions) =>
      moves.push(Math.sign(options.left ?? 0))) as typeof row.scrollBy;
    fireEvent.click(screen.getByTestId('vendor-arrow-right'));
    fireEvent.click(screen.getByTestId('vendor-arrow-left'));
    expect(moves).toEqual([1, -1]);
  });

  it('marks the chosen vendor, reports a choice, and moves between tabs with the arrow keys', () => {
    const onChange = vi.fn();
    render(<VendorTabs vendors={vendors(3)} value="V2" onChange={onChange} label="Vendors" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false']);
    fireEvent.click(tabs[0]!);
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.click(tabs[3]!);
    expect(onChange).toHaveBeenLastCalledWith('V3');
    tabs[2]!.focus();
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
  });
});
