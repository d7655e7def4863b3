import { DEMO_PASSWORD } from './demo-password.js';
import {
  ACCEPTED_PATTERNS,
  majorToMinor,
  REGISTER_FIELDS,
  WHITELABEL_SWITCHES,
  type FieldRule,
  type PatternId,
  type RegisterField,
} from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import {
  members,
  merchants,
  registerRules,
  whitelabelSwitches,
  type MerchantSettings,
} from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { depositFromCash } from './funds.js';
import { createMembersRepository } from '../modules/members/index.js';
import { seedCatalogue } from './catalogue.js';
import { seedLotteryGames } from './lottery.js';
import { seedSportsbook } from './sportsbook.js';
import { seedRooms } from './rooms.js';
import { seedDemoContent } from './content.js';
import { DEMO_LEGAL, seedLegalDocuments } from './legal.js';
import { seedPoints } from './points.js';
import { seedCentreRewards } from './centre-rewards.js';
import { seedMissions } from './missions.js';
import { seedOperators } from './operators.js';
import { seedPayments } from './payments.js';
import { seedRewards } from './rewards.js';
import { seedAgentTeam } from './agents.js';

export type SeedAccount = {
  username: string;
  password: string;
  nickname: string;
  type: number;
  affiliateCode?: string;
  /** Opening balance in major units, paid in from the brand's cash account (a real ledger transfer). */
  deposit?: number;
  /** Username of the upline agent (`members.upline_id`), another account of the same definition. */
  upline?: string;
};

export type BrandDefinition = {
  code: string;
  name: string;
  currencySymbol: string;
  languages: string[];
  defaultLanguage: string;
  isDefault: boolean;
  settings: MerchantSettings;
  /** Switches that are off; every other switch of WHITELABEL_SWITCHES is on. */
  switchesOff: string[];
  rules: Partial<Record<RegisterField, FieldRule>>;
  accounts: SeedAccount[];
  /** Content written with a new brand, in the same transaction (banners, promotions, ...). */
  content?: ((tx: Transaction, merchantId: number) => Promise<void>)[];
};

const rule = (
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  required = false,
  enabled = true,
): FieldRule => ({
  enabled,
  required,
  acceptedPattern: ACCEPTED_PATTERNS[patternId],
  patternId,
  minLength,
  maxLength,
});

/** The parent group of each switch, so that the tree has the shape the site expects. */
const SWITCH_GROUPS: Record<string, string[]> = {
  REGISTER3: ['MOBILENUMREG3', 'USERNAMEREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  LOGIN3: ['MOBILEVERCODELOGIN3', 'VERIFICATION3', 'FREEPLAY3', 'LOGINIPVERF3'],
  SECURITY3: ['PWDEXPFORCECHANGE3', 'CHNGPASSVERIF3'],
  AGENT3: ['AGENTPOLICY3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'],
};

export { DEMO_PASSWORD };

/** Registration rules a brand starts from: username, password, optional mobile and e-mail. */
export function defaultRules(): Partial<Record<RegisterField, FieldRule>> {
  const rules: Partial<Record<RegisterField, FieldRule>> = {};
  for (const field of REGISTER_FIELDS) rules[field] = rule(0, 0, 64, false, false);
  rules.username = rule(1, 6, 16, true);
  rules.password = rule(4, 6, 20, true);
  rules.mobileNum = rule(6, 8, 15, false);
  rules.email = rule(3, 6, 50, false);
  rules.paymentPassword = rule(6, 6, 6, false, false);
  rules.birthday = rule(11, 10, 10, false, false);
  rules.payeeName = rule(21, 2, 50, false, false);
  return rules;
}

export const defaultSettings = (): MerchantSettings => ({
  loginedToHomePage: false,
  agentTypes: [1, 2, 41, 42],
  smsCodeMinutes: 2,
  passwordMaxAgeDays: 180,
  maintenance: { enabled: false, message: null },
  blockedIps: [],
  customerServiceUrl: null,
  gtagId: null,
  imageCDNs: [],
  launchGameCDNs: [],
});

export const DEMO_BRAND: BrandDefinition = {
  code: 'demo',
  name: 'Royal Lotus',
  currencySymbol: 'P',
  languages: ['EN', 'CN', 'ID', 'TH', 'TY', 'VI'],
  defaultLanguage: 'EN',
  isDefault: true,
  settings: {
    ...defaultSettings(),
    pointConversionRate: 0.1,
    customerServiceUrl: '/support',
    vipCustomerServiceUrl: '/support?vip=1',
    timeZone: 'Asia/Manila',
    marketing: { averageDepositSeconds: 95, averageWithdrawalSeconds: 420, paymentPartners: 12 },
    payments: {
      withdrawMin: 100,
      withdrawMax: 50_000,
      withdrawalConfirmMinutes: 30,
      uplineTransferMin: 10,
      uplineTransferMax: 20_000,
    },
    referral: {
      signupReward: 20,
      playReward: 50,
      playTurnover: 1_000,
      turnoverMultiple: 3,
      rewardOn: 'first_deposit',
      reviewWindowDays: 30,
    },
    registration: { perIpPerDay: 5, perDevicePerDay: 3 },
    bonus: { minTurnoverMultiple: 1 },
    legal: DEMO_LEGAL,
    agent: { transferMin: 10, transferMax: 1_000_000, commissionGraceHours: 24 },
    responsibleGaming: { minimumAge: 18, realityCheckMinutes: 60 },
  },
  switchesOff: ['LOGINIPVERF3'],
  // The demo's form has the referral field: its referral programme honours codes only where it does.
  rules: { ...defaultRules(), referralCode: rule(0, 1, 32) },
  accounts: [
    {
      username: 'player01',
      password: DEMO_PASSWORD,
      nickname: 'Lucky Lotus',
      type: 0,
      deposit: 5_000,
      upline: 'agent01',
    },
    {
      username: 'agent01',
      password: DEMO_PASSWORD,
      nickname: 'Royal Agent',
      type: 1,
      affiliateCode: 'ROYAL1',
      deposit: 20_000,
    },
    { username: 'trial01', password: DEMO_PASSWORD, nickname: 'Guest', type: 4 },
  ],
  content: [
    seedRewards,
    seedPoints,
    seedDemoContent,
    seedLegalDocuments,
    seedCatalogue,
    seedLotteryGames,
    seedSportsbook,
    seedRooms,
    seedPayments,
    seedOperators,
    seedCentreRewards,
    seedMissions,
    // Last: the team plays the catalogue's games and pays through the brand's channels.
    seedAgentTeam,
  ],
};

/**
 * The demo brand, with or without agent01's team and its last 30 days of play (`seedAgentTeam`): a new
 * install gets the team; the test app leaves it out unless a test asks, so that other tests see a quiet
 * brand.
 */
export const demoBrand = (options: { team: boolean }): BrandDefinition =>
  options.team
    ? DEMO_BRAND
    : { ...DEMO_BRAND, content: DEMO_BRAND.content?.filter((seed) => seed !== seedAgentTeam) };

/**
 * Creates a brand with its switches, rules and accounts when it does not exist yet; running it again
 * changes nothing (an operator's later edits are kept).
 */
export async function seedBrand(db: Database, def: BrandDefinition): Promise<number> {
  const [existing] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, def.code))
    .limit(1);
  if (existing) {
    // A brand seeded by an earlier version gains the games added since; entries it has are kept as they are.
    const added = (def.content ?? []).filter((seed) => seed === seedCatalogue || seed === seedRooms);
    if (added.length)
      await db.transaction(async (tx) => {
        for (const seed of added) await seed(tx, existing.id);
      });
    return existing.id;
  }
  const hashes = await Promise.all(def.accounts.map((a) => hashPassword(a.password)));
  const repo = createMembersRepository(db);
  return db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({
        code: def.code,
        name: def.name,
        currencySymbol: def.currencySymbol,
        languages: def.languages,
        defaultLanguage: def.defaultLanguage,
        isDefault: def.isDefault,
        settings: def.settings,
      })
      .onConflictDoNothing()
      .returning({ id: merchants.id });
    if (!merchant) {
      const [row] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, def.code));
      return row?.id ?? 0;
    }
    let sort = 0;
    const grouped = new Set(Object.values(SWITCH_GROUPS).flat());
    for (const [group, children] of Object.entries(SWITCH_GROUPS)) {
      await tx
        .insert(whitelabelSwitches)
        .values({ merchantId: merchant.id, modId: group, parentModId: null, enabled: true, sort: sort++ });
      for (const modId of children) {
        await tx.insert(whitelabelSwitches).values({
          merchantId: merchant.id,
          modId,
          parentModId: group,
          enabled: !def.switchesOff.includes(modId),
          sort: sort++,
        });
      }
    }
    for (const modId of WHITELABEL_SWITCHES.filter((s) => !grouped.has(s))) {
      await tx.insert(whitelabelSwitches).values({
        merchantId: merchant.id,
        modId,
        parentModId: null,
        enabled: !def.switchesOff.includes(modId),
        sort: sort++,
      });
    }
    for (const [field, r] of Object.entries(def.rules)) {
      await tx.insert(registerRules).values({ merchantId: merchant.id, field, ...r });
    }
    for (const [i, account] of def.accounts.entries()) {
      const [taken] = await tx
        .select({ id: members.id })
        .from(members)
        .where(
          and(eq(members.merchantId, merchant.id), eq(members.usernameLower, account.username.toLowerCase())),
        );
      if (taken) continue;
      const inserted = await repo.insertWithWallet(
        {
          merchantId: merchant.id,
          username: account.username,
          usernameLower: account.username.toLowerCase(),
          passwordHash: hashes[i] ?? '',
          nickname: account.nickname,
          type: account.type,
          affiliateCode: account.affiliateCode ?? null,
          language: def.defaultLanguage,
          // Established accounts of the demo: opened 60 days before the brand was seeded, last here the day before.
          createdAt: new Date(Date.now() - 60 * 86_400_000),
          lastLoginAt: new Date(Date.now() - 86_400_000),
        },
        tx,
      );
      if (!inserted.ok) throw new Error(`demo account ${account.username}: ${inserted.taken} taken`);
      const { member } = inserted;
      if (account.deposit)
        await depositFromCash(tx, merchant.id, member.id, majorToMinor(account.deposit), 'opening balance');
    }
    for (const account of def.accounts.filter((a) => a.upline)) {
      const byName = (name: string) =>
        and(eq(members.merchantId, merchant.id), eq(members.usernameLower, name.toLowerCase()));
      const [upline] = await tx
        .select({ id: members.id })
        .from(members)
        .where(byName(account.upline ?? ''));
      if (upline) await tx.update(members).set({ uplineId: upline.id }).where(byName(account.username));
    }
    for (const seed of def.content ?? []) await seed(tx, merchant.id);
    return merchant.id;
  });
}
