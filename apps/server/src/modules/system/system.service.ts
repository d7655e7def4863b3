import { usableZone } from '../../lib/date-range.js';
import {
  CUSTOMER_SERVICE_TYPES,
  ERROR_CODES,
  SYSTEM_STATUS,
  encodeServicePath,
  type CustomerService,
  type DomainRoutes,
  type Resource,
  type SystemStatus,
} from '@platform/contracts';
import { badRequest, notFound } from '../../lib/errors.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { Actor } from '../../lib/context.js';
import type { Brand } from '../../lib/context.js';
import { minimumAgeOf, toBrand } from './brand.js';
import { isRegionBlocked, maintenanceMessage } from './regions.js';
import { COUNTRIES } from './countries.js';
import type { DomainProbe } from './domain-probe.js';
import type { SystemRepository } from './system.repository.js';
import { renderSupportPage, supportLanguage } from './support-page.js';

const BRAND_CACHE_MS = 5_000;
const RESOURCES_CACHE_MS = 5_000;
const PROBE_CACHE_MS = 5 * 60_000;
/** Members whose VIP level (their label's rank) is above this get the VIP customer service. */
const VIP_SERVICE_ABOVE_RANK = 4;
const DOMAIN_MAX = 255;

type Deps = {
  repo: Pick<
    SystemRepository,
    | 'findMerchantByCode'
    | 'listSwitches'
    | 'listRules'
    | 'ping'
    | 'listResources'
    | 'listDomains'
    | 'findMemberVipLevel'
  >;
  defaultMerchant: string;
  /** Measures a domain of the brand (never the network in tests). */
  probe: DomainProbe;
  now?: () => number;
};

export function createSystemService({ repo, defaultMerchant, probe, now = Date.now }: Deps) {
  const cache = new Map<string, { brand: Brand; at: number }>();
  const resourceCache = createTtlCache<Resource[]>(RESOURCES_CACHE_MS, now);
  const probeCache = createTtlCache<number | null>(PROBE_CACHE_MS, now);

  const resources = (brand: Brand): Promise<Resource[]> =>
    resourceCache.get(String(brand.id), async () =>
      (await repo.listResources(brand.id)).map((r) => ({
        resourceType: r.resourceType,
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
      })),
    );

  async function load(code: string): Promise<Brand | undefined> {
    const merchant = await repo.findMerchantByCode(code);
    if (!merchant) return undefined;
    const [switches, rules] = await Promise.all([
      repo.listSwitches(merchant.id),
      repo.listRules(merchant.id),
    ]);
    return toBrand(merchant, switches, rules);
  }

  /** The brand a `Merchant` header names (the default brand when absent). */
  async function brandOf(code: string | undefined): Promise<Brand> {
    const key = (code ?? defaultMerchant).trim();
    const hit = cache.get(key);
    if (hit && now() - hit.at < BRAND_CACHE_MS) return hit.brand;
    const brand = key.length <= 32 ? await load(key) : undefined;
    if (!brand) throw badRequest(ERROR_CODES.merchantUnknown, `Unknown merchant "${key.slice(0, 32)}".`);
    cache.set(key, { brand, at: now() });
    return brand;
  }

  return {
    brand: brandOf,

    forget(code?: string) {
      if (code) cache.delete(code);
      else cache.clear();
      resourceCache.clear();
    },

    async status(
      brand: Brand,
      ip: string,
      visitor: { country?: string; language?: string } = {},
    ): Promise<SystemStatus> {
      const { settings } = brand;
      const blocked = isRegionBlocked(brand, ip, visitor.country);
      const status = settings.maintenance.enabled
        ? SYSTEM_STATUS.maintenance
        : blocked
          ? SYSTEM_STATUS.regionRestricted
          : SYSTEM_STATUS.normal;
      return {
        status,
        maintenance: {
          enabled: settings.maintenance.enabled,
          message: maintenanceMessage(brand, visitor.language),
        },
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
            timeZone: usableZone(brand.settings.timeZone),
            minimumAge: minimumAgeOf(brand),
          },
          whitelabel: brand.whitelabel,
          register: brand.rules,
          customerService: { available: Boolean(settings.customerServiceUrl) },
          resources: await resources(brand),
          analytics: { gtagId: settings.gtagId },
          imageCDNs: settings.imageCDNs,
          launchGameCDNs: settings.launchGameCDNs,
        },
      };
    },

    /** Social links and app downloads of the brand. */
    resources,

    /**
     * The address the player is on, then the brand's other domains with the round trip of the server's
     * probe (cached five minutes; null when a domain did not answer). The current address answered this
     * very request, so its speed is the server's own time to handle the request so far (`selfMs`).
     */
    async domainRoutes(brand: Brand, currentHost: string, selfMs: number): Promise<DomainRoutes> {
      const current = currentHost.slice(0, DOMAIN_MAX);
      const currentName = current.replace(/:\d+$/, '').toLowerCase();
      const domains = (await repo.listDomains(brand.id)).filter(
        (d) => d.toLowerCase() !== current.toLowerCase() && d.toLowerCase() !== currentName,
      );
      const speeds = await Promise.all(
        domains.map((d) => probeCache.get(`${brand.id}:${d}`, () => probe(d).catch(() => null))),
      );
      return {
        domainList: [
          { domain: current, speed: Math.max(0, Math.round(selfMs)), current: true },
          ...domains.map((domain, i) => ({
            domain: domain.slice(0, DOMAIN_MAX),
            speed: speeds[i] ?? null,
            current: false,
          })),
        ],
      };
    },

    /**
     * The live-chat link (type 3), and for members above VIP rank 4 the VIP service (type 5; the live
     * chat when the brand has no separate one), each obfuscated with the brand code.
     */
    async customerService(brand: Brand, actor: Actor | null): Promise<CustomerService> {
      const chat = brand.settings.customerServiceUrl;
      if (!chat) {
        throw notFound('This site has no customer service link configured.', ERROR_CODES.notFound);
      }
      const pathList: CustomerService['version']['pathList'] = [
        { type: CUSTOMER_SERVICE_TYPES.chat, path: encodeServicePath(chat, brand.code) },
      ];
      if (actor) {
        const level = await repo.findMemberVipLevel(brand.id, actor.memberId);
        if (level !== undefined && level > VIP_SERVICE_ABOVE_RANK) {
          const vip = brand.settings.vipCustomerServiceUrl || chat;
          pathList.push({ type: CUSTOMER_SERVICE_TYPES.vip, path: encodeServicePath(vip, brand.code) });
        }
      }
      return { version: { pathList } };
    },

    /** The in-house customer-service page of a brand (HTML), in the visitor's language. */
    async supportPage(options: {
      merchant: string | undefined;
      vip: boolean;
      lang: string | undefined;
      acceptLanguage: string | undefined;
    }): Promise<string> {
      const b = await brandOf(options.merchant);
      return renderSupportPage({
        brandName: b.name,
        merchantCode: b.code,
        language: supportLanguage(b, options.lang, options.acceptLanguage),
        vip: options.vip,
      });
    },

    countries: () => COUNTRIES,

    health: () => repo.ping(),
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
