import { LANGUAGES, type Language } from '@platform/contracts';
import type { Brand } from '../../lib/context.js';
import { isBlockedIp } from './brand.js';

/**
 * The headers in which the edge in front of the site (a CDN or load balancer) states the visitor's country
 * (ISO 3166-1 alpha-2). Without such an edge no country is known, and only the blocked addresses apply.
 */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/** The visitor's country as the edge states it, upper case; undefined when no header names one. */
export function countryOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  for (const name of COUNTRY_HEADERS) {
    const value = headers[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (text && /^[A-Z]{2}$/.test(text)) return text;
  }
  return undefined;
}

/** Whether the brand blocks this visitor: by address or range, or by the country the edge states. */
export function isRegionBlocked(brand: Brand, ip: string, country: string | undefined): boolean {
  const { blockedIps, blockedCountries } = brand.settings;
  if (isBlockedIp(ip, blockedIps)) return true;
  return country !== undefined && (blockedCountries ?? []).includes(country);
}

/** The maintenance message in the asked language, else the brand's default language's, else none. */
export function maintenanceMessage(brand: Brand, language: string | undefined): string | null {
  const { maintenance } = brand.settings;
  const asked = LANGUAGES.find((l): l is Language => l === language?.trim().toUpperCase());
  const text = (asked && maintenance.messages?.[asked]) || maintenance.message;
  return text ? text : null;
}
