import type { Notice } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { noticesQuery } from '../api/content-calls';
import { resetVisit } from '../hooks/popup-rules';
import { PopupAnnouncements } from './popup-announcements';

const popup = (id: number, type: 'H' | 'PU', execution: Notice['execution']): Notice => ({
  id,
  type,
  title: `Pop-up ${id}`,
  content: `<p>Text ${id}</p>`,
  startDateStr: '2026-11-01 10:00:00',
  execution,
});

function renderPopups(home: Notice[], afterLogin: Notice[] = [], token: string | null = null) {
  const client = new QueryClient();
  client.setQueryData(noticesQuery('H', 'EN', token).queryKey, home);
  if (token) client.setQueryData(noticesQuery('PU', 'EN', token).queryKey, afterLogin);
  return render(
    <QueryClientProvider client={client}>
      <PopupAnnouncements home />
    </QueryClientProvider>,
  );
}

// The modal is a lazy chunk: the first one takes a moment to load.
const title = async () =>
  (await screen.findByTestId('popup-notice', {}, { timeout: 5000 })).querySelector('h2')?.textContent;
const dismiss = () => userEvent.click(screen.getByTestId('popup-notice-ok'));

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => resetVisit());
afterEach(() => {
  useSession.getState().signOut();
  useUi.getState().close();
});

describe('the pop-up announcements', () => {
  it('shows the home pop-ups one after another', async () => {
    renderPopups([popup(1, 'H', 'B'), popup(2, 'H', 'B')]);
    expect(await title()).toBe('Pop-up 1');
    await dismiss();
    expect(await title()).toBe('Pop-up 2');
    await dismiss();
    expect(screen.queryByTestId('popup-notice')).toBeNull();
  });

  it('shows B again on the next visit, D not again today, O never again', async () => {
    const list = [popup(1, 'H', 'B'), popup(2, 'H', 'D'), popup(3, 'H', 'O')];
    const first = renderPopups(list);
    for (let i = 0; i < 3; i++) {
      await title();
      await dismiss();
    }
    first.unmount();
    resetVisit(); // a new visit
    renderPopups(list);
    expect(await title()).toBe('Pop-up 1');
    await dismiss();
    expect(screen.queryByTestId('popup-notice')).toBeNull();
    expect(localStorage.getItem('popupNotice:guest:3')).toBe('seen');
    expect(localStorage.getItem('popupNotice:guest:2')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a D pop-up again on another day', async () => {
    localStorage.setItem('popupNotice:guest:2', '2000-01-01');
    renderPopups([popup(2, 'H', 'D')]);
    expect(await title()).toBe('Pop-up 2');
  });

  it('remembers per account: a member sees the after-login pop-ups, and O ones a guest has seen', async () => {
    localStorage.setItem('popupNotice:guest:3', 'seen');
    useSession.getState().signIn('token-1', 'player01');
    renderPopups([popup(3, 'H', 'O')], [popup(9, 'PU', 'B')], 'token-1');
    expect(await title()).toBe('Pop-up 9');
    await dismiss();
    expect(await title()).toBe('Pop-up 3');
    await dismiss();
    expect(localStorage.getItem('popupNotice:player01:3')).toBe('seen');
  });

  it('waits while another modal is open', async () => {
    useUi.getState().open('register');
    renderPopups([popup(1, 'H', 'B')]);
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByTestId('popup-notice')).toBeNull();
  });
});
