import {
  AGENT_ERRORS,
  type ContractAction,
  type ContractDecisionResult,
  type ContractKind,
  type ContractOffer,
  type ContractsView,
  type Contract,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { Actor, Brand } from '../../lib/context.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { MemberInbox } from '../rewards/index.js';
import type { ContractRow, ContractsRepository } from './contracts.repository.js';
import type { SettlementsRepository } from './settlements.repository.js';
import { storedTerms, toPercent, topRateOf } from './terms.js';
import { contractView, isAgentType, KIND_NAMES, requireKind, settlementView, zoneOf } from './views.js';

type Deps = {
  db: Database;
  contracts: ContractsRepository;
  settlements: Pick<SettlementsRepository, 'page'>;
  inbox: MemberInbox;
  now: () => Date;
};

/** The latest settlements the contracts page shows. */
const VIEW_SETTLEMENTS = 20;

export const contractNotFound = () =>
  notFound('id: no such contract offered to you (of this kind).', AGENT_ERRORS.contractNotFound);
export const contractExists = () =>
  conflict(
    AGENT_ERRORS.contractExists,
    'memberId: the member already has a live (offered or signed) contract of this kind.',
    { field: 'memberId' },
  );
const notInTeam = () =>
  notFound('memberId: not a direct downline agent of yours.', AGENT_ERRORS.agentNotInTeam);
const stateInvalid = (action: string, status: string) =>
  conflict(
    AGENT_ERRORS.contractStateInvalid,
    `action: a ${status} contract cannot be ${action === 'end' ? 'ended' : `${action}ed`} ` +
      '(sign and reject need an offered contract, terminate a signed one).',
    { field: 'action', status },
  );

/** The action's move: the status it needs and the one it leaves. */
const MOVES: Record<
  ContractAction,
  { from: 'offered' | 'signed'; to: 'signed' | 'rejected' | 'terminated' }
> = {
  sign: { from: 'offered', to: 'signed' },
  reject: { from: 'offered', to: 'rejected' },
  terminate: { from: 'signed', to: 'terminated' },
};

/**
 * Commission contracts between an agent and its direct downline agents: the upline offers (never above
 * its own signed rate), the downline signs, rejects or terminates, the upline may end one it offered.
 */
export function createContractsService({ db, contracts, settlements, inbox, now }: Deps) {
  /** Checks and stores an offer (the upline's rate rule is the caller's to check). */
  async function store(
    brand: Brand,
    uplineId: number | null,
    offer: ContractOffer,
    tx: Executor,
  ): Promise<ContractRow> {
    const terms = storedTerms(offer.terms);
    const made = await contracts.insert(
      {
        merchantId: brand.id,
        kind: offer.terms.kind,
        uplineId,
        memberId: offer.memberId,
        terms,
        topRate: topRateOf(terms),
      },
      now(),
      tx,
    );
    if (!made) throw contractExists();
    await inbox.post(tx, {
      merchantId: brand.id,
      memberId: offer.memberId,
      kind: 'commission',
      template: `commission.offered.${made.kind}`,
      params: { rate: `${toPercent(made.topRate)}%` },
    });
    return made;
  }

  /** A decision on a contract offered to the caller; signing ends its subordinate offers paying more. */
  async function decide(
    brand: Brand,
    actor: Actor,
    kind: ContractKind,
    id: number,
    action: ContractAction,
  ): Promise<ContractDecisionResult> {
    requireKind(brand, actor.type, kind);
    const zone = zoneOf(brand);
    return db.transaction(async (tx) => {
      const contract = await contracts.lock(brand.id, id, tx);
      if (!contract || contract.memberId !== actor.memberId || contract.kind !== kind)
        throw contractNotFound();
      const move = MOVES[action];
      const at = now();
      if (contract.status !== move.from) throw stateInvalid(action, contract.status);
      await contracts.setStatus(contract.id, [move.from], move.to, at, null, tx);
      const ended: ContractRow[] = [];
      if (action === 'sign') {
        const reason =
          `${actor.username} signed contract #${contract.id} with a top rate of ${toPercent(contract.topRate)}%, ` +
          `below this contract's; a contract never pays more than the upline's own.`;
        ended.push(...(await contracts.endAbove(actor.memberId, kind, contract.topRate, reason, at, tx)));
        for (const e of ended)
          for (const memberId of [e.memberId, actor.memberId])
            await inbox.post(tx, {
              merchantId: brand.id,
              memberId,
              kind: 'commission',
              template: `commission.ended.${kind}`,
              params: {
                id: e.id,
                member: e.username,
                rate: `${toPercent(e.topRate)}%`,
                limit: `${toPercent(contract.topRate)}%`,
              },
            });
      }
      const after = await contracts.byId(brand.id, contract.id, tx);
      return {
        contract: contractView(after!, zone),
        ended: ended.map((e) => ({ id: e.id, username: e.username })),
      };
    });
  }

  return {
    store,
    decide,

    async view(brand: Brand, actor: Actor, kind: ContractKind): Promise<ContractsView> {
      requireKind(brand, actor.type, kind);
      const zone = zoneOf(brand);
      const [mine, offered, page] = await Promise.all([
        contracts.own(actor.memberId, kind),
        contracts.offeredBy(actor.memberId, kind),
        settlements.page(
          { merchantId: brand.id, kind, party: actor.memberId },
          { pageNo: 1, pageSize: VIEW_SETTLEMENTS },
        ),
      ]);
      return {
        kind,
        currencySymbol: brand.currencySymbol,
        mine: mine ? contractView(mine, zone) : null,
        offered: offered.map((c) => contractView(c, zone)),
        settlements: page.list.map((s) => settlementView(s, zone)),
      };
    },

    /**
     * An offer to a direct downline agent: the kind on for the caller, no live contract of the kind for
     * the member, rising tiers, and a top rate not above the caller's own signed contract of the kind.
     */
    async offer(brand: Brand, actor: Actor, offer: ContractOffer): Promise<Contract> {
      const kind = offer.terms.kind;
      requireKind(brand, actor.type, kind);
      const member = await contracts.member(brand.id, offer.memberId);
      if (!member || member.uplineId !== actor.memberId || !isAgentType(brand, member.type))
        throw notInTeam();
      const terms = storedTerms(offer.terms);
      const own = await contracts.signed(actor.memberId, kind);
      const topRate = topRateOf(terms);
      if (!own || topRate > own.topRate)
        throw unprocessable(
          AGENT_ERRORS.contractRateAboveUpline,
          own
            ? `terms: the top rate ${toPercent(topRate)}% is above your own ${KIND_NAMES[kind]} contract's ` +
                `${toPercent(own.topRate)}%.`
            : `terms: you have no signed ${KIND_NAMES[kind]} contract of your own to pass on.`,
          { field: 'terms', max: own ? toPercent(own.topRate) : 0 },
        );
      const made = await db.transaction((tx) => store(brand, actor.memberId, offer, tx));
      return contractView(made, zoneOf(brand));
    },

    /** The upline ends a contract it offered (offered or signed). */
    async end(brand: Brand, actor: Actor, id: number): Promise<Contract> {
      const contract = await contracts.byId(brand.id, id);
      if (!contract || contract.uplineId !== actor.memberId)
        throw notFound('id: no such contract offered by you.', AGENT_ERRORS.contractNotFound);
      requireKind(brand, actor.type, contract.kind);
      return db.transaction(async (tx) => {
        const reason = `Ended by the upline ${actor.username}.`;
        if (!(await contracts.setStatus(id, ['offered', 'signed'], 'ended', now(), reason, tx)))
          throw stateInvalid('end', (await contracts.byId(brand.id, id, tx))!.status);
        await inbox.post(tx, {
          merchantId: brand.id,
          memberId: contract.memberId,
          kind: 'commission',
          template: `commission.endedByUpline.${contract.kind}`,
          params: { id, upline: actor.username },
        });
        return contractView((await contracts.byId(brand.id, id, tx))!, zoneOf(brand));
      });
    },
  };
}
export type ContractsService = ReturnType<typeof createContractsService>;
