import {
  BRAND_SWITCHES,
  DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
  DEFAULT_CURRENCY,
  LANGUAGES,
  REGISTER_FIELDS,
  SWITCH_DESCRIPTIONS,
  languageSchema,
  patternOf,
  type BrandFieldRule,
  type BrandSettings,
  type BrandSettingsValue,
  type Language,
} from '@platform/contracts';
import type { Database } from '../../../db/client.js';
import type { MerchantSettings } from '../../../db/schema.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { usableZone } from '../../../lib/date-range.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { BrandSettingsRepository } from '../../system/index.js';
import type { Role } from '../roles.js';

/** The channel on which every API process hears that a brand's settings changed (decision record 037). */
export const BRAND_CHANGED = 'brand.changed';

/**
 * The roles that need an authenticator when the brand has not chosen: the same as `roles.ts`'s default (its
 * test compares them); not imported from there, since `roles.ts` imports this area's role table.
 */
export const DEFAULT_TOTP_ROLES: readonly Role[] = ['owner', 'finance'];
const DEFAULT_REGISTRATION = { perIpPerDay: 5, perDevicePerDay: 3 };
const DEFAULT_RESPONSIBLE = { minimumAge: 18, realityCheckMinutes: 60 };

type Deps = {
  db: Database;
  repo: BrandSettingsRepository;
  audit: ModuleDeps['audit'];
  /** Tells every API process (this one included) that the brand changed; each drops its cached brand. */
  changed: (code: string) => Promise<void>;
};

type Snapshot = Awaited<ReturnType<BrandSettingsRepository['snapshot']>>;
type MerchantRow = NonNullable<Awaited<ReturnType<BrandSettingsRepository['lockMerchant']>>>;

const isLanguage = (l: string): l is Language => languageSchema.safeParse(l).success;

/** The settings object of the back office, read from the brand's rows. */
export function settingsOf(merchant: MerchantRow, snapshot: Snapshot): BrandSettings {
  const s = merchant.settings;
  const on = new Map(snapshot.switches.map((r) => [r.modId, r.enabled]));
  const defaultLanguage = isLanguage(merchant.defaultLanguage) ? merchant.defaultLanguage : 'EN';
  const rules: Partial<Record<(typeof REGISTER_FIELDS)[number], BrandFieldRule>> = {};
  const known = new Set<string>(REGISTER_FIELDS);
  for (const r of snapshot.rules) {
    if (!known.has(r.field)) continue;
    rules[r.field as (typeof REGISTER_FIELDS)[number]] = {
      enabled: r.enabled,
      required: r.required,
      patternId: r.patternId,
      minLength: r.minLength,
      maxLength: r.maxLength,
    };
  }
  return {
    name: merchant.name,
    switches: Object.fromEntries(
      BRAND_SWITCHES.map((id) => [id, on.get(id) ?? false]),
    ) as BrandSettings['switches'],
    loginedToHomePage: s.loginedToHomePage,
    registration: {
      rules,
      perIpPerDay: s.registration?.perIpPerDay ?? DEFAULT_REGISTRATION.perIpPerDay,
      perDevicePerDay: s.registration?.perDevicePerDay ?? DEFAULT_REGISTRATION.perDevicePerDay,
    },
    domains: snapshot.domains,
    maintenance: {
      enabled: s.maintenance.enabled,
      messages: Object.fromEntries(
        LANGUAGES.map((l) => [
          l,
          s.maintenance.messages?.[l] ?? (l === defaultLanguage ? (s.maintenance.message ?? '') : ''),
        ]),
      ) as BrandSettings['maintenance']['messages'],
    },
    regionBlocking: { countries: s.blockedCountries ?? [], ips: s.blockedIps },
    timeZone: usableZone(s.timeZone),
    currency: { code: s.currency ?? DEFAULT_CURRENCY, symbol: merchant.currencySymbol },
    languages: { offered: merchant.languages.filter(isLanguage), default: defaultLanguage },
    responsibleGaming: { ...DEFAULT_RESPONSIBLE, ...s.responsibleGaming },
    operators: { totpRequiredRoles: [...(s.operators?.totpRequiredRoles ?? DEFAULT_TOTP_ROLES)] },
    backOffice: {
      adjustmentApprovalThreshold:
        s.backOffice?.adjustmentApprovalThreshold ?? DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
    },
  };
}

/** The groups of settings that differ, each before and after (what the audit row keeps). */
function changes(before: BrandSettings, after: BrandSettings) {
  const keys = (Object.keys(after) as (keyof BrandSettings)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    changed: keys,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * The brand's settings for the back office: read, and replaced whole (owners). One transaction under the
 * brand row's lock writes the merchant row, the switches, the registration rules, the domains and one audit
 * row with the groups that changed before and after; then every API process drops its cached brand, so the
 * site answers with the new settings at once.
 */
export function createBrandSettingsAdmin({ db, repo, audit, changed }: Deps) {
  async function read(brand: Brand): Promise<BrandSettingsValue> {
    const merchant = await repo.findMerchant(brand.id);
    if (!merchant) throw new Error(`brand ${brand.code} vanished`);
    return { merchantCode: merchant.code, settings: settingsOf(merchant, await repo.snapshot(brand.id)) };
  }

  return {
    read,

    async replace(
      operator: OperatorActor,
      brand: Brand,
      next: BrandSettings,
      origin: Origin,
    ): Promise<BrandSettingsValue> {
      const value = await db.transaction(async (tx) => {
        const merchant = await repo.lockMerchant(brand.id, tx);
        if (!merchant) throw new Error(`brand ${brand.code} vanished`);
        const snapshot = await repo.snapshot(brand.id, tx);
        const before = settingsOf(merchant, snapshot);

        const present = new Map(snapshot.switches.map((r) => [r.modId, r]));
        let sort = Math.max(0, ...snapshot.switches.map((r) => r.sort)) + 1;
        for (const modId of BRAND_SWITCHES) {
          const enabled = next.switches[modId];
          const row = present.get(modId);
          if (row && row.enabled === enabled) continue;
          await repo.setSwitch(tx, brand.id, {
            modId,
            parentModId: row ? row.parentModId : SWITCH_DESCRIPTIONS[modId].group,
            enabled,
            sort: row ? row.sort : sort++,
          });
        }

        if (JSON.stringify(before.registration.rules) !== JSON.stringify(next.registration.rules)) {
          const rules = Object.fromEntries(
            Object.entries(next.registration.rules).flatMap(([field, rule]) =>
              rule ? [[field, { ...rule, acceptedPattern: patternOf(rule.patternId) }]] : [],
            ),
          );
          await repo.replaceRules(tx, brand.id, rules);
        }
        if (JSON.stringify(before.domains) !== JSON.stringify(next.domains))
          await repo.replaceDomains(tx, brand.id, next.domains);

        const defaultText = next.maintenance.messages[next.languages.default] || null;
        const settings: MerchantSettings = {
          ...merchant.settings,
          loginedToHomePage: next.loginedToHomePage,
          registration: {
            perIpPerDay: next.registration.perIpPerDay,
            perDevicePerDay: next.registration.perDevicePerDay,
          },
          maintenance: {
            enabled: next.maintenance.enabled,
            message: defaultText,
            messages: Object.fromEntries(
              Object.entries(next.maintenance.messages).filter(([, text]) => text !== ''),
            ),
          },
          blockedIps: next.regionBlocking.ips,
          blockedCountries: next.regionBlocking.countries,
          timeZone: next.timeZone,
          currency: next.currency.code,
          responsibleGaming: next.responsibleGaming,
          operators: { totpRequiredRoles: next.operators.totpRequiredRoles },
          backOffice: next.backOffice,
        };
        await repo.updateMerchant(tx, brand.id, {
          name: next.name,
          currencySymbol: next.currency.symbol,
          languages: next.languages.offered,
          defaultLanguage: next.languages.default,
          settings,
        });

        const after = settingsOf(
          {
            ...merchant,
            name: next.name,
            currencySymbol: next.currency.symbol,
            languages: next.languages.offered,
            defaultLanguage: next.languages.default,
            settings,
          },
          await repo.snapshot(brand.id, tx),
        );
        await audit.write(
          {
            merchantId: brand.id,
            operatorId: operator.operatorId,
            event: 'brand.settings',
            ip: origin.ip,
            detail: changes(before, after),
          },
          tx,
        );
        return { merchantCode: merchant.code, settings: after };
      });
      await changed(brand.code);
      return value;
    },
  };
}
export type BrandSettingsAdmin = ReturnType<typeof createBrandSettingsAdmin>;
