import { API, type Balance, type Language, type MemberInfo } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const memberKeys = {
  /** Every member's queries (signing out drops them all). */
  any: ['member'] as const,
  all: (token: string | null) => ['member', token] as const,
  info: (token: string | null) => ['member', token, 'info'] as const,
  balance: (token: string | null) => ['member', token, 'balance'] as const,
};

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: memberKeys.info(token),
    queryFn: () => call<MemberInfo>(API.memberInfo),
    enabled: token !== null,
  });

export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: memberKeys.balance(token),
    queryFn: () => call<Balance>(API.balance),
    enabled: token !== null,
    staleTime: 10_000,
  });

export function useMemberInfo() {
  const token = useSession((s) => s.token);
  return useQuery(memberInfoQuery(token));
}

export function useBalance() {
  const token = useSession((s) => s.token);
  return useQuery(balanceQuery(token));
}

export const updateLanguage = (language: Language) =>
  call<null>(API.memberLanguage, { method: 'PUT', body: { language } });
