import { API, type AgentOverview, type Contract, type TeamMember } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetKeyCache } from '@/lib/api-client';
import { onDataChange, type DataChange } from '@/lib/data-changes';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ContractPopup } from './contract-popup';
import { ContractsPage } from './contracts-page';
import { TeamManagement } from './team-management';
import { TeamOverview } from './team-overview';

let pair: CryptoKeyPair;
let publicKey = '';
beforeAll(async () => {
  await initI18n('EN');
  pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  publicKey = btoa(String.fromCharCode(...spki));
});

/** Opens a body the site sealed with the server's public key, as the server does. */
async function open(body: { value: string }, header: string): Promise<unknown> {
  const wrapped = Uint8Array.from(atob(header.split(':')[1]!), (c) => c.charCodeAt(0));
  const aesRaw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, wrapped);
  const aes = await crypto.subtle.importKey('raw', aesRaw, 'AES-GCM', false, ['decrypt']);
  const sealed = Uint8Array.from(atob(body.value), (c) => c.charCodeAt(0));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, 12) },
    aes,
    sealed.slice(12),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

const range = {
  startDate: '2026-03-01',
  endDate: '2026-03-02',
  today: '2026-03-02',
  timeZone: 'Asia/Manila',
};
const figures = {
  deposits: 1234.5,
  withdrawals: 200,
  validBet: 5000,
  payout: 4100,
  bonus: 50,
  commission: 12,
  profitLoss: -850,
};
const OVERVIEW: AgentOverview = {
  range,
  currencySymbol: 'P',
  teamSize: 42,
  directCount: 7,
  registrations: 3,
  firstDeposits: { count: 2, amount: 300 },
  activeMembers: 11,
  figures,
  teamBalance: 9876.25,
  asOf: '2026-03-10 18:05:00',
  daily: [
    { ...figures, day: '2026-03-01', registrations: 1, activeMembers: 5, validBet: 2000 },
    { ...figures, day: '2026-03-02', registrations: 2, activeMembers: 6, validBet: 3000 },
  ],
};
const member = (over: Partial<TeamMember>): TeamMember => ({
  id: 21,
  username: 'player01',
  nickname: 'P1',
  type: 0,
  isAgent: false,
  level: 1,
  balance: 150,
  registeredDateStr: '2026-01-05 10:00:00',
  lastLoginDateStr: null,
  status: 'active',
  teamSize: 0,
  directCount: 0,
  direct: true,
  ...over,
});
const contract = (over: Partial<Contract>): Contract => ({
  id: 9,
  kind: 'daily',
  upline: 'agent00',
  memberId: 20,
  username: 'agent01',
  terms: { kind: 'daily', tiers: [{ validBet: 10000, activeMembers: 3, rate: 0.5 }] },
  topRate: 0.5,
  status: 'offered',
  endedReason: null,
  offeredDateStr: '2026-03-01 09:00:00',
  decidedDateStr: null,
  endedDateStr: null,
  ...over,
});

type Sent = { path: string; method: string; query: string; body: unknown; encrypted: boolean };
let sent: Sent[];
let refusals: Record<string, { status: number; errorCode: string; message: string; value: unknown }>;
let waiting: Contract | null;

function valueOf(path: string): unknown {
  if (path === API.rsaKey) return { keyId: 'k1', publicKey };
  if (path === API.systemStatus)
    return {
      status: 0,
      info: { brand: { currencySymbol: 'P', agentTypes: [1, 2], timeZone: 'Asia/Manila' }, whitelabel: [] },
    };
  if (path === API.agentOverview) return OVERVIEW;
  if (path === API.agentTeam)
    return {
      breadcrumb: [{ id: 1, username: 'agent01' }],
      list: [
        member({}),
        member({ id: 22, username: 'agent02', type: 1, isAgent: true, directCount: 2, teamSize: 2 }),
      ],
      pageNo: 1,
      pageSize: 20,
      totalCount: 2,
      totalPages: 1,
    };
  if (path === API.agentTransfer)
    return { amount: 25, username: 'player01', balance: 75, reference: 'T1', replayed: false };
  if (path === API.consolidatedFunds)
    return {
      dividendEnabled: false,
      dailySalaryEnabled: true,
      hourSalaryEnabled: true,
      realTimeSalaryEnabled: false,
      divtypereq: null,
      dailysalreqtype: waiting?.kind === 'daily' ? waiting : null,
      contracthoursalreqs: waiting?.kind === 'hourly' ? waiting : null,
      realtimesalreqtype: null,
      frozenReason: null,
    };
  if (path === API.agentContracts)
    return {
      kind: 'daily',
      currencySymbol: 'P',
      mine: contract({ status: 'signed' }),
      offered: [],
      settlements: [],
    };
  if (path === API.processDailySalary || path === API.processHourSalary) {
    const decided = waiting;
    waiting = null;
    return { contract: { ...decided!, status: 'signed' }, ended: [{ id: 30, username: 'agent05' }] };
  }
  return null;
}

beforeEach(() => {
  sent = [];
  refusals = {};
  waiting = null;
  resetKeyCache();
  useSession.getState().signIn('tok-1');
  useSession.getState().setAccount(1, 'agent01');
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const raw = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    const encrypted = typeof headers.encryption === 'string';
    const body = encrypted ? await open(raw as { value: string }, headers.encryption!) : raw;
    const method = init.method ?? 'GET';
    if (url.pathname !== API.rsaKey)
      sent.push({ path: url.pathname, method, query: url.search, body, encrypted });
    const refusal = method !== 'GET' ? refusals[url.pathname] : undefined;
    const reply = refusal
      ? { success: false, value: refusal.value, message: refusal.message, errorCode: refusal.errorCode }
      : { success: true, value: valueOf(url.pathname), message: 'OK' };
    return new Response(JSON.stringify(reply), { status: refusal?.status ?? 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const withClient = (ui: ReactElement) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};
const calls = (path: string, method = 'POST') => sent.filter((s) => s.path === path && s.method === method);
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('the team overview', () => {
  it('shows the figures of the answer, and a chart of its days with a table', async () => {
    withClient(<TeamOverview />);
    const figure = async (key: string) => (await screen.findByTestId(`agent-figure-${key}`)).textContent;
    expect(await figure('teamSize')).toBe('Team size42');
    expect(await figure('deposits')).toBe('DepositsP 1,234.50');
    expect(await figure('firstDepositCount')).toContain('2');
    expect(await figure('profitLoss')).toContain('-P 850.00');
    expect(await figure('teamBalance')).toContain('P 9,876.25');
    expect(screen.getByTestId('agent-as-of').textContent).toContain('2026-03-10 18:05:00');
    const chart = screen.getByTestId('agent-chart');
    expect(chart.querySelector('svg title')?.textContent).toBe('Valid bet per day');
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(within(screen.getByTestId('agent-chart-table')).getByText('2026-03-02')).toBeTruthy();
    expect(calls(API.agentOverview, 'GET')[0]?.query).toBe('?period=today');
    fireEvent.click(screen.getByTestId('agent-period-lastWeek'));
    await waitFor(() => expect(calls(API.agentOverview, 'GET').at(-1)?.query).toBe('?period=lastWeek'));
  });
});

describe('the transfer to a direct downline', () => {
  it('sends the amount encrypted with the payment password and a request id, and shows a refusal', async () => {
    const changes: DataChange[] = [];
    const stop = onDataChange((change) => changes.push(change));
    withClient(<TeamManagement />);
    fireEvent.click(await screen.findByTestId('agent-transfer-21'));
    const dialog = await screen.findByTestId('transfer-dialog');
    type(within(dialog).getByTestId('transfer-amount'), '25');
    type(within(dialog).getByTestId('transfer-password'), '135790');
    refusals[API.agentTransfer] = {
      status: 422,
      errorCode: 'agent.transfer.below.min',
      message: 'amount: below the minimum',
      value: { field: 'amount' },
    };
    fireEvent.click(within(dialog).getByTestId('transfer-submit'));
    expect((await within(dialog).findByTestId('field-error-amount')).textContent).toBe(
      'This amount is below the smallest transfer.',
    );
    const [first] = calls(API.agentTransfer);
    expect(first).toMatchObject({
      encrypted: true,
      body: { memberId: 21, amount: 25, paymentPassword: '135790' },
    });
    expect((first!.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(changes).toEqual([]);

    delete refusals[API.agentTransfer];
    fireEvent.click(within(dialog).getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.queryByTestId('transfer-dialog')).toBeNull());
    expect(changes).toEqual(['money']);
    expect(calls(API.agentTransfer)).toHaveLength(2);
    stop();
  });
});

describe('the offer form', () => {
  it('checks the tiers, then shows the server refusal under the field it is about', async () => {
    withClient(<ContractsPage kind="daily" />);
    const form = await screen.findByTestId('agent-offer-form');
    await within(form).findByRole('option', { name: 'agent02' });
    fireEvent.click(within(form).getByTestId('agent-offer-submit'));
    expect((await within(form).findByTestId('field-error-memberId')).textContent).toBe(
      'Choose a downline agent.',
    );
    type(within(form).getByTestId('agent-offer-member'), '22');
    type(within(form).getByTestId('agent-offer-0-validBet'), '5000');
    type(within(form).getByTestId('agent-offer-0-activeMembers'), '2');
    type(within(form).getByTestId('agent-offer-0-rate'), '12');
    fireEvent.click(within(form).getByTestId('agent-offer-submit'));
    await waitFor(() =>
      expect(within(form).getByTestId('field-error-tiers.0.rate').textContent).toBe(
        'Enter a rate above 0% and at most 10%.',
      ),
    );
    expect(calls(API.agentContracts)).toHaveLength(0);

    refusals[API.agentContracts] = {
      status: 422,
      errorCode: 'contract.rate.above.upline',
      message: 'the rate is above the upline contract',
      value: null,
    };
    type(within(form).getByTestId('agent-offer-0-rate'), '0.8');
    fireEvent.click(within(form).getByTestId('agent-offer-submit'));
    await waitFor(() =>
      expect(within(form).getByTestId('field-error-tiers.0.rate').textContent).toBe(
        'The rate is above the rate of your own contract.',
      ),
    );
    expect(calls(API.agentContracts)[0]?.body).toEqual({
      memberId: 22,
      terms: { kind: 'daily', tiers: [{ validBet: 5000, activeMembers: 2, rate: 0.8 }] },
    });

    refusals[API.agentContracts] = {
      status: 400,
      errorCode: 'validation.failed',
      message: 'terms.tiers.0.validBet: too big',
      value: { field: 'terms.tiers.0.validBet' },
    };
    fireEvent.click(within(form).getByTestId('agent-offer-submit'));
    await waitFor(() =>
      expect(within(form).getByTestId('field-error-tiers.0.validBet').textContent).toBe(
        'Please check the highlighted fields.',
      ),
    );
  });
});

describe('the contract popup', () => {
  it('shows a waiting offer with its rates, accepts it by the kind’s call, and reads the consolidated info again', async () => {
    waiting = contract({});
    withClient(<ContractPopup />);
    const popup = await screen.findByTestId('contract-popup');
    expect(within(popup).getByTestId('contract-terms').textContent).toContain('0.5%');
    expect(popup.textContent).toContain('ends that subordinate');
    const before = calls(API.consolidatedFunds, 'GET').length;
    fireEvent.click(within(popup).getByTestId('contract-accept'));
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    expect(calls(API.processDailySalary, 'GET')[0]?.query).toBe('?id=9&action=sign');
    expect(calls(API.consolidatedFunds, 'GET').length).toBeGreaterThan(before);
  });

  it('sends the hourly salary’s answer in the body', async () => {
    waiting = contract({
      id: 12,
      kind: 'hourly',
      terms: { kind: 'hourly', tiers: [{ validBet: 100, rate: 0.2 }] },
    });
    withClient(<ContractPopup />);
    fireEvent.click(await screen.findByTestId('contract-reject'));
    await waitFor(() => expect(calls(API.processHourSalary)).toHaveLength(1));
    expect(calls(API.processHourSalary)[0]?.body).toEqual({ id: 12, action: 'reject' });
  });
});
