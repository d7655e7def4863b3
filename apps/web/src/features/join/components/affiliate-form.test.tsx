import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { countriesQuery } from '@/lib/system';
import { applyAsAffiliate } from '../api/join-calls';
import { AffiliateForm } from './affiliate-form';

vi.mock('../api/join-calls', () => ({ applyAsAffiliate: vi.fn() }));
const apply = vi.mocked(applyAsAffiliate);

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  apply.mockReset();
});

function renderForm() {
  const client = new QueryClient();
  client.setQueryData(countriesQuery().queryKey, [
    { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
    { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  ]);
  render(
    <QueryClientProvider client={client}>
      <AffiliateForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, email = 'maria@example.com') {
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Santos');
  await user.selectOptions(screen.getByTestId('dialing-code'), '+66');
  await user.type(screen.getByRole('textbox', { name: /mobile number/i }), '812345678');
  await user.type(screen.getByRole('textbox', { name: /e-mail/i }), email);
  await user.selectOptions(screen.getByRole('combobox', { name: /main channel/i }), 'social');
  await user.type(screen.getByRole('spinbutton', { name: /expected audience/i }), '2500');
}

describe('the affiliate application', () => {
  it('sends the contract fields and shows the reference number', async () => {
    apply.mockResolvedValue({ id: 31 });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByTestId('affiliate-submit'));
    await waitFor(() =>
      expect(apply).toHaveBeenCalledWith({
        name: 'Maria Santos',
        countryDialingCode: '+66',
        mobileNum: '812345678',
        email: 'maria@example.com',
        messenger: undefined,
        channel: 'social',
        audience: 2500,
        message: undefined,
      }),
    );
    expect((await screen.findByTestId('affiliate-success')).textContent).toContain(
      'Your reference number is #31.',
    );
  });

  it('names every missing or wrong field in words and sends nothing', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'not-an-address');
    await user.click(screen.getByTestId('affiliate-submit'));
    expect(await screen.findByText('Enter your full name (2 to 50 characters).')).toBeTruthy();
    expect(screen.getByText('Enter a valid mobile number (6 to 15 digits).')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Choose your main channel.')).toBeTruthy();
    expect(
      screen.getByText('Enter the number of people you expect to reach (0 to 10,000,000).'),
    ).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under the field it names", async () => {
    apply.mockImplementation(async () => {
      throw new ApiError(400, 'validation.failed', 'email: this domain does not receive mail', {
        field: 'email',
      });
    });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByTestId('affiliate-submit'));
    const field = await screen.findByTestId('field-error-email');
    expect(field.textContent).toBe('Enter a valid e-mail address.');
    expect(screen.queryByTestId('affiliate-success')).toBeNull();
  });
});
