import { API, CUSTOMER_SERVICE_TYPES, decodeServicePath, type CustomerService } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const getCustomerService = () => call<CustomerService>(API.customerService);

export const customerServiceQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['content', 'customerService', token] as const,
    queryFn: getCustomerService,
    staleTime: 5 * 60_000,
  });

/**
 * The address of the chat: the VIP desk (type 5) for members whose label rank is above 4 when the brand
 * has one, the live chat (type 3) otherwise; absolute, so the pop-up window can open it.
 */
export function customerServiceLink(
  service: CustomerService,
  merchantCode: string,
  vip: boolean,
  base: string,
): string | null {
  const paths = service.version.pathList;
  const pick =
    (vip ? paths.find((p) => p.type === CUSTOMER_SERVICE_TYPES.vip) : undefined) ??
    paths.find((p) => p.type === CUSTOMER_SERVICE_TYPES.chat);
  if (!pick) return null;
  const url = new URL(decodeServicePath(pick.path, merchantCode), base);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
