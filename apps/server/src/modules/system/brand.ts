import {
  ACCEPTED_PATTERNS,
  languageSchema,
  type RegisterField,
  type RegisterRules,
  type WhitelabelNode,
  REGISTER_FIELDS,
} from '@platform/contracts';
import type { Brand } from '../../lib/context.js';
import type { MerchantRow, RuleRow, SwitchRow } from './system.repository.js';

export function toBrand(merchant: MerchantRow, switches: SwitchRow[], rules: RuleRow[]): Brand {
  const nodes = new Map<string, WhitelabelNode>();
  for (const s of switches)
    nodes.set(s.modId, { modId: s.modId, enabled: s.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const s of switches) {
    const node = nodes.get(s.modId);
    const parent = s.parentModId ? nodes.get(s.parentModId) : undefined;
    if (!node) continue;
    if (parent) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  // A switch counts only when it and every parent above it are on.
  const on = new Set<string>();
  const walk = (list: WhitelabelNode[]) => {
    for (const n of list) {
      if (n.enabled !== '1') continue;
      on.add(n.modId);
      walk(n.childrenNodes);
    }
  };
  walk(roots);

  const ruleMap: RegisterRules = {};
  const known = new Set<string>(REGISTER_FIELDS);
  for (const r of rules) {
    if (!known.has(r.field)) continue;
    ruleMap[r.field as RegisterField] = {
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.acceptedPattern,
      patternId: r.patternId,
      minLength: r.minLength,
      maxLength: r.maxLength,
    };
  }
  const languages = merchant.languages.flatMap((l) => {
    const parsed = languageSchema.safeParse(l);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    id: merchant.id,
    code: merchant.code,
    name: merchant.name,
    currencySymbol: merchant.currencySymbol,
    defaultLanguage: languageSchema.catch('EN').parse(merchant.defaultLanguage),
    languages,
    settings: merchant.settings,
    whitelabel: roots,
    switches: on,
    rules: ruleMap,
  };
}

export const isOn = (brand: Brand, modId: string) => brand.switches.has(modId);

/** The age a member confirms at registration: the brand's, 18 unless set. */
export const minimumAgeOf = (brand: Brand) => brand.settings.responsibleGaming?.minimumAge ?? 18;

/** How often the reality check shows for a member who has not chosen: the brand's, 60 minutes unless set. */
export const realityCheckDefaultOf = (brand: Brand) =>
  brand.settings.responsibleGaming?.realityCheckMinutes ?? 60;

/** The asked language (a header or a cookie) when the brand offers it, the brand's default otherwise. */
/** The password rule of the brand, with a safe default when a brand has none. */
export const passwordRule = (brand: Brand) =>
  brand.rules.password ?? {
    enabled: true,
    required: true,
    acceptedPattern: ACCEPTED_PATTERNS[4],
    patternId: 4,
    minLength: 6,
    maxLength: 20,
  };

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    const v = Number(p);
    if (!/^\d{1,3}$/.test(p) || v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

/** True when the address matches one of the brand's blocked addresses or IPv4 CIDR ranges. */
export function isBlockedIp(ip: string, blocked: readonly string[]): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  for (const entry of blocked) {
    if (entry === address) return true;
    const [base, bitsText] = entry.split('/');
    if (!base || bitsText === undefined) continue;
    const bits = Number(bitsText);
    const a = ipv4ToInt(address);
    const b = ipv4ToInt(base);
    if (a === null || b === null || !(bits >= 0 && bits <= 32)) continue;
    const size = 2 ** (32 - bits);
    if (Math.floor(a / size) === Math.floor(b / size)) return true;
  }
  return false;
}
