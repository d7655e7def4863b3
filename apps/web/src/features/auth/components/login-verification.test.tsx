import { API } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { useLoginVerification } from '../hooks/login-verification';
import { rememberedUsername, rememberUsername } from '../hooks/remember-me';
import { LoginVerificationModal } from './login-verification';

beforeAll(async () => {
  await initI18n('EN');
});

let replies: { status: number; body: unknown }[];
let sent: { path: string; body: unknown }[];
beforeEach(() => {
  replies = [];
  sent = [];
  useSession.getState().signIn('pending-token');
  useLoginVerification
    .getState()
    .require(['mobile', 'authenticator'], { forcePasswordChange: false, goHome: false });
  useUi.getState().open('login');
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    sent.push({
      path: new URL(input, 'http://site.test').pathname,
      body: init.body ? JSON.parse(init.body as string) : null,
    });
    const reply = replies.shift() ?? {
      status: 200,
      body: { success: true, value: { expiredMinutes: 1 }, message: 'OK' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useLoginVerification.getState().clear();
  useSession.getState().signOut();
  useUi.getState().close();
});

const renderModal = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoginVerificationModal methods={['mobile', 'authenticator']} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('login verification', () => {
  it('says why it is needed, sends a code to the bound mobile, and verifies with the authenticator', async () => {
    renderModal();
    expect(screen.getByTestId('login-verification').textContent).toContain('current IP is not recorded');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() =>
      expect(sent[0]).toEqual({ path: API.loginVerificationCode, body: { method: 'mobile' } }),
    );

    // Only the ways the server accepts are offered: no bank account holder name.
    expect(screen.queryByTestId('verify-bankName')).toBeNull();
    fireEvent.click(screen.getByTestId('verify-authenticator'));
    const input = document.querySelector<HTMLInputElement>('input[name="code"]')!;
    fireEvent.change(input, { target: { value: '123456' } });
    replies.push({
      status: 400,
      body: {
        success: false,
        errorCode: 'login.verification.failed',
        message: 'wrong; 4 attempts left',
        value: { field: 'code', attemptsLeft: 4 },
      },
    });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect((await screen.findByTestId('field-error-code')).textContent).toBe(
      'The verification is not right; try again.',
    );
    expect(useLoginVerification.getState().methods).not.toBeNull();

    fireEvent.change(input, { target: { value: '654321' } });
    replies.push({
      status: 200,
      body: { success: true, value: { attemptsLeft: 5 }, message: 'Login verification succeeded.' },
    });
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(useLoginVerification.getState().methods).toBeNull());
    expect(sent.at(-1)).toEqual({
      path: API.loginVerification,
      body: { method: 'authenticator', code: '654321' },
    });
    expect(useUi.getState().modal).toBeNull();
    expect(useSession.getState().token).toBe('pending-token');
  });

  it('ends the login when the server revokes it after too many failures', async () => {
    renderModal();
    fireEvent.change(document.querySelector('input[name="code"]')!, { target: { value: '111111' } });
    replies.push({
      status: 401,
      body: {
        success: false,
        errorCode: 'login.verification.revoked',
        message: 'ended',
        value: { attemptsLeft: 0 },
      },
    });
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(useLoginVerification.getState().methods).toBeNull();
  });

  it('ends the login when the member has failed too often across logins', async () => {
    renderModal();
    fireEvent.change(document.querySelector('input[name="code"]')!, { target: { value: '111111' } });
    replies.push({
      status: 429,
      body: {
        success: false,
        errorCode: 'login.verification.locked',
        message: 'locked',
        value: { attemptsLeft: 0, retryAfterSeconds: 3000 },
      },
    });
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(useUi.getState().modal).toBe('login');
  });
});

describe('remember me', () => {
  it('keeps only the username in a one-day cookie, and forgets it when asked', () => {
    rememberUsername('lotus88');
    expect(rememberedUsername()).toBe('lotus88');
    expect(document.cookie).not.toMatch(/password/i);
    rememberUsername(null);
    expect(rememberedUsername()).toBeNull();
  });
});
