import type { Transaction } from '../db/client.js';
import {
  announcements,
  banners,
  domainRoutes,
  gameVendors,
  helpArticles,
  helpCategories,
  resources,
} from '../db/schema.js';
import { HELP_CENTER } from './content-help.js';
import { ANNOUNCEMENTS, BANNERS } from './content-texts.js';

// The demo brand's site content: banners, announcements, social links, domains, help centre, game
// vendors and featured matches. Dates are relative to the moment of seeding.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Vendors of the demo brand: code, display name, categories, the categories where it is hot, and how its
 * rounds move money (`seamless` on the main wallet, the default; `transfer` through its sub-wallet).
 */
export const VENDORS: {
  code: string;
  name: string;
  categories: string[];
  hot?: string[];
  walletMode?: 'seamless' | 'transfer';
}[] = [
  { code: 'LOTUS', name: 'Lotus Originals', categories: ['RNG', 'FISH', 'PVP'], hot: ['RNG', 'FISH', 'PVP'] },
  { code: 'GOLDPEAK', name: 'Gold Peak Gaming', categories: ['RNG'], hot: ['RNG'] },
  { code: 'NEONREEL', name: 'Neon Reels', categories: ['RNG'], hot: ['RNG'] },
  { code: 'DRAGONFORGE', name: 'Dragon Forge', categories: ['RNG', 'FISH'], hot: ['FISH'] },
  { code: 'STARFRUIT', name: 'Starfruit Slots', categories: ['RNG'] },
  { code: 'LUCKYCAT', name: 'Lucky Cat Studio', categories: ['RNG'] },
  { code: 'JADEWAVE', name: 'Jade Wave', categories: ['RNG'] },
  { code: 'PIXELPALACE', name: 'Pixel Palace', categories: ['RNG'] },
  { code: 'TIGERSTRIKE', name: 'Tiger Strike', categories: ['RNG'], walletMode: 'transfer' },
  { code: 'VELVET', name: 'Velvet Live', categories: ['LIVE'], hot: ['LIVE'] },
  { code: 'ROYALTABLE', name: 'Royal Table', categories: ['LIVE'], hot: ['LIVE'], walletMode: 'transfer' },
  { code: 'ORCHID', name: 'Orchid Live', categories: ['LIVE'] },
  { code: 'SILKROAD', name: 'Silk Road Live', categories: ['LIVE'], walletMode: 'transfer' },
  { code: 'OCEANKING', name: 'Ocean King Studio', categories: ['FISH'], hot: ['FISH'] },
  { code: 'REEFRUSH', name: 'Reef Rush', categories: ['FISH'] },
  { code: 'CARDHOUSE', name: 'Card House', categories: ['PVP'], hot: ['PVP'] },
  // The in-house sportsbook serves both the sports and the e-sports entries (docs/sportsbook.md).
  { code: 'FB', name: 'Lotus Sports', categories: ['SPORTS', 'ESPORTS'], hot: ['SPORTS', 'ESPORTS'] },
  { code: 'LOTT', name: 'Lotus Lotto', categories: ['LOTT'], hot: ['LOTT'] },
  { code: 'ELOTT', name: 'Lotus E-Lottery', categories: ['ELOTT'], hot: ['ELOTT'] },
  { code: 'DS88', name: 'DS88 Derby', categories: ['DS88'], hot: ['DS88'] },
];

const SOCIAL = [
  { resourceType: 'INSTAGRAM', url: 'https://instagram.com/royallotus.demo' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.com/royallotus.demo' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/message/ROYALLOTUSDEMO' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/royallotus_demo' },
  { resourceType: 'TELEGRAM2', url: 'https://t.me/royallotus_demo_vip' },
  { resourceType: 'APP_IOS', url: '/down#ios' },
  { resourceType: 'APP_ANDROID', url: '/down#android' },
];

export const DEMO_DOMAINS = ['www.royallotus.example', 'm.royallotus.example', 'rl-backup.example'];

/** Seeds the demo brand's site content; run once, inside the brand's creation transaction. */
export async function seedDemoContent(tx: Transaction, merchantId: number, now = new Date()): Promise<void> {
  await tx.insert(banners).values(
    BANNERS.map((b, i) => ({
      merchantId,
      groupName: b.group,
      imageUrl: `/art/banners/${b.group}-${b.n}.svg`,
      linkageType: b.linkageType,
      linkUrl: b.linkUrl,
      sort: i,
      startsAt: new Date(now.getTime() - 30 * DAY_MS),
      text: b.text,
    })),
  );

  await tx.insert(announcements).values(
    ANNOUNCEMENTS.map((a, i) => ({
      merchantId,
      type: a.type,
      execution: a.execution,
      sort: i,
      startsAt: new Date(now.getTime() - a.daysAgo * DAY_MS - i * HOUR_MS),
      text: a.text,
    })),
  );

  await tx.insert(resources).values(SOCIAL.map((r, sort) => ({ merchantId, ...r, qrCodeUrl: null, sort })));

  await tx.insert(domainRoutes).values(DEMO_DOMAINS.map((domain, sort) => ({ merchantId, domain, sort })));

  for (const [sort, category] of HELP_CENTER.entries()) {
    const [row] = await tx
      .insert(helpCategories)
      .values({ merchantId, sort, text: category.text })
      .returning({ id: helpCategories.id });
    if (!row) throw new Error('help category was not stored');
    await tx
      .insert(helpArticles)
      .values(category.articles.map((text, i) => ({ merchantId, categoryId: row.id, sort: i, text })));
  }

  await tx.insert(gameVendors).values(
    VENDORS.flatMap((v, sort) =>
      v.categories.map((category) => ({
        merchantId,
        code: v.code,
        category,
        name: v.name,
        logoUrl: `/art/vendors/${v.code}.svg`,
        logoWhiteUrl: `/art/vendors/${v.code}-white.svg`,
        isHot: v.hot?.includes(category) ?? false,
        sort,
        walletMode: v.walletMode ?? 'seamless',
      })),
    ),
  );
}
