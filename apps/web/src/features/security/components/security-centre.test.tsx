import { API, type SecurityOverview } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetKeyCache } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { SecurityCentre } from './security-centre';

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

const OVERVIEW: SecurityOverview = {
  username: 'lotus88',
  nickname: 'Lucky',
  type: 0,
  registeredAt: '2024-03-01T10:00:00.000Z',
  vipLabel: { labelName: 'VIP 1', rankLevel: 1 },
  lastLoginAt: '2024-03-10T10:00:00.000Z',
  previousLoginAt: null,
  avatarId: 3,
  mobileNum: null,
  email: 'lo***@example.com',
  paymentPasswordSet: false,
  bankAccountCount: 1,
  authenticatorEnabled: false,
};

type Sent = { path: string; method: string; body: unknown; encrypted: boolean };
let sent: Sent[];
let overview: SecurityOverview;
/** The site status; its brand names the zone the site shows times in. */
let brandZone: string | null;
let refusals: Record<string, { status: number; errorCode: string; message: string; value: unknown }>;

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

function valueOf(path: string): unknown {
  if (path === API.securityOverview) return overview;
  if (path === API.systemStatus)
    return brandZone ? { info: { brand: { currencySymbol: 'P', timeZone: brandZone } } } : null;
  if (path === API.playerAvatar)
    return { avatarId: 3, icons: [1, 2, 3].map((id) => ({ id, url: `/wps/avatars/${id}.svg` })) };
  if (path === API.bankAccounts)
    return {
      max: 5,
      list: [
        {
          id: 7,
          bankCode: 'BDO',
          bankName: 'BDO Unibank',
          accountName: 'Maria Santos',
          accountNumber: '****7890',
          createdAt: '2024-03-01T00:00:00.000Z',
        },
      ],
    };
  if (path === API.banks)
    return [
      { code: 'BDO', name: 'BDO Unibank' },
      { code: 'BPI', name: 'BPI' },
    ];
  if (path === API.loginHistory)
    return {
      list: [
        { time: '2024-03-10T10:00:00.000Z', ip: '10.0.0.9', device: 'Chrome on Windows', current: true },
      ],
      pageNo: 1,
      totalPages: 1,
      totalCount: 1,
    };
  if (path === API.rsaKey) return { keyId: 'k1', publicKey };
  if (path === API.bindCode) return { expiredMinutes: 2 };
  return null;
}

beforeEach(() => {
  sent = [];
  overview = { ...OVERVIEW };
  brandZone = null;
  refusals = {};
  resetKeyCache();
  useSession.getState().signIn('tok-1');
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://site.test').pathname;
    const headers = (init.headers ?? {}) as Record<string, string>;
    const raw = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    const encrypted = typeof headers.encryption === 'string';
    const body = encrypted ? await open(raw as { value: string }, headers.encryption!) : raw;
    if (path !== API.rsaKey) sent.push({ path, method: init.method ?? 'GET', body, encrypted });
    const refusal = init.method && init.method !== 'GET' ? refusals[path] : undefined;
    const reply = refusal
      ? { success: false, value: refusal.value, message: refusal.message, errorCode: refusal.errorCode }
      : { success: true, value: valueOf(path), message: 'OK' };
    return new Response(JSON.stringify(reply), {
      status: refusal?.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderCentre(onChangePassword = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SecurityCentre onChangePassword={onChangePassword} />
    </QueryClientProvider>,
  );
}
const posted = (path: string) => sent.filter((s) => s.path === path && s.method !== 'GET');

describe('the security centre', () => {
  it('shows the account and the state of every protection, bank accounts masked and the login history', async () => {
    const changePassword = vi.fn();
    renderCentre(changePassword);
    const card = await screen.findByTestId('account-card');
    expect(card.textContent).toContain('lotus88');
    expect(card.textContent).toContain('Lucky');
    expect(card.textContent).toContain('VIP 1');
    expect(screen.getByTestId('item-mobile').textContent).toContain('Not set');
    expect(screen.getByTestId('item-email').textContent).toContain('lo***@example.com');
    expect(screen.getByTestId('item-payment-password').textContent).toContain('Not set');
    expect(screen.getByTestId('item-authenticator').textContent).toContain('Off');
    expect((await screen.findByTestId('bank-account')).textContent).toContain('****7890');
    expect((await screen.findByTestId('login-history')).textContent).toContain('Chrome on Windows');
    fireEvent.click(within(screen.getByTestId('item-login-password')).getByRole('button'));
    expect(changePassword).toHaveBeenCalled();
  });

  it('sets the payment password: six digits, confirmed, sent encrypted with the login password', async () => {
    renderCentre();
    fireEvent.click(within(await screen.findByTestId('item-payment-password')).getByRole('button'));
    const modal = await screen.findByTestId('payment-password-modal');
    const field = (name: string) => modal.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.change(field('loginPassword'), { target: { value: 'Secret123' } });
    fireEvent.change(field('newPaymentPassword'), { target: { value: '12345' } });
    fireEvent.change(field('confirmPaymentPassword'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    expect((await screen.findByTestId('field-error-newPaymentPassword')).textContent).toBe(
      'The payment password is 6 digits.',
    );
    fireEvent.change(field('newPaymentPassword'), { target: { value: '135790' } });
    fireEvent.change(field('confirmPaymentPassword'), { target: { value: '135791' } });
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    expect((await screen.findByTestId('field-error-confirmPaymentPassword')).textContent).toBe(
      'The two entries are inconsistent.',
    );
    expect(posted(API.paymentPasswordSet)).toHaveLength(0);

    refusals[API.paymentPasswordSet] = {
      status: 400,
      errorCode: 'security.login.password.wrong',
      message: 'loginPassword: wrong',
      value: { field: 'loginPassword' },
    };
    fireEvent.change(field('confirmPaymentPassword'), { target: { value: '135790' } });
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    expect((await screen.findByTestId('field-error-loginPassword')).textContent).toBe(
      'The login password is wrong.',
    );
    const [first] = posted(API.paymentPasswordSet);
    expect(first).toMatchObject({
      encrypted: true,
      body: { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
    });

    delete refusals[API.paymentPasswordSet];
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    await waitFor(() => expect(screen.queryByTestId('payment-password-modal')).toBeNull());
  });

  it('binds a mobile number: a code to the new number, then the code; a taken number is named', async () => {
    renderCentre();
    fireEvent.click(within(await screen.findByTestId('item-mobile')).getByRole('button'));
    const modal = await screen.findByTestId('mobile-modal');
    const field = (name: string) => modal.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.change(field('mobileNum'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('code-button'));
    expect((await screen.findByTestId('field-error-mobileNum')).textContent).toContain('valid mobile number');
    expect(posted(API.bindCode)).toHaveLength(0);

    fireEvent.change(field('mobileNum'), { target: { value: '09171234567' } });
    fireEvent.click(screen.getByTestId('code-button'));
    await waitFor(() => expect(posted(API.bindCode)).toHaveLength(1));
    expect(posted(API.bindCode)[0]!.body).toEqual({
      channel: 'mobile',
      countryDialingCode: '+63',
      mobileNum: '09171234567',
    });
    await waitFor(() => expect(screen.getByTestId('code-button').textContent).toMatch(/Resend in \d+s/));

    refusals[API.bindMobile] = {
      status: 409,
      errorCode: 'register.mobile.taken',
      message: 'mobileNum: taken',
      value: { field: 'mobileNum' },
    };
    fireEvent.change(field('verificationCode'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('field-error-mobileNum')).toBeTruthy();
    expect(posted(API.bindMobile)[0]!.body).toEqual({
      countryDialingCode: '+63',
      mobileNum: '09171234567',
      verificationCode: '123456',
    });
  });

  it('adds a bank account: checks the number, then sends everything encrypted', async () => {
    overview = { ...OVERVIEW, paymentPasswordSet: true };
    renderCentre();
    await screen.findByTestId('bank-account');
    fireEvent.click(screen.getByTestId('bank-add'));
    const modal = await screen.findByTestId('bank-add-modal');
    const field = (name: string) =>
      modal.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    await waitFor(() => expect(field('bankCode').querySelectorAll('option').length).toBe(3));
    fireEvent.change(field('bankCode'), { target: { value: 'BPI' } });
    fireEvent.change(field('accountName'), { target: { value: 'Juan Cruz' } });
    fireEvent.change(field('accountNumber'), { target: { value: '12345' } });
    fireEvent.change(field('paymentPassword'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('bank-add-submit'));
    expect((await screen.findByTestId('field-error-accountNumber')).textContent).toBe(
      'The account number is 6-20 digits.',
    );
    expect(posted(API.bankAccounts)).toHaveLength(0);
    fireEvent.change(field('accountNumber'), { target: { value: '0012345678' } });
    fireEvent.click(screen.getByTestId('bank-add-submit'));
    await waitFor(() => expect(posted(API.bankAccounts)).toHaveLength(1));
    expect(posted(API.bankAccounts)[0]).toMatchObject({
      encrypted: true,
      body: {
        bankCode: 'BPI',
        accountName: 'Juan Cruz',
        accountNumber: '0012345678',
        paymentPassword: '246810',
      },
    });
  });

  it('asks for the payment password before a bank account can be added', async () => {
    renderCentre();
    expect((await screen.findByTestId('bank-accounts')).textContent).toContain(
      'A payment password is needed',
    );
    expect(screen.queryByTestId('bank-add')).toBeNull();
  });

  it('refuses a nickname outside its rule without calling', async () => {
    renderCentre();
    fireEvent.click(await screen.findByTestId('nickname-edit'));
    const modal = await screen.findByTestId('nickname-modal');
    fireEvent.change(modal.querySelector('input')!, { target: { value: '<b>' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('field-error-nickname')).toBeTruthy();
    expect(posted(API.memberNickname)).toHaveLength(0);
  });

  it("shows login times as the records do: the brand's zone, one format, the zone named", async () => {
    brandZone = 'Asia/Manila';
    renderCentre();
    const card = await screen.findByTestId('account-card');
    // 10:00 UTC is 18:00 in Manila, whatever the browser's own zone is.
    await waitFor(() => expect(card.textContent).toContain('2024-03-10 18:00:00 GMT+8'));
    expect(card.textContent).toContain('2024-03-01 18:00:00 GMT+8');
    const history = await screen.findByTestId('login-history');
    await waitFor(() => expect(history.querySelector('th')!.textContent).toBe('Time (GMT+8)'));
    expect(history.querySelector('td')!.textContent).toContain('2024-03-10 18:00:00');
  });

  it('names the zone it used while the brand has none', async () => {
    renderCentre();
    const card = await screen.findByTestId('account-card');
    expect(card.textContent).toMatch(/2024-03-\d{2} \d{2}:\d{2}:\d{2} GMT[+-]\d/);
    expect(card.textContent).not.toMatch(/[AP]M/);
  });
});
