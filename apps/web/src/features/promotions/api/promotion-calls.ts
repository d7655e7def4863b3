import { API, type Language, type PromotionDetail, type PromotionList } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type Application = NonNullable<PromotionDetail['application']>;

/** States are computed for the one asking, so the session is part of every key. */
export const promotionKeys = {
  lists: ['promotions', 'list'] as const,
  details: (id: number) => ['promotions', 'detail', id] as const,
  list: (token: string | null, language: Language) => ['promotions', 'list', token, language] as const,
  detail: (id: number, token: string | null, language: Language) =>
    ['promotions', 'detail', id, token, language] as const,
  image: (url: string) => ['promotions', 'image', url] as const,
};

export const promotionsQuery = (token: string | null, language: Language) =>
  queryOptions({
    queryKey: promotionKeys.list(token, language),
    queryFn: () => call<PromotionList>(API.promotions),
    staleTime: 30_000,
  });

export const promotionDetailQuery = (id: number, token: string | null, language: Language) =>
  queryOptions({
    queryKey: promotionKeys.detail(id, token, language),
    queryFn: () => call<PromotionDetail>(API.promotionDetail.replace(':id', String(id))),
    staleTime: 30_000,
  });

/** The application: multipart with the field `remark` and up to three files `images`. */
export function applyToPromotion(id: number, remark: string, images: File[]) {
  const body = new FormData();
  body.append('remark', remark);
  for (const image of images) body.append('images', image, image.name);
  return call<Application>(API.promotionApply.replace(':id', String(id)), {
    method: 'POST',
    multipart: true,
    body,
  });
}

/** An image of the member's own application: owner-only, so it is fetched with the session, as bytes. */
export const ownerImageQuery = (url: string) =>
  queryOptions({
    queryKey: promotionKeys.image(url),
    queryFn: () => call<Blob>(url, { blob: true }),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
