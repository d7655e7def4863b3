import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_BRAND_PATHS, SWITCH_DESCRIPTIONS, type BrandSettings } from '@platform/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRefusal, mockApi, renderWithApp, signIn, signOut, type RecordedCall } from '../../test/render';
import BrandSettingsScreen from './BrandSettingsScreen';

const switches = Object.fromEntries(
  Object.keys(SWITCH_DESCRIPTIONS).map((s) => [s, s !== 'LOGINIPVERF3']),
) as BrandSettings['switches'];

const SETTINGS: BrandSettings = {
  name: 'Royal Lotus',
  switches,
  loginedToHomePage: false,
  registration: {
    rules: { username: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 } },
    perIpPerDay: 5,
    perDevicePerDay: 3,
  },
  domains: ['www.royal-lotus.example'],
  maintenance: { enabled: false, messages: { CN: '', EN: '', ID: '', TH: '', TY: '', VI: '' } },
  regionBlocking: { countries: ['US'], ips: [] },
  timeZone: 'Asia/Manila',
  currency: { code: 'PHP', symbol: 'P' },
  languages: { offered: ['EN', 'CN'], default: 'EN' },
  responsibleGaming: { minimumAge: 18, realityCheckMinutes: 60 },
  operators: { totpRequiredRoles: ['owner', 'finance'] },
  backOffice: { adjustmentApprovalThreshold: 1000 },
};

afterEach(() => signOut());

describe('the brand settings screen', () => {
  it('shows each switch with what it does, and saves the whole settings object', async () => {
    signIn({ role: 'owner' });
    const calls = mockApi({
      [`GET ${ADMIN_BRAND_PATHS.settings}`]: { merchantCode: 'demo', settings: SETTINGS },
      [`PUT ${ADMIN_BRAND_PATHS.settings}`]: (call: RecordedCall) => ({
        merchantCode: 'demo',
        settings: call.body,
      }),
    });
    renderWithApp(<BrandSettingsScreen />, { path: '/brand/settings' });
    expect(await screen.findByText(SWITCH_DESCRIPTIONS.FREEPLAY3.description)).toBeTruthy();
    expect(screen.getByText(SWITCH_DESCRIPTIONS.AGENT3.description)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Maintenance' }));
    fireEvent.click(await screen.findByRole('switch', { name: /Maintenance mode/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    const body = put?.body as BrandSettings;
    expect(body.maintenance.enabled).toBe(true);
    expect(body.switches).toEqual(switches);
    expect(body.regionBlocking.countries).toEqual(['US']);
    // Fields without a rule are sent switched off.
    expect(body.registration.rules.email).toEqual({
      enabled: false,
      required: false,
      patternId: 0,
      minLength: 0,
      maxLength: 64,
    });
  });

  it('shows a refusal of the server under its field', async () => {
    signIn({ role: 'owner' });
    mockApi({
      [`GET ${ADMIN_BRAND_PATHS.settings}`]: { merchantCode: 'demo', settings: SETTINGS },
      [`PUT ${ADMIN_BRAND_PATHS.settings}`]: () =>
        apiRefusal(400, 'validation.failed', 'name: the name is taken', 'name'),
    });
    renderWithApp(<BrandSettingsScreen />, { path: '/brand/settings' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Site and locale' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('name: the name is taken')).toBeTruthy();
  });

  it('lets other roles read without a save button', async () => {
    signIn({ role: 'viewer' });
    mockApi({ [`GET ${ADMIN_BRAND_PATHS.settings}`]: { merchantCode: 'demo', settings: SETTINGS } });
    renderWithApp(<BrandSettingsScreen />, { path: '/brand/settings' });
    expect(await screen.findByText(/Your role reads these settings/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    for (const s of screen.getAllByRole('switch')) expect((s as HTMLInputElement).disabled).toBe(true);
  });
});
