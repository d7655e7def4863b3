import {
  GAME_CATEGORIES,
  minorToMajor,
  type Language,
  type PointConfig,
  type PointReward,
} from '@platform/contracts';
import { pickLocalized } from '../../lib/localized.js';
import type { Brand } from '../../lib/context.js';
import type { PointsRepository } from './points.repository.js';

type Deps = { repo: Pick<PointsRepository, 'listEnabledRewards' | 'listRates'> };

const categoryOrder = (gameType: string) => {
  const i = (GAME_CATEGORIES as readonly string[]).indexOf(gameType);
  return i === -1 ? GAME_CATEGORIES.length : i;
};

export function createPointsService({ repo }: Deps) {
  return {
    /** The points shop's items, in the brand's order. */
    async rewards(brand: Brand, language: Language): Promise<PointReward[]> {
      const rows = await repo.listEnabledRewards(brand.id);
      return rows.map((row) => {
        const text = pickLocalized(row.text, language, brand.defaultLanguage);
        return {
          id: row.id,
          name: text?.name ?? '',
          description: text?.description ?? '',
          imageUrl: row.imageUrl,
          quantity: row.quantity,
          pointsRequired: row.pointsRequired,
          amountRequired: minorToMajor(row.amountRequired),
        };
      });
    },

    /** How points are earned (per valid bet of each game category) and what one point is worth. */
    async config(brand: Brand): Promise<PointConfig> {
      const rates = await repo.listRates(brand.id);
      return {
        rates: rates
          .sort((a, b) => categoryOrder(a.gameType) - categoryOrder(b.gameType))
          .map((r) => ({ gameType: r.gameType, points: r.points, per: minorToMajor(r.per) })),
        conversionRate: brand.settings.pointConversionRate ?? 0,
        // Points never expire on this platform (SPEC: "points never expire").
        expires: false,
      };
    },
  };
}
export type PointsService = ReturnType<typeof createPointsService>;
