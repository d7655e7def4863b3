import { ADMIN_GAMES_PATHS as PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceCatalogueChange } from '../../games/index.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { Role } from '../roles.js';
import { createCatalogueAdminRepository } from './catalogue-admin.repository.js';
import { createCatalogueAdmin } from './catalogue-admin.service.js';
import { gamesAdminRoutes } from './games-admin.routes.js';
import { createHouseAdminRepository } from './house-admin.repository.js';
import { createHouseSettings } from './house-settings.service.js';

const EVERY_ROLE: readonly Role[] = ['owner', 'finance', 'support', 'viewer'];
const OWNER: readonly Role[] = ['owner'];

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) => `${method} ${path}`;

/**
 * Who may make each call of this area (merged into the role matrix, roles.ts): every role reads vendors,
 * games and the in-house settings; only owners change them (a vendor's secret, wallet mode and limits
 * move money's rules).
 */
export const GAMES_ROLES: Readonly<Record<string, readonly Role[]>> = {
  [call('GET', PATHS.vendors)]: EVERY_ROLE,
  [call('PATCH', PATHS.vendor)]: OWNER,
  [call('POST', PATHS.vendorSecret)]: OWNER,
  [call('GET', PATHS.games)]: EVERY_ROLE,
  [call('PATCH', PATHS.game)]: OWNER,
  [call('PUT', PATHS.gameOrder)]: OWNER,
  [call('GET', PATHS.houseGames)]: EVERY_ROLE,
  [call('PATCH', PATHS.houseGame)]: OWNER,
  [call('GET', PATHS.houseRooms)]: EVERY_ROLE,
  [call('PATCH', PATHS.houseRoom)]: OWNER,
};

/** The back office's games calls, inside the operator session scope (the role matrix is checked before). */
export const adminGamesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const catalogueChanged = (merchantId: number) => announceCatalogueChange(deps.shared, merchantId);
  await app.register(gamesAdminRoutes, {
    catalogue: createCatalogueAdmin({
      db: deps.db,
      repo: createCatalogueAdminRepository(deps.db),
      audit: deps.audit,
      now: deps.now,
      catalogueChanged,
    }),
    house: createHouseSettings({
      db: deps.db,
      repo: createHouseAdminRepository(deps.db),
      audit: deps.audit,
      catalogueChanged,
    }),
  });
};
