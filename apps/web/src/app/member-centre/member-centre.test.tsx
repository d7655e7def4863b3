import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { FileText, Gift, History, Mail, ShieldCheck } from 'lucide-react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en';
import { initI18n } from '@/lib/i18n';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { MEMBER_CENTRE_PAGES, useUi } from '@/lib/ui-store';
import { useRealAccount } from '../use-real-account';
import { MemberCentre } from './member-centre';
import { MEMBER_CENTRE_MENU, resolveEntry, visibleEntries, type CentreEntry, type PageLoader } from './menu';

beforeAll(async () => {
  await initI18n('EN');
});

const page =
  (text: string): PageLoader =>
  async () => ({ default: () => <p>{text}</p> });
const ENTRIES: CentreEntry[] = [
  {
    page: 'personalHistoryCopy',
    labelKey: 'personalHistoryCopy',
    icon: History,
    load: page('bets page'),
  },
  {
    page: 'transactionHistory',
    labelKey: 'transactionHistory',
    icon: FileText,
    load: page('account page'),
  },
];

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
  useSession.getState().signIn('tok-1');
  useSession.getState().setAccount(0, 'lotus01');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useUi.getState().setMemberCentre(false);
  useUi.getState().close();
  useSession.getState().signOut();
});

function renderCentre(entries: readonly CentreEntry[] = ENTRIES) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemberCentre entries={entries} />
    </QueryClientProvider>,
  );
}

describe('the member centre menu', () => {
  it('lists every page with its label, in the SPEC order', () => {
    expect(MEMBER_CENTRE_MENU.map((e) => e.page)).toEqual([...MEMBER_CENTRE_PAGES]);
    for (const entry of MEMBER_CENTRE_MENU) {
      expect(en.memberCentre.menu[entry.labelKey]).toBeTruthy();
      expect(entry.labelKey).toBe(entry.page);
    }
  });

  it('resolves the page asked for, else the security centre, else the first entry', () => {
    expect(resolveEntry('transactionHistory', ENTRIES)?.page).toBe('transactionHistory');
    expect(resolveEntry(null, ENTRIES)?.page).toBe('personalHistoryCopy');
    expect(resolveEntry('withdraw', ENTRIES)?.page).toBe('personalHistoryCopy');
    const withSecurity: CentreEntry[] = [
      ...ENTRIES,
      { page: 'securityCenter', labelKey: 'transactionHistory', icon: ShieldCheck, load: page('security') },
    ];
    expect(resolveEntry(null, withSecurity)?.page).toBe('securityCenter');
    expect(resolveEntry(null, [])).toBeUndefined();
  });

  it('shows only the entries a member may see', () => {
    const agentsOnly: CentreEntry = {
      ...ENTRIES[0]!,
      page: 'transferUpline',
      visible: ({ accountType }) => accountType === 1,
    };
    const context = { accountType: 0, switches: () => false, hasUpline: false };
    expect(visibleEntries([...ENTRIES, agentsOnly], context).map((e) => e.page)).toEqual([
      'personalHistoryCopy',
      'transactionHistory',
    ]);
    expect(visibleEntries([agentsOnly], { ...context, accountType: 1 })).toHaveLength(1);
    // The real menu: the transfer to an upline only for a member who has one.
    const pages = (hasUpline: boolean) =>
      visibleEntries(MEMBER_CENTRE_MENU, { ...context, hasUpline }).map((e) => e.page);
    expect(pages(false)).not.toContain('transferUpline');
    expect(pages(true)).toContain('transferUpline');
    expect(pages(false)).toHaveLength(MEMBER_CENTRE_PAGES.length - 1);
  });
});

describe('opening the member centre', () => {
  const openCentre = () => {
    const { result } = renderHook(() => useRealAccount());
    act(() => result.current(() => useUi.getState().openMemberCentre('transactionHistory')));
  };

  it('asks a visitor to log in instead', () => {
    useSession.getState().signOut();
    openCentre();
    expect(useUi.getState()).toMatchObject({ modal: 'login', mcShow: false });
  });

  it('shows a trial account the trial dialog instead', () => {
    useSession.getState().setAccount(TRIAL_ACCOUNT_TYPE, 'guest');
    openCentre();
    expect(useUi.getState()).toMatchObject({ modal: 'trial', mcShow: false });
    expect(en.trial.in_need_true_account).toBeTruthy();
    expect(en.trial.in_increase_submit).toBeTruthy();
  });

  it('opens for a real account, on the page asked for', async () => {
    openCentre();
    expect(useUi.getState()).toMatchObject({ modal: null, mcShow: true, mcPage: 'transactionHistory' });
    renderCentre();
    expect(await screen.findByText('account page')).toBeTruthy();
  });

  it('opened past the gate, answers as the gate would: login, or the trial dialog', async () => {
    useSession.getState().signOut();
    useUi.getState().openMemberCentre('transactionHistory');
    renderCentre();
    await waitFor(() => expect(useUi.getState()).toMatchObject({ modal: 'login', mcShow: false }));
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('opened past the gate by a trial account, shows the trial dialog', async () => {
    useSession.getState().setAccount(TRIAL_ACCOUNT_TYPE, 'guest');
    useUi.getState().openMemberCentre();
    renderCentre();
    await waitFor(() => expect(useUi.getState()).toMatchObject({ modal: 'trial', mcShow: false }));
  });
});

describe('the member centre', () => {
  it('opens on the page asked for, highlights it, and switches pages from the menu', async () => {
    useUi.getState().openMemberCentre('transactionHistory');
    renderCentre();
    expect(await screen.findByText('account page')).toBeTruthy();
    const account = screen.getByTestId('mc-menu-transactionHistory');
    expect(account.getAttribute('aria-current')).toBe('page');
    expect(account.textContent).toBe('Account record');
    expect(screen.getByTestId('mc-menu-personalHistoryCopy').getAttribute('aria-current')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('mc-page-transactionHistory').getAttribute('data-state')).toBe('ready'),
    );
    fireEvent.click(screen.getByTestId('mc-menu-personalHistoryCopy'));
    expect(useUi.getState().mcPage).toBe('personalHistoryCopy');
    expect(await screen.findByText('bets page')).toBeTruthy();
    expect(screen.getByTestId('mc-menu-personalHistoryCopy').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('mc-page-transactionHistory')).toBeNull();
  });

  it('shows a spinner in the pane until the page has loaded', async () => {
    let arrive: (value: { default: () => ReactElement }) => void = () => undefined;
    const slow: CentreEntry = {
      ...ENTRIES[0]!,
      load: () => new Promise((resolve) => (arrive = resolve)),
    };
    useUi.getState().openMemberCentre();
    renderCentre([slow]);
    const pane = screen.getByTestId('mc-page-personalHistoryCopy');
    expect(pane.getAttribute('data-state')).toBe('loading');
    expect(within(pane).getByRole('status')).toBeTruthy();
    await act(async () => arrive({ default: () => <p>slow page</p> }));
    expect(await screen.findByText('slow page')).toBeTruthy();
    await waitFor(() => expect(pane.getAttribute('data-state')).toBe('ready'));
  });

  it('shows count badges above zero only', async () => {
    const counted: CentreEntry[] = [
      { ...ENTRIES[0]!, page: 'rewardCenter', labelKey: 'rewardCenter', icon: Gift, useBadge: () => 3 },
      { ...ENTRIES[1]!, page: 'messageV2', labelKey: 'messageV2', icon: Mail, useBadge: () => 0 },
      { ...ENTRIES[1]!, page: 'missionLeaderboard', labelKey: 'missionLeaderboard', useBadge: () => 250 },
    ];
    useUi.getState().openMemberCentre();
    renderCentre(counted);
    await screen.findByText('bets page');
    expect(screen.getByTestId('mc-menu-rewardCenter').textContent).toBe('Reward centre3');
    expect(screen.getByTestId('mc-menu-messageV2').textContent).toBe('Platform messages');
    expect(screen.getByTestId('mc-menu-missionLeaderboard').textContent).toBe('Missions and activity99+');
    const badged = MEMBER_CENTRE_MENU.filter((e) => e.useBadge).map((e) => e.page);
    expect(badged.sort()).toEqual(['messageV2', 'missionLeaderboard', 'rewardCenter']);
  });

  it('lists only the permitted entries', async () => {
    const hidden: CentreEntry = { ...ENTRIES[1]!, visible: () => false };
    useUi.getState().openMemberCentre();
    renderCentre([ENTRIES[0]!, hidden]);
    await screen.findByText('bets page');
    expect(screen.queryByTestId('mc-menu-transactionHistory')).toBeNull();
    // Asked for a page the member may not see: the default one instead.
    act(() => useUi.getState().setMemberCentrePage('transactionHistory'));
    expect(screen.getByText('bets page')).toBeTruthy();
  });

  it('shows a page that fails to load with a retry, and the rest keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const flaky: CentreEntry = {
      ...ENTRIES[1]!,
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return { default: () => <p>account page</p> };
      },
    };
    useUi.getState().openMemberCentre('transactionHistory');
    renderCentre([ENTRIES[0]!, flaky]);
    const error = await screen.findByTestId('mc-page-error');
    expect(error.textContent).toContain(en.centre.pageFailed);
    expect(screen.getByTestId('mc-page-transactionHistory').getAttribute('data-state')).toBe('loading');
    fireEvent.click(screen.getByTestId('mc-page-retry'));
    expect(await screen.findByText('account page')).toBeTruthy();
    expect(attempts).toBe(2);
    expect(screen.queryByTestId('mc-page-error')).toBeNull();
  });

  it('shows a page that fails while rendering with a retry, without a blank pane', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const Fragile = () => {
      if (broken) throw new Error('render failed');
      return <p>mended page</p>;
    };
    const fragile: CentreEntry = { ...ENTRIES[1]!, load: async () => ({ default: Fragile }) };
    useUi.getState().openMemberCentre('transactionHistory');
    renderCentre([ENTRIES[0]!, fragile]);
    await screen.findByTestId('mc-page-error');
    fireEvent.click(screen.getByTestId('mc-menu-personalHistoryCopy'));
    expect(await screen.findByText('bets page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('mc-menu-transactionHistory'));
    await screen.findByTestId('mc-page-error');
    broken = false;
    fireEvent.click(screen.getByTestId('mc-page-retry'));
    expect(await screen.findByText('mended page')).toBeTruthy();
  });

  it('closes with its button and with Escape, and forgets the page', async () => {
    useUi.getState().openMemberCentre('transactionHistory');
    renderCentre();
    await screen.findByText('account page');
    fireEvent.click(screen.getByTestId('member-centre-close'));
    expect(useUi.getState()).toMatchObject({ mcShow: false, mcPage: null });
    act(() => useUi.getState().openMemberCentre());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useUi.getState().mcShow).toBe(false);
  });

  it('takes focus to the active entry, keeps Tab inside, and gives focus back on closing', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    useUi.getState().openMemberCentre('transactionHistory');
    const view = renderCentre();
    await screen.findByText('account page');
    const active = screen.getByTestId('mc-menu-transactionHistory');
    expect(document.activeElement).toBe(active);
    const close = screen.getByTestId('member-centre-close');
    close.focus();
    // The last stop is the page's pane (a page without controls still scrolls by keyboard).
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByTestId('mc-page-transactionHistory'));
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Escape' });
    view.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('leaves Escape to a modal opened above it', async () => {
    useUi.getState().openMemberCentre('transactionHistory');
    renderCentre();
    await screen.findByText('account page');
    const above = document.createElement('div');
    above.setAttribute('role', 'dialog');
    above.setAttribute('aria-modal', 'true');
    document.body.append(above);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useUi.getState().mcShow).toBe(true);
    above.remove();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useUi.getState().mcShow).toBe(false);
  });

  it('is only for a real account: a trial session or signing out closes it', async () => {
    useUi.getState().openMemberCentre();
    renderCentre();
    await screen.findByText('bets page');
    act(() => useSession.getState().setAccount(TRIAL_ACCOUNT_TYPE, 'guest'));
    await waitFor(() => expect(useUi.getState().mcShow).toBe(false));
    expect(screen.queryByTestId('member-centre')).toBeNull();
    // Closed because the session changed while it was open: no dialog on top.
    expect(useUi.getState().modal).toBeNull();
  });
});
