import { API, type AffiliateApplication } from '@platform/contracts';
import { call } from '@/lib/api-client';

/** Sends the affiliate application to the operator; the answer is its reference number. */
export const applyAsAffiliate = (body: AffiliateApplication) =>
  call<{ id: number }>(API.affiliateApplication, { method: 'POST', body });
