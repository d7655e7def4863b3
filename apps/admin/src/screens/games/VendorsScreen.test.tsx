import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_GAMES_PATHS, type AdminVendor } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { apiRefusal, mockApi, renderWithApp, signIn, type RecordedCall } from '../../test/render';
import VendorsScreen from './VendorsScreen';

const lotus: AdminVendor = {
  id: 7,
  code: 'LOTUS',
  category: 'RNG',
  name: 'Lotus Originals',
  logoUrl: '/logo.png',
  enabled: true,
  maintenance: false,
  maintenanceMessage: null,
  isHot: true,
  sort: 1,
  walletMode: 'seamless',
  games: 4,
  credentials: {
    exists: true,
    enabled: true,
    createdAt: '2026-05-01T00:00:00Z',
    rotatedAt: null,
    previousValidUntil: null,
  },
};
const list = { list: [lotus], pageNo: 1, pageSize: 20, totalCount: 1, totalPages: 1 };
const SECRET = 'ab'.repeat(32);

describe('the vendors screen', () => {
  it('rotates a secret with the chosen grace and shows the new one once', async () => {
    signIn({ role: 'owner' });
    const calls = mockApi({
      [`GET ${ADMIN_GAMES_PATHS.vendors}`]: list,
      'POST /admin/games/vendor-secrets/LOTUS': (call: RecordedCall) =>
        (call.body as { graceHours: number }).graceHours === 200
          ? apiRefusal(400, 'validation.failed', 'graceHours: at most 168 hours (7 days)', 'graceHours')
          : {
              vendorCode: 'LOTUS',
              secret: SECRET,
              rotatedAt: '2026-05-01T10:00:00Z',
              previousValidUntil: '2026-05-01T16:00:00Z',
            },
    });
    renderWithApp(<VendorsScreen />, { path: '/games/vendors' });
    await userEvent.click(await screen.findByRole('button', { name: /Rotate secret/ }));
    const dialog = screen.getByRole('dialog');
    const grace = within(dialog).getByLabelText(/Grace/);
    await userEvent.clear(grace);
    await userEvent.type(grace, '200');
    expect(within(dialog).getByText(/From 1 hour to 168 hours/)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Rotate secret' }).disabled).toBe(
      true,
    );
    await userEvent.clear(grace);
    await userEvent.type(grace, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByLabelText<HTMLInputElement>('New secret');
    expect(shown.value).toBe(SECRET);
    const rotation = calls.find((c) => c.method === 'POST');
    expect(rotation?.body).toEqual({ graceHours: 6 });
    await userEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByLabelText('New secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows a viewer the vendors without any control that writes', async () => {
    signIn({ role: 'viewer' });
    mockApi({ [`GET ${ADMIN_GAMES_PATHS.vendors}`]: list });
    renderWithApp(<VendorsScreen />, { path: '/games/vendors' });
    expect(await screen.findByText('Lotus Originals')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Rotate secret/ })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /shown/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Wallet mode/ }).disabled).toBe(true);
  });
});
