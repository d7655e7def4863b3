import {
  API,
  type Announcements,
  type AnnouncementType,
  type Banner,
  type BannerGroup,
  type Notice,
  CUSTOMER_SERVICE_TYPES,
  decodeServicePath,
  type CustomerService,
} from '@platform/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** Query keys of the content feature; the language is part of each key (the answer is localized). */
export const contentKeys = {
  banners: (group: BannerGroup, language: string) => ['content', 'banners', group, language] as const,
  notices: (type: NoticeType, language: string, token: string | null) =>
    ['content', 'notices', type, language, token] as const,
  customerService: (token: string | null) => ['content', 'customerService', token] as const,
};

/** The notice types the site lists: PL the notice bar and page, PU after login, H home pop-ups. */
export type NoticeType = Extract<AnnouncementType, 'PL' | 'PU' | 'H'>;

export const getAnnouncements = (types: AnnouncementType[], groupName?: BannerGroup) =>
  call<Announcements>(API.announcements, { query: { types: types.join(','), platform: 'W', groupName } });

export const bannersQuery = (group: BannerGroup, language: string) =>
  queryOptions({
    queryKey: contentKeys.banners(group, language),
    queryFn: async (): Promise<Banner[]> => (await getAnnouncements(['B'], group)).banners,
    staleTime: 5 * 60_000,
  });

export const noticesQuery = (type: NoticeType, language: string, token: string | null) =>
  queryOptions({
    queryKey: contentKeys.notices(type, language, token),
    queryFn: async (): Promise<Notice[]> => (await getAnnouncements([type])).notices,
    staleTime: 60_000,
    // After-login pop-ups exist only for a session.
    enabled: type !== 'PU' || token !== null,
  });

export function useBanners(group: BannerGroup) {
  return useQuery(bannersQuery(group, useLanguage()));
}

/** Starts loading a route's banners before the layout renders (they are the largest paint). */
export function usePrefetchBanners(group: BannerGroup | null) {
  const language = useLanguage();
  const client = useQueryClient();
  useEffect(() => {
    if (group) void client.prefetchQuery(bannersQuery(group, language));
  }, [client, group, language]);
}

export function useNotices(type: NoticeType, enabled = true) {
  const token = useSession((s) => s.token);
  const options = noticesQuery(type, useLanguage(), token);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}

export const getCustomerService = () => call<CustomerService>(API.customerService);

export const customerServiceQuery = (token: string | null) =>
  queryOptions({
    queryKey: contentKeys.customerService(token),
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
