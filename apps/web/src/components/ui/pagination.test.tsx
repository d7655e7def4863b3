import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { Pagination, pageItems } from './pagination';

beforeAll(async () => {
  await initI18n('EN');
});

describe('page items (range 3, margin 1)', () => {
  it('show every page when few', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keep the ends and three pages around the current one, with gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap-end', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(9, 10)).toEqual([1, 'gap-start', 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 8, 9, 10]);
  });

  it('show a single left-out page instead of a gap', () => {
    // Between 1 and 3..5 only page 2 is left out: it is shown.
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
  });

  it('clamp a page outside the range and honour other settings', () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10));
    expect(pageItems(10, 20, 5, 2)).toEqual([1, 2, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 19, 20]);
  });
});

describe('the pager', () => {
  it('is absent for a single page', () => {
    render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('marks the current page and moves by number, previous and next', () => {
    const onChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onChange={onChange} />);
    const current = screen.getByRole('button', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const labels = [...screen.getByTestId('pagination').children].map((c) => c.textContent);
    expect(labels).toEqual(['', '1', '…', '4', '5', '6', '…', '10', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(current);
    expect(onChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('cannot go before the first page or after the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    rerender(<Pagination page={3} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
  });
});
