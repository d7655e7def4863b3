import { API } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetKeyCache } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { HeaderLogin } from './header-login';

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
let sent: string[];
let publicKey = '';

beforeAll(async () => {
  await initI18n('EN');
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  publicKey = btoa(String.fromCharCode(...spki));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  resetKeyCache();
});

function renderLogin(answers: Record<string, Reply[]>) {
  replies = {
    [API.rsaKey]: [{ status: 200, body: { success: true, value: { keyId: 'k1', publicKey } } }],
    ...answers,
  };
  sent = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.split('?')[0] ?? url;
    sent.push(path);
    const reply = replies[path]?.shift() ?? { status: 500, body: { success: false, message: 'no answer' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeaderLogin />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const field = (name: string) =>
    screen.getByTestId('header-login').querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { username: field('username'), password: field('password') };
}

describe("the header's login", () => {
  it('checks the fields as the login popup does and sends nothing while one is blank', async () => {
    const { username } = renderLogin({});
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(username);
    expect(sent).toEqual([]);
  });

  it('says why a login is refused, and asks for the captcha when the server wants it', async () => {
    const { username, password } = renderLogin({
      [API.login]: [
        {
          status: 401,
          body: { success: false, value: { captcha: true }, message: 'Wrong', errorCode: 'login.failed' },
        },
      ],
      [API.captcha]: [{ status: 200, body: { success: true, value: null } }],
    });
    fireEvent.change(username, { target: { value: 'player01' } });
    fireEvent.change(password, { target: { value: 'Wrong2026x' } });
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(await screen.findByTestId('captcha-check')).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
  });

  it('signs in, forgetting the typed password', async () => {
    const { username, password } = renderLogin({
      [API.login]: [{ status: 200, body: { success: true, value: { token: 'tok-9' } } }],
    });
    fireEvent.change(username, { target: { value: 'player01' } });
    fireEvent.change(password, { target: { value: 'Lotus2026' } });
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    await waitFor(() => expect(useSession.getState().token).toBe('tok-9'));
    expect(useSession.getState().username).toBe('player01');
    expect(password.value).toBe('');
    expect(sent).toEqual([API.rsaKey, API.login]);
  });
});
