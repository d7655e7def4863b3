import {
  AGENT_ERRORS,
  ERROR_CODES,
  type AdminAgent,
  type AdminAgentContract,
  type AdminAgentContractsQuery,
  type AdminAgentsQuery,
  type Contract,
  type ContractKind,
  type ContractOffer,
  type Settlement,
  type SettlementStatus,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { pageFields, type PageFields } from '../../db/paging.js';
import type { Brand, Origin } from '../../lib/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/localized.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuditRepository } from '../audit/index.js';
import { createAgentsDirectory } from './agents-directory.repository.js';
import { checkAccountFields, takenError, type MembersRepository } from '../members/index.js';
import type { ContractsRepository } from './contracts.repository.js';
import type { ContractsService } from './contracts.service.js';
import type { SettlementRun, SettlementService } from './settlement.service.js';
import type { SettlementsRepository } from './settlements.repository.js';
import { contractView, isAgentType, settlementView, zoneOf } from './views.js';

/** The operator behind an `/admin` call. */
export type Operator = { operatorId: number; role: string };

type Deps = {
  db: Database;
  contracts: ContractsRepository;
  settlements: Pick<SettlementsRepository, 'page'>;
  members: Pick<MembersRepository, 'insertWithWallet'>;
  service: Pick<ContractsService, 'store'>;
  settlement: Pick<SettlementService, 'run'>;
  audit: AuditRepository;
  now: () => Date;
};

/** Owners and finance change the agent business; every role may read it. */
const WRITE_ROLES: readonly string[] = ['owner', 'finance'];

export type TopAgentRequest = { username: string; password: string; nickname?: string; type: number };
export type SettlementsQuery = {
  kind: ContractKind | 'all';
  memberId?: number;
  status: SettlementStatus | 'all';
  pageNo: number;
  pageSize: number;
};

const unknownMember = (field: string) =>
  notFound(`${field}: no such member of this brand.`, AGENT_ERRORS.agentNotInTeam);

/**
 * The operator's side of the agent business: top agents (no upline), moves in the tree, the house's
 * contracts with top agents, settlements listed and run, and freezes lifted. One audit row per change,
 * with what it was before and after, in the change's transaction.
 */
export function createCommissionsAdmin(deps: Deps) {
  const { db, contracts, audit, now } = deps;
  const directory = createAgentsDirectory(db);

  function mayWrite(operator: Operator, what: string) {
    if (!WRITE_ROLES.includes(operator.role))
      throw forbidden(ERROR_CODES.forbidden, `The ${operator.role} role may not ${what}.`);
  }

  const entry = (brand: Brand, operator: Operator, origin: Origin, event: string, detail: object) => ({
    merchantId: brand.id,
    operatorId: operator.operatorId,
    event,
    ip: origin.ip,
    detail: detail as Record<string, unknown>,
  });

  return {
    async createTopAgent(operator: Operator, brand: Brand, request: TopAgentRequest, origin: Origin) {
      mayWrite(operator, 'open agent accounts');
      if (!isAgentType(brand, request.type))
        throw badRequest(
          ERROR_CODES.validation,
          `type: ${request.type} is not an agent type of this brand (${brand.settings.agentTypes.join(', ')}).`,
          { field: 'type' },
        );
      checkAccountFields(brand, request);
      const passwordHash = await hashPassword(request.password);
      return db.transaction(async (tx) => {
        const made = await deps.members.insertWithWallet(
          {
            merchantId: brand.id,
            username: request.username,
            usernameLower: request.username.toLowerCase(),
            passwordHash,
            nickname: request.nickname || request.username,
            type: request.type,
            uplineId: null,
            mustChangePassword: true,
          },
          tx,
        );
        if (!made.ok) throw takenError(made.taken);
        const after = {
          id: made.member.id,
          username: made.member.username,
          type: request.type,
          uplineId: null,
        };
        await audit.write(entry(brand, operator, origin, 'agent.create', { before: null, after }), tx);
        return after;
      });
    },

    /** Moves a member under an agent of the brand (null: makes it a top agent); its live contracts with others end. */
    async move(operator: Operator, brand: Brand, memberId: number, uplineId: number | null, origin: Origin) {
      mayWrite(operator, 'move members');
      const member = await contracts.member(brand.id, memberId);
      if (!member) throw unknownMember('id');
      if (uplineId !== null) {
        const upline = await contracts.member(brand.id, uplineId);
        if (!upline) throw unknownMember('uplineId');
        if (!isAgentType(brand, upline.type))
          throw badRequest(ERROR_CODES.validation, 'uplineId: the new upline is not an agent.', {
            field: 'uplineId',
          });
      }
      return db.transaction(async (tx) => {
        if ((await contracts.setUpline(memberId, uplineId, tx)) === 'cycle')
          throw conflict(
            AGENT_ERRORS.agentTreeCycle,
            'uplineId: a member cannot be placed under itself or its own downline.',
            { field: 'uplineId' },
          );
        const ended =
          member.uplineId === uplineId
            ? []
            : await contracts.endWithOthers(
                memberId,
                uplineId,
                'The member moved to another upline.',
                now(),
                tx,
              );
        await audit.write(
          entry(brand, operator, origin, 'agent.move', {
            memberId,
            before: { uplineId: member.uplineId },
            after: { uplineId },
            endedContracts: ended,
          }),
          tx,
        );
        return { id: memberId, uplineId, endedContracts: ended };
      });
    },

    /** The house offers a contract to a top agent (no upline); no rate above it to respect. */
    async offer(operator: Operator, brand: Brand, offer: ContractOffer, origin: Origin): Promise<Contract> {
      mayWrite(operator, 'offer contracts');
      const member = await contracts.member(brand.id, offer.memberId);
      if (!member || member.uplineId !== null || !isAgentType(brand, member.type))
        throw notFound(
          'memberId: not a top agent (an agent without an upline) of this brand.',
          AGENT_ERRORS.agentNotInTeam,
        );
      return db.transaction(async (tx) => {
        const made = await deps.service.store(brand, null, offer, tx);
        const after = contractView(made, zoneOf(brand));
        await audit.write(
          entry(brand, operator, origin, 'agent.contract.offer', {
            contractId: made.id,
            before: null,
            after,
          }),
          tx,
        );
        return after;
      });
    },

    async end(operator: Operator, brand: Brand, id: number, origin: Origin): Promise<Contract> {
      mayWrite(operator, 'end contracts');
      const zone = zoneOf(brand);
      return db.transaction(async (tx) => {
        const before = await contracts.lock(brand.id, id, tx);
        if (!before) throw notFound('id: no such contract of this brand.', AGENT_ERRORS.contractNotFound);
        if (
          !(await contracts.setStatus(
            id,
            ['offered', 'signed'],
            'ended',
            now(),
            'Ended by the operator.',
            tx,
          ))
        )
          throw conflict(
            AGENT_ERRORS.contractStateInvalid,
            `id: a ${before.status} contract cannot be ended.`,
            {
              field: 'id',
              status: before.status,
            },
          );
        const after = contractView((await contracts.byId(brand.id, id, tx))!, zone);
        await audit.write(
          entry(brand, operator, origin, 'agent.contract.end', {
            contractId: id,
            before: contractView(before, zone),
            after,
          }),
          tx,
        );
        return after;
      });
    },

    /** The brand's agents (members of an agent type), with their tree and contract counts. */
    async agents(brand: Brand, query: AdminAgentsQuery) {
      const zone = zoneOf(brand);
      const page = { pageNo: query.pageNo, pageSize: query.pageSize };
      const { list, total } = await directory.agents(brand.id, brand.settings.agentTypes ?? [], query, page);
      const answer: { list: AdminAgent[] } & PageFields = {
        list: list.map((a) => ({
          id: a.id,
          username: a.username,
          nickname: a.nickname,
          type: a.type,
          uplineId: a.uplineId,
          upline: a.uplineName,
          directDownlines: a.directDownlines,
          teamSize: a.teamSize,
          activeContracts: a.activeContracts,
          downlineContracts: a.downlineContracts,
          frozen: a.frozenAt !== null,
          frozenReason: a.frozenReason,
          createdDateStr: formatDateTime(a.createdAt, zone),
        })),
        ...pageFields(page, total),
      };
      return answer;
    },

    /** A member's contracts, those it gave as an upline and those it holds; 404 for a member of another brand. */
    async contractsOf(brand: Brand, memberId: number, query: AdminAgentContractsQuery) {
      if (!(await contracts.member(brand.id, memberId))) throw unknownMember('id');
      const zone = zoneOf(brand);
      const page = { pageNo: query.pageNo, pageSize: query.pageSize };
      const { list, total } = await directory.contractsOf(brand.id, memberId, query, page);
      const answer: { list: AdminAgentContract[] } & PageFields = {
        list: list.map((c) => ({ ...contractView(c, zone), side: c.side, uplineId: c.uplineId })),
        ...pageFields(page, total),
      };
      return answer;
    },

    async settlements(brand: Brand, query: SettlementsQuery) {
      const zone = zoneOf(brand);
      const page = { pageNo: query.pageNo, pageSize: query.pageSize };
      const { list, total } = await deps.settlements.page(
        {
          merchantId: brand.id,
          ...(query.kind === 'all' ? {} : { kind: query.kind }),
          ...(query.status === 'all' ? {} : { status: query.status }),
          ...(query.memberId ? { memberId: query.memberId } : {}),
        },
        page,
      );
      const answer: { list: Settlement[] } & PageFields = {
        list: list.map((s) => settlementView(s, zone)),
        ...pageFields(page, total),
      };
      return answer;
    },

    /** Runs a kind's settlement for the brand: the period containing `at`, or every closed one. */
    async run(
      operator: Operator,
      brand: Brand,
      request: { kind: ContractKind; at?: string | undefined },
      origin: Origin,
    ): Promise<SettlementRun> {
      mayWrite(operator, 'run settlements');
      const at = request.at ? new Date(request.at) : undefined;
      if (at && at.getTime() > now().getTime())
        throw badRequest(ERROR_CODES.validation, 'at: the period has not begun yet.', { field: 'at' });
      const result = await deps.settlement.run(request.kind, { merchantId: brand.id, ...(at ? { at } : {}) });
      await audit.write(
        entry(brand, operator, origin, 'agent.settlement.run', {
          kind: request.kind,
          at: request.at ?? null,
          result,
        }),
      );
      return result;
    },

    async unfreeze(operator: Operator, brand: Brand, memberId: number, origin: Origin) {
      mayWrite(operator, 'unfreeze accounts');
      if (!(await contracts.member(brand.id, memberId))) throw unknownMember('id');
      return db.transaction(async (tx) => {
        const reason = await contracts.unfreeze(brand.id, memberId, tx);
        if (reason === undefined)
          throw conflict(ERROR_CODES.validation, 'id: the account is not frozen.', { field: 'id' });
        await audit.write(
          entry(brand, operator, origin, 'agent.unfreeze', {
            memberId,
            before: { frozen: true, reason },
            after: { frozen: false, reason: null },
          }),
          tx,
        );
        return { id: memberId, frozen: false as const };
      });
    },
  };
}
export type CommissionsAdmin = ReturnType<typeof createCommissionsAdmin>;
