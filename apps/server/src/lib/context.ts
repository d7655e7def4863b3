import type { Language } from '@platform/contracts';
import type { MerchantSettings } from '../db/schema.js';
import type { RegisterRules, WhitelabelNode } from '@platform/contracts';

/*
 * What every request carries: its brand, its caller (when signed in) and where it comes from. Plugins and
 * modules share these types from here, so that no plugin imports a domain module.
 */

/** Everything a request needs to know about its brand, loaded once and cached briefly. */
export type Brand = {
  id: number;
  code: string;
  name: string;
  currencySymbol: string;
  defaultLanguage: Language;
  languages: Language[];
  settings: MerchantSettings;
  whitelabel: WhitelabelNode[];
  switches: ReadonlySet<string>;
  rules: RegisterRules;
};

/** Who is calling: the member behind a valid session of the request's brand. */
export type Actor = {
  sessionId: number;
  memberId: number;
  merchantId: number;
  type: number;
  username: string;
  /** The session waits for the verification of a login from a new IP (LOGINIPVERF3). */
  verificationPending?: boolean;
};

/**
 * Where a call comes from, for audit and throttling. `device` is the site's own device id (the `Device-Id`
 * header: a random id the browser keeps), null when absent or malformed; a client can forge or drop it, so
 * it only ever narrows a limit that the IP already bounds.
 */
export type Origin = { ip: string; userAgent: string | null; device: string | null };

/** The language asked for when the brand offers it, the brand's default language otherwise. */
export function brandLanguage(brand: Brand, asked: string | undefined): Language {
  const code = asked?.trim().toUpperCase() ?? '';
  const offered = brand.languages.find((l) => l === code);
  return offered ?? brand.defaultLanguage;
}
