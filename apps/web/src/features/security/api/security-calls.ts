import {
  API,
  type AddBankAccountRequest,
  type AuthenticatorEnrolment,
  type BankAccount,
  type BankAccountList,
  type BindCodeRequest,
  type BindEmailRequest,
  type BindMobileRequest,
  type ChangePaymentPasswordRequest,
  type LoginHistory,
  type PlayerAvatar,
  type SecurityOverview,
  type SetPaymentPasswordRequest,
  type SmsValue,
} from '@platform/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announce } from '@/lib/data-changes';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const securityKeys = {
  all: (token: string | null) => ['security', token] as const,
  overview: (token: string | null) => ['security', token, 'overview'] as const,
  avatar: (token: string | null) => ['security', token, 'avatar'] as const,
  banks: (token: string | null) => ['security', token, 'banks'] as const,
  bankAccounts: (token: string | null) => ['security', token, 'bank-accounts'] as const,
  loginHistory: (token: string | null, pageNo: number) => ['security', token, 'logins', pageNo] as const,
};

export const overviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: securityKeys.overview(token),
    queryFn: () => call<SecurityOverview>(API.securityOverview),
    enabled: token !== null,
  });

export const avatarQuery = (token: string | null) =>
  queryOptions({
    queryKey: securityKeys.avatar(token),
    queryFn: () => call<PlayerAvatar>(API.playerAvatar),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const banksQuery = (token: string | null) =>
  queryOptions({
    queryKey: securityKeys.banks(token),
    queryFn: () => call<{ code: string; name: string }[]>(API.banks),
    enabled: token !== null,
    staleTime: 3_600_000,
  });

export const bankAccountsQuery = (token: string | null) =>
  queryOptions({
    queryKey: securityKeys.bankAccounts(token),
    queryFn: () => call<BankAccountList>(API.bankAccounts),
    enabled: token !== null,
  });

export const loginHistoryQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: securityKeys.loginHistory(token, pageNo),
    queryFn: () => call<LoginHistory>(API.loginHistory, { query: { pageNo } }),
    enabled: token !== null,
  });

export function useSecurityOverview() {
  const token = useSession((s) => s.token);
  return useQuery(overviewQuery(token));
}

export const setNickname = (nickname: string) =>
  call<null>(API.memberNickname, { method: 'PUT', body: { nickname } });
export const setAvatar = (avatarId: number) =>
  call<null>(API.memberIcon, { method: 'POST', body: { avatarId } });
export const sendBindCode = (input: BindCodeRequest) =>
  call<SmsValue>(API.bindCode, { method: 'POST', body: input });
export const bindMobile = (input: BindMobileRequest) =>
  call<null>(API.bindMobile, { method: 'POST', body: input });
export const bindEmail = (input: BindEmailRequest) =>
  call<null>(API.bindEmail, { method: 'POST', body: input });
export const setPaymentPassword = (input: SetPaymentPasswordRequest) =>
  call<null>(API.paymentPasswordSet, { method: 'POST', body: input, encrypted: true });
export const changePaymentPassword = (input: ChangePaymentPasswordRequest) =>
  call<null>(API.paymentPasswordChange, { method: 'POST', body: input, encrypted: true });
export const addBankAccount = (input: AddBankAccountRequest) =>
  call<BankAccount>(API.bankAccounts, { method: 'POST', body: input, encrypted: true });
export const removeBankAccount = (id: number, paymentPassword: string) =>
  call<null>(API.bankAccountRemove.replace(':id', String(id)), {
    method: 'POST',
    body: { paymentPassword },
    encrypted: true,
  });
export const enrolAuthenticator = () =>
  call<AuthenticatorEnrolment>(API.authenticatorEnrol, { method: 'POST' });
export const confirmAuthenticator = (code: string) =>
  call<null>(API.authenticatorConfirm, { method: 'POST', body: { code } });
export const disableAuthenticator = (code: string) =>
  call<null>(API.authenticatorDisable, { method: 'POST', body: { code } });

/** A change of the security centre: refreshes what it shows (and the header's avatar and nickname). */
export function useSecurityChange<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: (args: A) => fn(...args),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.all(token) });
      announce('member');
    },
  });
}
