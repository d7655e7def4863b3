import {
  MISSION_METRICS,
  MISSION_PERIODS,
  MONEY_METRICS,
  ADMIN_REWARDS_ERRORS,
  majorToMinor,
  minorToMajor,
  type AdminMission,
  type AdminShopItem,
  type AdminVipLevel,
  type GameCategory,
  type MissionWrite,
  type PointRatesWrite,
  type ShopItemWrite,
  type VipLevelWrite,
} from '@platform/contracts';
import { pageFields, pageWindow, type PageRequest } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { badRequest } from '../../../lib/errors.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { ModuleDeps } from '../../module-deps.js';
import { createRewardsWriter, localized, missing, requireDefault } from './rewards-write.js';
import {
  createAdminRewardsRepository,
  type MissionRow,
  type ShopItemRow,
  type VipLevelRow,
} from './rewards.repository.js';

const metricOf = (metric: string) => MISSION_METRICS.find((m) => m === metric) ?? 'turnover';
const periodOf = (period: string) => MISSION_PERIODS.find((p) => p === period) ?? 'daily';
const isMoneyMetric = (metric: string) => (MONEY_METRICS as readonly string[]).includes(metric);

/**
 * VIP levels (thresholds, perks the VIP job pays, names), the points shop (items, the rates that earn
 * points) and missions (targets and rewards as the missions engine reads them). Every write is one
 * transaction with its audit row.
 */
export function createAdminCatalogueService(deps: ModuleDeps) {
  const repo = createAdminRewardsRepository(deps.db);
  const write = createRewardsWriter(deps);

  // --- VIP levels -------------------------------------------------------------------------------------
  const toVipLevel = (row: VipLevelRow & { members: number }): AdminVipLevel => ({
    level: row.level,
    badgeUrl: row.badgeUrl,
    turnoverRequired: minorToMajor(row.turnoverRequired),
    depositRequired: minorToMajor(row.depositRequired),
    upgradeBonus: minorToMajor(row.upgradeBonus),
    birthdayBonus: minorToMajor(row.birthdayBonus),
    monthlyBonus: minorToMajor(row.monthlyBonus),
    rebates: row.rebates.map((r) => ({ gameType: r.gameType as GameCategory, rate: r.bps / 100 })),
    withdrawalsPerDay: row.withdrawalsPerDay,
    withdrawalLimit: minorToMajor(row.withdrawalLimit),
    dedicatedService: row.dedicatedService,
    text: localized(row.text),
    members: row.members,
  });

  // --- shop ---------------------------------------------------------------------------------------------
  const toShopItem = (row: ShopItemRow, waiting: number): AdminShopItem => ({
    id: row.id,
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    pointsRequired: row.pointsRequired,
    amountRequired: minorToMajor(row.amountRequired),
    sort: row.sort,
    enabled: row.enabled,
    text: localized(row.text),
    waiting,
  });
  const shopValues = (brand: Brand, body: ShopItemWrite) => {
    requireDefault(brand, body.text);
    return {
      imageUrl: body.imageUrl,
      quantity: body.quantity,
      pointsRequired: body.pointsRequired,
      amountRequired: majorToMinor(body.amountRequired),
      sort: body.sort,
      enabled: body.enabled,
      text: localized(body.text),
    };
  };

  // --- missions -------------------------------------------------------------------------------------------
  const toMission = (row: MissionRow, claims: number): AdminMission => ({
    id: row.id,
    metric: metricOf(row.metric),
    gameType: row.gameType,
    period: periodOf(row.period),
    target: isMoneyMetric(row.metric) ? minorToMajor(row.target) : Number(row.target),
    reward: minorToMajor(row.reward),
    turnoverMultiple: row.turnoverMultiple,
    sort: row.sort,
    enabled: row.enabled,
    text: localized(row.text),
    claims,
  });
  const missionValues = (brand: Brand, body: MissionWrite) => {
    requireDefault(brand, body.text);
    return {
      metric: body.metric,
      gameType: body.metric === 'deposit' ? null : body.gameType,
      period: body.period,
      // Money metrics are kept in minor units, counts as they are.
      target: isMoneyMetric(body.metric) ? majorToMinor(body.target) : BigInt(body.target),
      reward: majorToMinor(body.reward),
      turnoverMultiple: body.turnoverMultiple,
      sort: body.sort,
      enabled: body.enabled,
      text: localized(body.text),
    };
  };

  return {
    // --- VIP levels -----------------------------------------------------------------------------------
    async vipLevels(brand: Brand) {
      return { list: (await repo.vipLevels(brand.id)).map(toVipLevel) };
    },

    /**
     * Replaces one level's thresholds, perks and names. Thresholds never fall below the level under it
     * nor rise above the level over it (members are placed by them).
     */
    async updateVipLevel(
      operator: OperatorActor,
      brand: Brand,
      level: number,
      body: VipLevelWrite,
      origin: Origin,
    ) {
      return write(operator, brand, origin, 'vip', async (tx) => {
        const levels = await repo.lockVipLevels(brand.id, tx);
        const index = levels.findIndex((l) => l.level === level);
        const before = levels[index];
        if (!before) throw missing('VIP level');
        requireDefault(brand, body.text);
        const turnover = majorToMinor(body.turnoverRequired);
        const deposit = majorToMinor(body.depositRequired);
        const below = levels[index - 1];
        const above = levels[index + 1];
        const order = (field: string, value: bigint, low?: bigint, high?: bigint) => {
          if (low !== undefined && value < low)
            throw badRequest(
              ADMIN_REWARDS_ERRORS.vipThresholdOrder,
              `${field}: must be at least level ${below!.level}'s ${minorToMajor(low)}.`,
              { field },
            );
          if (high !== undefined && value > high)
            throw badRequest(
              ADMIN_REWARDS_ERRORS.vipThresholdOrder,
              `${field}: must be at most level ${above!.level}'s ${minorToMajor(high)}.`,
              { field },
            );
        };
        order('turnoverRequired', turnover, below?.turnoverRequired, above?.turnoverRequired);
        order('depositRequired', deposit, below?.depositRequired, above?.depositRequired);
        const after = await repo.updateVipLevel(
          brand.id,
          level,
          {
            badgeUrl: body.badgeUrl,
            turnoverRequired: turnover,
            depositRequired: deposit,
            upgradeBonus: majorToMinor(body.upgradeBonus),
            birthdayBonus: majorToMinor(body.birthdayBonus),
            monthlyBonus: majorToMinor(body.monthlyBonus),
            rebates: body.rebates.map((r) => ({ gameType: r.gameType, bps: Math.round(r.rate * 100) })),
            withdrawalsPerDay: body.withdrawalsPerDay,
            withdrawalLimit: majorToMinor(body.withdrawalLimit),
            dedicatedService: body.dedicatedService,
            text: localized(body.text),
          },
          tx,
        );
        const members = (await repo.vipLevels(brand.id, tx)).find((l) => l.level === level)?.members ?? 0;
        return {
          value: toVipLevel({ ...after, members }),
          event: 'rewards.vip.update',
          before,
          after,
          extra: { level },
        };
      });
    },

    // --- points shop ----------------------------------------------------------------------------------
    async shopItems(brand: Brand, query: PageRequest) {
      const { rows, total } = await repo.shopPage(brand.id, pageWindow(query));
      return { list: rows.map((r) => toShopItem(r, r.waiting)), ...pageFields(query, total) };
    },

    async createShopItem(operator: OperatorActor, brand: Brand, body: ShopItemWrite, origin: Origin) {
      return write(operator, brand, origin, 'shop', async (tx) => {
        const row = await repo.insertShopItem({ merchantId: brand.id, ...shopValues(brand, body) }, tx);
        return {
          value: toShopItem(row, 0),
          event: 'rewards.shop.item.create',
          before: null,
          after: row,
          extra: { itemId: row.id },
        };
      });
    },

    async updateShopItem(
      operator: OperatorActor,
      brand: Brand,
      id: number,
      body: ShopItemWrite,
      origin: Origin,
    ) {
      return write(operator, brand, origin, 'shop', async (tx) => {
        const before = await repo.findShopItem(brand.id, id, tx, true);
        if (!before) throw missing('shop item');
        const after = await repo.updateShopItem(id, shopValues(brand, body), tx);
        return {
          value: toShopItem(after, await repo.shopItemWaiting(id, tx)),
          event: 'rewards.shop.item.update',
          before,
          after,
          extra: { itemId: id },
        };
      });
    },

    async setShopItemEnabled(
      operator: OperatorActor,
      brand: Brand,
      id: number,
      enabled: boolean,
      origin: Origin,
    ) {
      return write(operator, brand, origin, 'shop', async (tx) => {
        const before = await repo.findShopItem(brand.id, id, tx, true);
        if (!before) throw missing('shop item');
        const after = await repo.updateShopItem(id, { enabled }, tx);
        return {
          value: toShopItem(after, await repo.shopItemWaiting(id, tx)),
          event: enabled ? 'rewards.shop.item.enable' : 'rewards.shop.item.disable',
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
          extra: { itemId: id },
        };
      });
    },

    async pointRates(brand: Brand) {
      const rates = await repo.pointRates(brand.id);
      return {
        rates: rates.map((r) => ({
          gameType: r.gameType as GameCategory,
          points: r.points,
          per: minorToMajor(r.per),
        })),
        conversionRate: brand.settings.pointConversionRate ?? 0,
      };
    },

    async replacePointRates(operator: OperatorActor, brand: Brand, body: PointRatesWrite, origin: Origin) {
      return write(operator, brand, origin, 'shop', async (tx) => {
        const before = await repo.pointRates(brand.id, tx);
        const after = await repo.replacePointRates(
          brand.id,
          body.rates.map((r) => ({ gameType: r.gameType, points: r.points, per: majorToMinor(r.per) })),
          tx,
        );
        const view = (rows: typeof after) =>
          rows.map((r) => ({ gameType: r.gameType, points: r.points, per: minorToMajor(r.per) }));
        return {
          value: {
            rates: view(after).map((r) => ({ ...r, gameType: r.gameType as GameCategory })),
            conversionRate: brand.settings.pointConversionRate ?? 0,
          },
          event: 'rewards.shop.rates',
          before: { rates: view(before) },
          after: { rates: view(after) },
        };
      });
    },

    // --- missions -------------------------------------------------------------------------------------
    async missions(brand: Brand, query: PageRequest) {
      const { rows, total } = await repo.missionPage(brand.id, pageWindow(query));
      return { list: rows.map((r) => toMission(r, r.claims)), ...pageFields(query, total) };
    },

    async createMission(operator: OperatorActor, brand: Brand, body: MissionWrite, origin: Origin) {
      return write(operator, brand, origin, 'missions', async (tx) => {
        const row = await repo.insertMission({ merchantId: brand.id, ...missionValues(brand, body) }, tx);
        return {
          value: toMission(row, 0),
          event: 'rewards.mission.create',
          before: null,
          after: row,
          extra: { missionId: row.id },
        };
      });
    },

    async updateMission(
      operator: OperatorActor,
      brand: Brand,
      id: number,
      body: MissionWrite,
      origin: Origin,
    ) {
      return write(operator, brand, origin, 'missions', async (tx) => {
        const before = await repo.findMission(brand.id, id, tx, true);
        if (!before) throw missing('mission');
        const after = await repo.updateMission(id, missionValues(brand, body), tx);
        return {
          value: toMission(after, await repo.missionClaims(id, tx)),
          event: 'rewards.mission.update',
          before,
          after,
          extra: { missionId: id },
        };
      });
    },

    async setMissionEnabled(
      operator: OperatorActor,
      brand: Brand,
      id: number,
      enabled: boolean,
      origin: Origin,
    ) {
      return write(operator, brand, origin, 'missions', async (tx) => {
        const before = await repo.findMission(brand.id, id, tx, true);
        if (!before) throw missing('mission');
        const after = await repo.updateMission(id, { enabled }, tx);
        return {
          value: toMission(after, await repo.missionClaims(id, tx)),
          event: enabled ? 'rewards.mission.enable' : 'rewards.mission.disable',
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
          extra: { missionId: id },
        };
      });
    },
  };
}
export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
