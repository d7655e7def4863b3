import {
  API,
  type CreateDeposit,
  type DepositChannels,
  type DepositOrder,
  type DepositOrders,
  type DepositOrdersFilter,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** What the deposit orders list asks for (the contract's query, defaults applied). */
export type OrdersParams = Omit<DepositOrdersFilter, 'startDate' | 'endDate'>;

export const depositKeys = {
  all: ['deposit'] as const,
  channels: (token: string | null) => ['deposit', 'channels', token] as const,
  orderLists: ['deposit', 'orders'] as const,
  orders: (token: string | null, query: OrdersParams) => ['deposit', 'orders', token, query] as const,
  order: (token: string | null, id: number) => ['deposit', 'order', token, id] as const,
};

export const channelsQuery = (token: string | null) =>
  queryOptions({
    queryKey: depositKeys.channels(token),
    queryFn: () => call<DepositChannels>(API.depositChannels),
    staleTime: 60_000,
    enabled: token !== null,
  });

export const ordersQuery = (token: string | null, query: OrdersParams) =>
  queryOptions({
    queryKey: depositKeys.orders(token, query),
    queryFn: () =>
      call<DepositOrders>(API.depositOrders, {
        query: { ...query, status: query.status === 'all' ? undefined : query.status },
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    enabled: token !== null,
  });

/** One order; while it waits for a gateway it is asked again every few seconds. */
export const orderQuery = (token: string | null, id: number) =>
  queryOptions({
    queryKey: depositKeys.order(token, id),
    queryFn: () => call<DepositOrder>(API.depositOrder.replace(':id', String(id))),
    enabled: token !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });

/** Creates an order; the lists of orders (and the offers, when it chose one) are asked again. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDeposit) => call<DepositOrder>(API.depositOrders, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: depositKeys.orderLists }),
        client.invalidateQueries({ queryKey: ['deposit', 'channels'] }),
      ]),
  });
}
