import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FileText, History, ShieldCheck } from 'lucide-react';
import { lazy } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en';
import { initI18n } from '@/lib/i18n';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { MEMBER_CENTRE_PAGES, useUi } from '@/lib/ui-store';
import { MemberCentre } from './member-centre';
import { MEMBER_CENTRE_MENU, resolveEntry, visibleEntries, type CentreEntry } from './menu';

beforeAll(async () => {
  await initI18n('EN');
});

const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
const ENTRIES: CentreEntry[] = [
  {
    page: 'personalHistoryCopy',
    labelKey: 'personalHistoryCopy',
    icon: History,
    component: page('bets page'),
  },
  {
    page: 'transactionHistory',
    labelKey: 'transactionHistory',
    icon: FileText,
    component: page('account page'),
  },
];

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
  useSession.getState().signIn('tok-1');
  useSession.getState().setAccount(0, 'lotus01');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useUi.getState().setMemberCentre(false);
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
      {
        page: 'securityCenter',
        labelKey: 'transactionHistory',
        icon: ShieldCheck,
        component: page('security'),
      },
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
    fireEvent.click(screen.getByTestId('mc-menu-personalHistoryCopy'));
    expect(useUi.getState().mcPage).toBe('personalHistoryCopy');
    expect(await screen.findByText('bets page')).toBeTruthy();
    expect(screen.getByTestId('mc-menu-personalHistoryCopy').getAttribute('aria-current')).toBe('page');
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

  it('is only for a real account: a trial session or signing out closes it', async () => {
    useUi.getState().openMemberCentre();
    renderCentre();
    await screen.findByText('bets page');
    act(() => useSession.getState().setAccount(TRIAL_ACCOUNT_TYPE, 'guest'));
    await waitFor(() => expect(useUi.getState().mcShow).toBe(false));
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });
});
