import {
  ACCEPTED_PATTERNS,
  type RegisterRules,
  type SystemStatus,
  type WhitelabelNode,
} from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { systemStatusQuery } from '@/lib/system';
import type * as AuthCalls from '../api/auth-calls';
import { RegisterModal } from './register-modal';

// The registration call, answered by each test (the sealed request itself is the API client's concern).
const registered = vi.hoisted(() => ({ answer: vi.fn() }));
vi.mock('../api/auth-calls', async (actual) => ({
  ...(await actual<typeof AuthCalls>()),
  register: (...args: unknown[]) => registered.answer(...args) as Promise<unknown>,
}));

const rule = (patternId: 0 | 1 | 3 | 4 | 6, min: number, max: number, required: boolean, enabled = true) => ({
  enabled,
  required,
  acceptedPattern: ACCEPTED_PATTERNS[patternId],
  patternId,
  minLength: min,
  maxLength: max,
});

const node = (modId: string, on = true): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes: [],
});

function status(rules: RegisterRules, switches: WhitelabelNode[], minimumAge = 18): SystemStatus {
  return {
    status: 0,
    maintenance: { enabled: false, message: null },
    regionRestriction: { blocked: false },
    location: { ip: '127.0.0.1' },
    info: {
      brand: {
        merchantCode: 'demo',
        name: 'Royal Lotus',
        currencySymbol: 'P',
        defaultLanguage: 'EN',
        languages: ['EN'],
        loginedToHomePage: false,
        agentTypes: [1],
        timeZone: 'Asia/Manila',
        minimumAge,
      },
      whitelabel: switches,
      register: rules,
      customerService: { available: false },
      resources: [],
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    },
  };
}

function renderWith(data: SystemStatus) {
  const client = new QueryClient();
  client.setQueryData(systemStatusQuery().queryKey, data);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RegisterModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('EN');
});

describe('the register modal', () => {
  const demoRules: RegisterRules = {
    username: rule(1, 6, 16, true),
    password: rule(4, 6, 20, true),
    email: rule(3, 6, 50, false),
    qqNum: rule(0, 0, 20, true, false),
  };

  it('shows the fields the brand enables, and hides the others', () => {
    renderWith(status(demoRules, [node('USERNAMEREG3'), node('MOBILENUMREG3', false)]));
    const modal = screen.getByTestId('register-modal');
    const names = [...modal.querySelectorAll('input')].map((i) => i.name);
    expect(names).toEqual(['username', 'password', 'confirmPassword', 'email', 'ageConfirmed']);
    expect(within(modal).queryByTestId('register-tab-mobile')).toBeNull();
  });

  it('shows the rule of each field in words, with its bounds', async () => {
    renderWith(status(demoRules, [node('USERNAMEREG3')]));
    const user = userEvent.setup();
    const modal = screen.getByTestId('register-modal');
    await user.type(modal.querySelector<HTMLInputElement>('input[name="username"]')!, '9ab');
    await user.type(modal.querySelector<HTMLInputElement>('input[name="password"]')!, 'abc 1');
    await user.type(modal.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'other');
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-username')).textContent).toBe(
      'Start with a letter; letters and digits only, 6-16 characters.',
    );
    expect(screen.getByTestId('field-error-password').textContent).toBe(
      'Letters or digits only, 6-20 characters.',
    );
    expect(screen.getByTestId('field-error-confirmPassword').textContent).toBe(
      'The two entries are inconsistent.',
    );
  });

  it('says a required field is required, and a single number when min equals max', async () => {
    renderWith(status({ ...demoRules, qqNum: rule(6, 8, 8, true) }, [node('USERNAMEREG3')]));
    const user = userEvent.setup();
    const modal = screen.getByTestId('register-modal');
    await user.type(modal.querySelector<HTMLInputElement>('input[name="qqNum"]')!, '123');
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-username')).textContent).toBe('This field is required.');
    expect(screen.getByTestId('field-error-qqNum').textContent).toBe('Digits only, 8 digits.');
  });

  it('offers registration by mobile when its switch is on, with an SMS code when verification is on', async () => {
    renderWith(
      status({ ...demoRules, mobileNum: rule(6, 8, 15, false) }, [
        node('USERNAMEREG3'),
        node('MOBILENUMREG3'),
        node('REGMOBVERF3'),
        node('MOBILENUMPASSREG3'),
      ]),
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('register-tab-mobile'));
    const names = [...screen.getByTestId('register-modal').querySelectorAll('input')].map((i) => i.name);
    expect(names).toEqual([
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
      'ageConfirmed',
    ]);
  });

  it("asks for the brand's age, sends the confirmation, and shows the server's refusal under the box", async () => {
    renderWith(status(demoRules, [node('USERNAMEREG3')], 21));
    const user = userEvent.setup();
    const modal = screen.getByTestId('register-modal');
    const box = modal.querySelector<HTMLInputElement>('input[name="ageConfirmed"]')!;
    expect(box.closest('label')?.textContent).toBe('I am 21 or older and accept the terms of use.');
    await user.type(modal.querySelector<HTMLInputElement>('input[name="username"]')!, 'lotus88');
    await user.type(modal.querySelector<HTMLInputElement>('input[name="password"]')!, 'secret88');
    await user.type(modal.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'secret88');
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-ageConfirmed')).textContent).toBe(
      'You must be 21 or older to register.',
    );
    expect(registered.answer).not.toHaveBeenCalled();

    registered.answer.mockRejectedValueOnce(
      new ApiError(422, 'rg.age.required', 'ageConfirmed: required', { field: 'ageConfirmed' }),
    );
    await user.click(box);
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-ageConfirmed')).textContent).toBe(
      'Confirm that you are of the legal age to register.',
    );
    expect(registered.answer).toHaveBeenCalledWith(
      'username',
      expect.objectContaining({ username: 'lotus88', password: 'secret88', ageConfirmed: true }),
    );
  });
});
