import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { systemStatusQuery } from '@/lib/system';
import { RestrictionDialog } from './restriction-dialog';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(restriction: { kind: 'timeout' | 'self' | 'operator'; until: string | null }) {
  const client = new QueryClient();
  client.setQueryData(systemStatusQuery().queryKey, {
    info: { brand: { timeZone: 'Asia/Manila' } },
  } as never);
  const onClose = vi.fn();
  const onWithdraw = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <RestrictionDialog restriction={restriction} onClose={onClose} onWithdraw={onWithdraw} />
    </QueryClientProvider>,
  );
  return { onClose, onWithdraw };
}

describe('the restriction shown after a login', () => {
  it('says until when, and that withdrawals and the history stay open', () => {
    const { onWithdraw, onClose } = renderDialog({ kind: 'timeout', until: '2026-03-11T04:00:00.000Z' });
    const dialog = screen.getByTestId('restriction-dialog');
    expect(dialog.textContent).toContain('Time-out in force');
    expect(dialog.textContent).toContain(
      'Until 2026-03-11 12:00:00 GMT+8, you can withdraw and see your history, but not play or deposit.',
    );
    fireEvent.click(screen.getByTestId('restriction-withdraw'));
    expect(onWithdraw).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('restriction-ok'));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when a self-exclusion lasts until the member ends it', () => {
    renderDialog({ kind: 'self', until: null });
    expect(screen.getByTestId('restriction-dialog').textContent).toContain(
      'Until you end it after its term, you can withdraw',
    );
  });
});
