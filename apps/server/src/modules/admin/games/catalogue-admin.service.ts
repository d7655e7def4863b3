import { randomBytes } from 'node:crypto';
import {
  ADMIN_GAMES_ERRORS,
  ERROR_CODES,
  type AdminGame,
  type AdminGameList,
  type AdminGameListQuery,
  type AdminGameUpdate,
  type AdminSecretRotated,
  type AdminVendor,
  type AdminVendorList,
  type AdminVendorUpdate,
  type WalletMode,
} from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import { pageFields } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { conflict, fieldError, notFound } from '../../../lib/errors.js';
import { pickLocalized } from '../../../lib/localized.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { AuditRepository } from '../../audit/index.js';
import type { CatalogueAdminRepository, GameAdminRow, VendorAdminRow } from './catalogue-admin.repository.js';

type Deps = {
  db: Database;
  repo: CatalogueAdminRepository;
  audit: AuditRepository;
  now: () => Date;
  /** Tells every API process's catalogue that the brand's games or vendors changed (after the commit). */
  catalogueChanged: (merchantId: number) => Promise<void>;
};

const HOUR_MS = 3_600_000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The fields whose values differ, before and after (an unchanged field is left out of both). */
function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    was[key] = before[key] ?? null;
    now[key] = value;
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

/**
 * The brand's vendors and games as operators run them: state, maintenance, wallet mode, the vendor wallet
 * API's secret, hot and new flags and the order of each category. Each write is one transaction with its
 * audit row (what changed, before and after); the catalogue of every API process is told after the commit,
 * so the player's lists show the change at their next call.
 */
export function createCatalogueAdmin({ db, repo, audit, now, catalogueChanged }: Deps) {
  const record = (
    operator: OperatorActor,
    origin: Origin,
    event: string,
    detail: Record<string, unknown>,
    tx: Executor,
  ) =>
    audit.write(
      { merchantId: operator.merchantId, operatorId: operator.operatorId, event, ip: origin.ip, detail },
      tx,
    );

  const vendorView = (row: VendorAdminRow): AdminVendor => {
    const until = row.credentials?.previousUntil;
    return {
      ...row,
      walletMode: row.walletMode === 'transfer' ? 'transfer' : 'seamless',
      maintenanceMessage: row.maintenanceMessage
        ? Object.fromEntries(
            Object.entries(row.maintenanceMessage).filter((e): e is [string, string] => e[1] !== undefined),
          )
        : null,
      credentials: {
        exists: row.credentials !== null,
        enabled: row.credentials?.enabled ?? false,
        createdAt: iso(row.credentials?.createdAt),
        rotatedAt: iso(row.credentials?.rotatedAt),
        previousValidUntil: until && until > now() ? until.toISOString() : null,
      },
    };
  };

  const gameView = (brand: Brand, row: GameAdminRow): AdminGame => ({
    ...row,
    name: pickLocalized(row.name, 'EN', brand.defaultLanguage) ?? row.gameCode,
  });

  /** Runs a write, then tells the catalogues when it changed something. */
  async function write<T>(
    merchantId: number,
    run: (tx: Executor) => Promise<{ value: T; changed: boolean }>,
  ) {
    const { value, changed } = await db.transaction(run);
    if (changed) await catalogueChanged(merchantId);
    return value;
  }

  return {
    async vendors(
      operator: OperatorActor,
      query: { category?: string | undefined; pageNo: number; pageSize: number },
    ): Promise<AdminVendorList> {
      const { rows, total } = await repo.vendors(operator.merchantId, query, query);
      return { list: rows.map(vendorView), ...pageFields(query, total) };
    },

    async updateVendor(
      operator: OperatorActor,
      brand: Brand,
      vendorId: number,
      input: AdminVendorUpdate,
      origin: Origin,
    ): Promise<AdminVendor> {
      if (input.maintenanceMessage && !input.maintenanceMessage[brand.defaultLanguage])
        throw fieldError(
          ERROR_CODES.validation,
          `maintenanceMessage: the brand's default language (${brand.defaultLanguage}) is required; members of other languages read it.`,
          { field: 'maintenanceMessage' },
        );
      return write(operator.merchantId, async (tx) => {
        const row = await repo.lockVendor(operator.merchantId, vendorId, tx);
        if (!row) throw notFound(`vendorId: no vendor entry ${vendorId} in this brand.`);
        const { walletMode, ...own } = input;
        const diff = changes(
          {
            enabled: row.enabled,
            maintenance: row.maintenance,
            maintenanceMessage: row.maintenanceMessage,
            walletMode: row.walletMode,
          },
          { ...own, ...(walletMode === undefined ? {} : { walletMode }) },
        );
        if (!diff.changed) return { value: vendorView(row), changed: false };
        if (walletMode !== undefined && walletMode !== row.walletMode) {
          const inUse = await repo.walletInUse(operator.merchantId, row.code, tx);
          if (inUse.held || inUse.open)
            throw conflict(
              ADMIN_GAMES_ERRORS.walletModeBusy,
              `walletMode: ${row.code} cannot change its wallet mode while ${
                inUse.held ? 'members hold money in its sub-wallets (recall it first)' : 'rounds are open'
              }.`,
              { field: 'walletMode' },
            );
          await repo.setWalletMode(operator.merchantId, row.code, walletMode satisfies WalletMode, tx);
        }
        const set = Object.fromEntries(
          Object.entries(own).filter(([key]) => key in diff.after),
        ) as Parameters<CatalogueAdminRepository['updateVendor']>[1];
        if (Object.keys(set).length > 0) await repo.updateVendor(row.id, set, tx);
        await record(
          operator,
          origin,
          'games.vendor.update',
          {
            target: { id: row.id, code: row.code, category: row.category },
            before: diff.before,
            after: diff.after,
          },
          tx,
        );
        const after = await repo.lockVendor(operator.merchantId, vendorId, tx);
        return { value: vendorView(after ?? row), changed: true };
      });
    },

    /**
     * A new secret for the vendor's wallet API calls, answered once. The secret it replaces keeps verifying
     * for `graceHours`, so the vendor can switch without refused calls; then it stops.
     */
    async rotateSecret(
      operator: OperatorActor,
      vendorCode: string,
      graceHours: number,
      origin: Origin,
    ): Promise<AdminSecretRotated> {
      return db.transaction(async (tx) => {
        const current = await repo.lockCredentials(operator.merchantId, vendorCode, tx);
        if (!current && !(await repo.vendorCodeExists(operator.merchantId, vendorCode, tx)))
          throw notFound(`vendorCode: the brand has no vendor ${vendorCode}.`, ERROR_CODES.vendorUnknown);
        const at = now();
        const previousUntil = current ? new Date(at.getTime() + graceHours * HOUR_MS) : null;
        const secret = randomBytes(32).toString('hex');
        await repo.rotateSecret(
          operator.merchantId,
          vendorCode,
          { secret, previous: current?.secret ?? null, previousUntil, at },
          tx,
        );
        const stillValid =
          current?.previousUntil && current.previousUntil > at ? current.previousUntil : null;
        await record(
          operator,
          origin,
          'games.vendor.secret.rotate',
          {
            target: { vendorCode },
            before: { rotatedAt: iso(current?.rotatedAt), previousValidUntil: iso(stillValid) },
            after: { rotatedAt: at.toISOString(), previousValidUntil: iso(previousUntil), graceHours },
          },
          tx,
        );
        return {
          vendorCode,
          secret,
          rotatedAt: at.toISOString(),
          previousValidUntil: iso(previousUntil),
        };
      });
    },

    async games(operator: OperatorActor, brand: Brand, query: AdminGameListQuery): Promise<AdminGameList> {
      const { rows, total } = await repo.games(operator.merchantId, query, query);
      return { list: rows.map((r) => gameView(brand, r)), ...pageFields(query, total) };
    },

    async updateGame(
      operator: OperatorActor,
      brand: Brand,
      gameId: number,
      input: AdminGameUpdate,
      origin: Origin,
    ): Promise<AdminGame> {
      return write(operator.merchantId, async (tx) => {
        const row = await repo.lockGame(operator.merchantId, gameId, tx);
        if (!row) throw notFound(`gameId: no game ${gameId} in this brand.`, ERROR_CODES.gameUnknown);
        const diff = changes(row, input);
        if (!diff.changed) return { value: gameView(brand, row), changed: false };
        await repo.updateGame(row.id, diff.after, tx);
        await record(
          operator,
          origin,
          'games.game.update',
          { target: { id: row.id, vendorCode: row.vendorCode, gameCode: row.gameCode }, ...diff },
          tx,
        );
        return { value: gameView(brand, { ...row, ...diff.after }), changed: true };
      });
    },

    /** Moves a game to a place in its category's list (1 first; past the end is last). */
    async moveGame(
      operator: OperatorActor,
      brand: Brand,
      gameId: number,
      position: number,
      origin: Origin,
    ): Promise<AdminGame> {
      return write(operator.merchantId, async (tx) => {
        const row = await repo.lockGame(operator.merchantId, gameId, tx);
        if (!row) throw notFound(`gameId: no game ${gameId} in this brand.`, ERROR_CODES.gameUnknown);
        const ids = (await repo.lockCategory(operator.merchantId, row.category, tx)).filter(
          (id) => id !== row.id,
        );
        const index = Math.min(position, ids.length + 1) - 1;
        ids.splice(index, 0, row.id);
        const moved = index + 1;
        if (moved === row.position) return { value: gameView(brand, row), changed: false };
        await repo.renumber(operator.merchantId, ids, tx);
        await record(
          operator,
          origin,
          'games.game.position',
          {
            target: {
              id: row.id,
              vendorCode: row.vendorCode,
              gameCode: row.gameCode,
              category: row.category,
            },
            before: { position: row.position },
            after: { position: moved },
          },
          tx,
        );
        return { value: gameView(brand, { ...row, position: moved }), changed: true };
      });
    },
  };
}
export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
