import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app';
import { sessionToken } from '../../lib/session';
import { apiRefusal, mockApi, renderWithApp, signOut, type RecordedCall } from '../../test/render';

const profile = {
  username: 'finance01',
  role: 'finance',
  merchant: 'demo',
  lastLoginAt: null,
  totpEnabled: true,
  totpSetupRequired: false,
};

async function typeLogin(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login', () => {
  it('takes the password, then the authenticator code with the ticket, and opens the app', async () => {
    signOut();
    const calls = mockApi({
      'POST /admin/session/login': { totpRequired: true, ticket: 'tkt-1', expiresAt: '2026-05-01T00:05:00Z' },
      'POST /admin/session/totp': (call: RecordedCall) =>
        (call.body as { code: string }).code === '123456'
          ? { token: 'tok-1', expiresAt: '2026-05-01T12:00:00Z', operator: profile }
          : apiRefusal(401, 'login.failed', 'The code is not right.', 'code'),
      'GET /admin/session/me': profile,
      'GET /admin/queues': { list: [] },
    });
    renderWithApp(<AppRoutes />, { path: '/login?next=%2Fqueues', route: '/*' });
    await typeLogin('finance01', 'Lotus2026');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(sessionToken()).toBeNull();

    await userEvent.type(screen.getByLabelText('Authenticator code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not right.')).toBeTruthy();
    expect(sessionToken()).toBeNull();

    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // The screen is a lazy chunk: its first load may take a while on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Queues' }, { timeout: 10_000 })).toBeTruthy();
    expect(sessionToken()).toBe('tok-1');
    const totp = calls.filter((c) => c.path === '/admin/session/totp');
    expect(totp.map((c) => c.body)).toEqual([
      { ticket: 'tkt-1', code: '000000' },
      { ticket: 'tkt-1', code: '123456' },
    ]);
    expect(calls.find((c) => c.path === '/admin/queues')?.headers.authorization).toBe('Bearer tok-1');
  });

  it("shows the server's lock with the wait, and a wrong password", async () => {
    signOut();
    let answer = apiRefusal(401, 'login.failed', 'Wrong username or password.');
    mockApi({ 'POST /admin/session/login': () => answer });
    renderWithApp(<AppRoutes />, { path: '/login', route: '/*' });
    await typeLogin('admin', 'nope');
    expect(await screen.findByText('Wrong username or password.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    answer = apiRefusal(429, 'login.locked', 'Too many failed logins: this name is locked.');
    answer.headers['retry-after'] = '240';
    await userEvent.type(screen.getByLabelText('Password'), 'again');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Too many failed logins: this name is locked. Try again in 4 minutes.'),
    ).toBeTruthy();
  });

  it('sends an operator whose role needs an authenticator to set one up first', async () => {
    signOut();
    const required = {
      ...profile,
      username: 'admin',
      role: 'owner',
      totpEnabled: false,
      totpSetupRequired: true,
    };
    mockApi({
      'POST /admin/session/login': { token: 'tok-2', expiresAt: '2026-05-01T12:00:00Z', operator: required },
      'GET /admin/session/me': required,
    });
    renderWithApp(<AppRoutes />, { path: '/login', route: '/*' });
    await typeLogin('admin', 'Lotus2026');
    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(sessionToken()).toBe('tok-2'));
  });
});
