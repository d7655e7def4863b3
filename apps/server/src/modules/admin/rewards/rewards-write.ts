import { ERROR_CODES, LANGUAGES, fieldErrorCode } from '@platform/contracts';
import type { Executor } from '../../../db/client.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { ModuleDeps } from '../../module-deps.js';

/** The channel on which every API process hears that the brand's rewards changed (caches to drop). */
export const REWARDS_CHANGED = 'rewards.changed';
export type RewardsChange = { merchantId: number; what: 'vip' | 'promotions' | 'shop' | 'missions' };

export const invalid = (field: string, text: string) =>
  badRequest(fieldErrorCode(field), `${field}: ${text}`, { field });
export const missing = (what: string) => notFound(`The ${what} does not exist.`, ERROR_CODES.notFound);

/** A row as the audit trail keeps it: JSON (64-bit amounts as strings, times as ISO 8601). */
function snapshot(row: object | null): Record<string, unknown> | null {
  if (row === null) return null;
  return JSON.parse(
    JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as Record<string, unknown>;
}

/** Texts per language as given, languages in their order (undefined ones left out). */
export function localized<T>(texts: Partial<Record<string, T>>): Partial<Record<string, T>> {
  const out: Partial<Record<string, T>> = {};
  for (const language of LANGUAGES) if (texts[language] !== undefined) out[language] = texts[language];
  return out;
}

/** Members of every language fall back to the brand's default language: its text is required. */
export const requireDefault = (brand: Brand, texts: Partial<Record<string, unknown>>) => {
  if (texts[brand.defaultLanguage] === undefined)
    throw invalid(
      `text.${brand.defaultLanguage}`,
      `the brand's default language (${brand.defaultLanguage}) is required; members of other languages read it.`,
    );
};

export type WriteResult<T> = {
  value: T;
  event: string;
  before: object | null;
  after: object | null;
  memberId?: number;
  extra?: Record<string, unknown>;
};

/**
 * One write of the area: the work and its audit row (`detail.before`, `detail.after`) in one transaction;
 * once it has committed, every API process is told (`rewards.changed`) to drop what it keeps of the brand.
 */
export function createRewardsWriter({ db, audit, shared }: Pick<ModuleDeps, 'db' | 'audit' | 'shared'>) {
  return async function write<T>(
    operator: OperatorActor,
    brand: Brand,
    origin: Origin,
    change: RewardsChange['what'],
    work: (tx: Executor) => Promise<WriteResult<T>>,
  ): Promise<T> {
    const value = await db.transaction(async (tx) => {
      const done = await work(tx);
      await audit.write(
        {
          merchantId: brand.id,
          operatorId: operator.operatorId,
          memberId: done.memberId ?? null,
          event: done.event,
          ip: origin.ip,
          detail: { ...done.extra, before: snapshot(done.before), after: snapshot(done.after) },
        },
        tx,
      );
      return done.value;
    });
    await shared.publish(REWARDS_CHANGED, { merchantId: brand.id, what: change } satisfies RewardsChange);
    return value;
  };
}
export type RewardsWriter = ReturnType<typeof createRewardsWriter>;
