import {
  ERROR_CODES,
  type OperatorExclusionRequest,
  type OperatorResponsible,
  type ResponsibleState,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import type { Brand, Origin } from '../../lib/context.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { OperatorActor } from '../../lib/operator-queues.js';
import type { AuditRepository } from '../audit/index.js';
import { minimumAgeOf, realityCheckDefaultOf } from '../system/index.js';
import type { ResponsibleRepository } from './responsible.repository.js';
import { endOf } from './responsible.service.js';
import { exclusionState, lastInForce, limitStates } from './views.js';

type Deps = { db: Database; repo: ResponsibleRepository; audit: AuditRepository; now: () => Date };

/** Roles that exclude a member and lift an operator's exclusion; every role reads. */
const EXCLUDE_ROLES: readonly string[] = ['owner', 'support'];

/**
 * Responsible gaming for operators: a member's limits, exclusions and their history; an operator's
 * exclusion added (owner, support) and lifted again. A member's own time-out or self-exclusion is never
 * lifted by an operator.
 */
export function createResponsibleOperator({ db, repo, audit, now }: Deps) {
  async function memberOf(brand: Brand, memberId: number) {
    const member = await repo.memberOfBrand(brand.id, memberId);
    if (!member) throw notFound(`No member ${memberId} in this brand.`);
    return member;
  }

  function mayExclude(operator: OperatorActor) {
    if (!EXCLUDE_ROLES.includes(operator.role))
      throw forbidden(ERROR_CODES.forbidden, `The ${operator.role} role may not exclude members.`);
  }

  async function view(brand: Brand, memberId: number): Promise<OperatorResponsible> {
    const member = await memberOf(brand, memberId);
    const at = now();
    const [settings, pending, usage, exclusions, history] = await Promise.all([
      repo.settings(memberId),
      repo.pending(memberId),
      repo.usage(brand.id, memberId),
      repo.exclusions(memberId),
      repo.history(memberId),
    ]);
    const current = lastInForce(exclusions, at);
    const state: ResponsibleState = {
      limits: limitStates(settings, pending, usage, settings?.sessionStartedAt ?? at, at),
      realityCheck: {
        minutes: settings?.realityCheckMinutes ?? realityCheckDefaultOf(brand),
        brandDefault: realityCheckDefaultOf(brand),
      },
      exclusion: current ? exclusionState(current, at) : null,
      sessionStartedAt: (settings?.sessionStartedAt ?? at).toISOString(),
      minimumAge: minimumAgeOf(brand),
      currency: brand.currencySymbol,
    };
    return {
      memberId,
      username: member.username,
      state,
      exclusions: exclusions.map((r) => ({
        ...exclusionState(r, at),
        canEnd: false,
        createdBy: r.kind === 'operator' ? 'operator' : 'member',
        operatorId: r.operatorId,
        reason: r.reason,
        endedAt: r.endedAt?.toISOString() ?? null,
      })),
      history: history.map((h) => ({
        at: h.at.toISOString(),
        event: h.event,
        operatorId: h.operatorId,
        detail: h.detail,
      })),
    };
  }

  return {
    view,

    /** An operator's exclusion from now, for a term or permanent; the member's game sessions end. */
    async exclude(
      operator: OperatorActor,
      brand: Brand,
      memberId: number,
      input: OperatorExclusionRequest,
      origin: Origin,
    ): Promise<OperatorResponsible> {
      mayExclude(operator);
      await memberOf(brand, memberId);
      const at = now();
      const endsAt = endOf(input.duration, at);
      await db.transaction(async (tx) => {
        await repo.lockSettings(brand.id, memberId, tx);
        const id = await repo.insertExclusion(
          {
            merchantId: brand.id,
            memberId,
            kind: 'operator',
            startedAt: at,
            endsAt,
            operatorId: operator.operatorId,
            reason: input.reason,
          },
          tx,
        );
        await repo.refreshExcludedUntil(memberId, tx);
        await repo.endGameSessions(memberId, at, tx);
        await audit.write(
          {
            merchantId: brand.id,
            memberId,
            operatorId: operator.operatorId,
            event: 'rg.exclusion.operator',
            ip: origin.ip,
            detail: {
              id,
              duration: input.duration,
              endsAt: endsAt?.toISOString() ?? null,
              reason: input.reason,
            },
          },
          tx,
        );
      });
      return view(brand, memberId);
    },

    /** Lifts an operator's exclusion; a member's own is refused (409). */
    async lift(
      operator: OperatorActor,
      brand: Brand,
      memberId: number,
      exclusionId: number,
      origin: Origin,
    ): Promise<OperatorResponsible> {
      mayExclude(operator);
      await memberOf(brand, memberId);
      await db.transaction(async (tx) => {
        await repo.lockSettings(brand.id, memberId, tx);
        const row = (await repo.exclusions(memberId, tx)).find((r) => r.id === exclusionId);
        if (!row) throw notFound(`No exclusion ${exclusionId} of member ${memberId}.`);
        if (row.kind !== 'operator')
          throw conflict(
            ERROR_CODES.rgExclusionNotEndable,
            `Exclusion ${exclusionId} is the member's own ${row.kind === 'self' ? 'self-exclusion' : 'time-out'}: an operator never lifts it.`,
          );
        if (!(await repo.liftOperatorExclusion(memberId, exclusionId, now(), tx)))
          throw conflict(ERROR_CODES.rgExclusionNotEndable, `Exclusion ${exclusionId} is already lifted.`);
        await repo.refreshExcludedUntil(memberId, tx);
        await audit.write(
          {
            merchantId: brand.id,
            memberId,
            operatorId: operator.operatorId,
            event: 'rg.exclusion.lifted',
            ip: origin.ip,
            detail: { id: exclusionId },
          },
          tx,
        );
      });
      return view(brand, memberId);
    },
  };
}
export type ResponsibleOperator = ReturnType<typeof createResponsibleOperator>;
