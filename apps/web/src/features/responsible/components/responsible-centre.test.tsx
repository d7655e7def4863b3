import { API } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { responsibleBackEnd, type ResponsibleServer } from '../test/responsible-kit';
import { ResponsibleCentre } from './responsible-centre';

let server: ResponsibleServer;
beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  server = responsibleBackEnd();
  useSession.getState().signIn('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ResponsibleCentre />
    </QueryClientProvider>,
  );
}

const row = (key: string) => screen.getByTestId(`limit-${key}`);
const type = (key: string, value: string) => {
  fireEvent.click(within(row(key)).getByTestId(`edit-${key}`));
  fireEvent.change(within(row(key)).getByRole('textbox'), { target: { value } });
  fireEvent.click(within(row(key)).getByTestId(`save-${key}`));
};

describe('the responsible-gaming page', () => {
  it('shows the ten limits in their groups, with what the period has used', async () => {
    server.limits.set('lossDay', { key: 'lossDay', value: 1000, used: 250, pending: null });
    renderPage();
    await screen.findByTestId('responsible-centre');
    for (const key of [
      'depositDay',
      'depositWeek',
      'depositMonth',
      'lossDay',
      'wagerMonth',
      'sessionMinutes',
    ])
      expect(row(key)).toBeTruthy();
    expect(screen.getByTestId('limit-value-lossDay').textContent).toBe('P 1,000.00');
    expect(within(row('lossDay')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('250');
    expect(row('lossDay').textContent).toContain('Used P 250.00 of P 1,000.00');
    expect(screen.getByTestId('limit-value-depositDay').textContent).toBe('No limit');
  });

  it('applies a decrease at once', async () => {
    server.limits.set('depositDay', { key: 'depositDay', value: 1000, used: 0, pending: null });
    renderPage();
    await screen.findByTestId('responsible-centre');
    type('depositDay', '500');
    expect((await screen.findByTestId('message-depositDay')).textContent).toBe('The new limit applies now.');
    expect(screen.getByTestId('limit-value-depositDay').textContent).toBe('P 500.00');
    expect(server.posted(API.responsibleLimits)[0]?.body).toEqual({ depositDay: 500 });
  });

  it('refuses a limit that is not an amount before sending it', async () => {
    renderPage();
    await screen.findByTestId('responsible-centre');
    type('wagerWeek', '12.345');
    expect((await screen.findByTestId('field-error-wagerWeek')).textContent).toBe(
      'Enter an amount with at most two decimals.',
    );
    type('sessionMinutes', '2');
    expect((await screen.findByTestId('field-error-sessionMinutes')).textContent).toBe(
      'Enter whole minutes from 5 to 1440.',
    );
    expect(server.posted(API.responsibleLimits)).toHaveLength(0);
  });

  it('keeps an increase waiting 24 hours, then confirms it', async () => {
    server.limits.set('lossWeek', { key: 'lossWeek', value: 1000, used: 0, pending: null });
    const { unmount } = renderPage();
    await screen.findByTestId('responsible-centre');
    type('lossWeek', '3000');
    expect((await screen.findByTestId('message-lossWeek')).textContent).toContain('waits 24 hours');
    expect(screen.getByTestId('limit-value-lossWeek').textContent).toBe('P 1,000.00');
    const pending = screen.getByTestId('pending-lossWeek');
    expect(pending.textContent).toContain('Change to P 3,000.00 waiting');
    expect(pending.textContent).toContain('2026-03-11 12:00:00 GMT+8');
    expect(within(pending).queryByTestId('confirm-lossWeek')).toBeNull();
    unmount();

    server.now += 24 * 3_600_000;
    renderPage();
    fireEvent.click(await screen.findByTestId('confirm-lossWeek'));
    await waitFor(() => expect(screen.getByTestId('limit-value-lossWeek').textContent).toBe('P 3,000.00'));
    expect(screen.queryByTestId('pending-lossWeek')).toBeNull();
    expect(server.posted(API.responsibleLimitConfirm)[0]?.body).toEqual({ key: 'lossWeek' });
  });

  it('cancels a waiting change, and names a refusal', async () => {
    server.limits.set('wagerDay', {
      key: 'wagerDay',
      value: 100,
      used: 0,
      pending: { value: null, effectiveAt: '2026-03-11T04:00:00.000Z', confirmable: false },
    });
    renderPage();
    expect((await screen.findByTestId('pending-wagerDay')).textContent).toContain('Change to No limit');
    server.refusals[API.responsibleLimitCancel] = {
      status: 404,
      errorCode: 'rg.pending.none',
      message: 'none',
      value: null,
    };
    fireEvent.click(screen.getByTestId('cancel-wagerDay'));
    expect((await screen.findByTestId('problem-wagerDay')).textContent).toBe(
      'There is no waiting change to confirm.',
    );
    delete server.refusals[API.responsibleLimitCancel];
    fireEvent.click(screen.getByTestId('cancel-wagerDay'));
    await waitFor(() => expect(screen.queryByTestId('pending-wagerDay')).toBeNull());
  });

  it('starts a self-exclusion only once the dialog has said what it means', async () => {
    renderPage();
    await screen.findByTestId('responsible-centre');
    fireEvent.change(screen.getByTestId('exclusion-self-duration'), { target: { value: '1y' } });
    fireEvent.click(screen.getByTestId('exclusion-self-start'));
    const dialog = await screen.findByTestId('exclusion-confirm');
    expect(dialog.textContent).toContain('Exclude yourself: 1 year?');
    expect(dialog.textContent).toContain('cannot be lifted early');
    expect(dialog.textContent).toContain('withdraw your balance and see your history');
    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(server.posted(API.responsibleExclusion)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('exclusion-self-start'));
    fireEvent.click(within(await screen.findByTestId('exclusion-confirm')).getByTestId('confirm-ok'));
    const notice = await screen.findByTestId('exclusion-notice');
    expect(server.posted(API.responsibleExclusion)[0]?.body).toEqual({ kind: 'self', duration: '1y' });
    expect(notice.textContent).toContain('Self-exclusion in force');
    expect(notice.textContent).toContain('Until you end it after its term, you can withdraw');
    expect(notice.textContent).toContain('Its term ends at 2027-03-10 12:00:00 GMT+8');
    expect(screen.queryByTestId('exclusion-end')).toBeNull();

    // A shorter time-out is refused while the exclusion lasts longer.
    fireEvent.click(screen.getByTestId('exclusion-timeout-start'));
    fireEvent.click(within(await screen.findByTestId('exclusion-confirm')).getByTestId('confirm-ok'));
    expect((await screen.findByTestId('exclusion-problem')).textContent).toContain('already lasts longer');
  });

  it('ends a self-exclusion past its term after the cooling day', async () => {
    server.exclusion = {
      id: 4,
      kind: 'self',
      startedAt: '2025-09-01T00:00:00.000Z',
      endsAt: '2026-03-01T00:00:00.000Z',
      liftsAt: null,
      canEnd: true,
      endRequestedAt: null,
    };
    renderPage();
    fireEvent.click(await screen.findByTestId('exclusion-end'));
    const dialog = await screen.findByTestId('exclusion-end-confirm');
    expect(dialog.textContent).toContain('cooling time of 24 hours');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    expect((await screen.findByTestId('exclusion-end-requested')).textContent).toContain(
      'play returns at 2026-03-11 12:00:00 GMT+8',
    );
  });

  it('shows the net position of this month, with a row per day and the totals', async () => {
    renderPage();
    const figures = await screen.findByTestId('net-figures');
    expect(figures.textContent).toContain('Deposits minus withdrawalsP 300.00');
    expect(figures.textContent).toContain('Wins minus stakesP -40.00');
    const table = await screen.findByTestId('net-days');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const [asked] = server.sent.filter((s) => s.path === API.responsibleNetPosition);
    expect(asked?.query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  });
});
