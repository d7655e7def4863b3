import { ERROR_CODES, SYSTEM_STATUS, type SystemStatus } from '@platform/contracts';
import { AppError } from '../../lib/errors.js';
import { isBlockedIp, toBrand, type Brand } from './brand.js';
import { COUNTRIES } from './countries.js';
import type { SystemRepository } from './system.repository.js';

const BRAND_CACHE_MS = 5_000;

type Deps = {
  repo: Pick<SystemRepository, 'findMerchantByCode' | 'listSwitches' | 'listRules' | 'ping'>;
  defaultMerchant: string;
  now?: () => number;
};

export function createSystemService({ repo, defaultMerchant, now = Date.now }: Deps) {
  const cache = new Map<string, { brand: Brand; at: number }>();

  async function load(code: string): Promise<Brand | undefined> {
    const merchant = await repo.findMerchantByCode(code);
    if (!merchant) return undefined;
    const [switches, rules] = await Promise.all([
      repo.listSwitches(merchant.id),
      repo.listRules(merchant.id),
    ]);
    return toBrand(merchant, switches, rules);
  }

  return {
    /** The brand a `Merchant` header names (the default brand when absent). */
    async brand(code: string | undefined): Promise<Brand> {
      const key = (code ?? defaultMerchant).trim();
      const hit = cache.get(key);
      if (hit && now() - hit.at < BRAND_CACHE_MS) return hit.brand;
      const brand = key.length <= 32 ? await load(key) : undefined;
      if (!brand)
        throw new AppError(400, ERROR_CODES.merchantUnknown, `Unknown merchant "${key.slice(0, 32)}".`);
      cache.set(key, { brand, at: now() });
      return brand;
    },

    forget(code?: string) {
      if (code) cache.delete(code);
      else cache.clear();
    },

    status(brand: Brand, ip: string): SystemStatus {
      const { settings } = brand;
      const blocked = isBlockedIp(ip, settings.blockedIps);
      const status = settings.maintenance.enabled
        ? SYSTEM_STATUS.maintenance
        : blocked
          ? SYSTEM_STATUS.regionRestricted
          : SYSTEM_STATUS.normal;
      return {
        status,
        maintenance: { enabled: settings.maintenance.enabled, message: settings.maintenance.message },
        regionRestriction: { blocked },
        location: { ip },
        info: {
          brand: {
            merchantCode: brand.code,
            name: brand.name,
            currencySymbol: brand.currencySymbol,
            defaultLanguage: brand.defaultLanguage,
            languages: brand.languages,
            loginedToHomePage: settings.loginedToHomePage,
            agentTypes: settings.agentTypes,
          },
          whitelabel: brand.whitelabel,
          register: brand.rules,
          customerService: { available: settings.customerServiceUrl !== null },
          resources: [],
          analytics: { gtagId: settings.gtagId },
          imageCDNs: settings.imageCDNs,
          launchGameCDNs: settings.launchGameCDNs,
        },
      };
    },

    countries: () => COUNTRIES,

    health: () => repo.ping(),
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
