import { ADMIN_API, CONTRACT_KINDS } from '@platform/contracts';

// The agent business in `npm run admin`: top agents, moves, the house's contracts, settlements (runnable
// by kind or by the job's name) and freezes. Each command is one call of the operator API.

export const AGENT_USAGE = `
Agents and commission contracts:
  agent-create <username> --type n --agent-password p [--nickname x]
                                              open a top agent (no upline) of an agent type
  agent-move <memberId> (--upline <agentId> | --top)
                                              move a member under an agent (or make it a top agent)
  agent-offer <memberId> --terms '<json>'     offer a house contract to a top agent
                                              (e.g. '{"kind":"daily","tiers":[{"validBet":0,"activeMembers":0,"rate":1}]}')
  agent-end <contractId>                      end a contract
  agent-settlements [--kind k] [--status s] [--member id] [--page n]
                                              the settlements, newest period first
  agent-settle <kind | commissions.<kind>> [--at iso-time]
                                              run a settlement job now (kinds: ${CONTRACT_KINDS.join(', ')})
  agent-unfreeze <memberId>                   lift the freeze of an account`;

export const AGENT_COMMAND_OPTIONS: Record<string, { positionals: number; options: string[] }> = {
  'agent-create': { positionals: 1, options: ['type', 'agent-password', 'nickname'] },
  'agent-move': { positionals: 1, options: ['upline', 'top'] },
  'agent-offer': { positionals: 1, options: ['terms'] },
  'agent-end': { positionals: 1, options: [] },
  'agent-settlements': { positionals: 0, options: ['kind', 'status', 'member', 'page', 'page-size'] },
  'agent-settle': { positionals: 1, options: ['at'] },
  'agent-unfreeze': { positionals: 1, options: [] },
};

/** The options the agent commands add to the command line's parser. */
export const AGENT_PARSE_OPTIONS = {
  type: { type: 'string' },
  'agent-password': { type: 'string' },
  nickname: { type: 'string' },
  upline: { type: 'string' },
  top: { type: 'boolean' },
  terms: { type: 'string' },
  kind: { type: 'string' },
  member: { type: 'string' },
  at: { type: 'string' },
} as const;

export type AgentValues = {
  type?: string;
  'agent-password'?: string;
  nickname?: string;
  upline?: string;
  top?: boolean;
  terms?: string;
  kind?: string;
  member?: string;
  at?: string;
  status?: string;
  page?: string;
  'page-size'?: string;
};

type Call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown) => Promise<unknown>;

const ID = /^[1-9][0-9]{0,9}$/;

/** A command's kind: `daily` or the job's name `commissions.daily`. */
export const kindOf = (text: string) => text.replace(/^commissions\./, '');

/**
 * Checks an agent command before logging in (a bad command never opens a session); answers the problem,
 * or undefined.
 */
export function agentUsageProblem(command: string, args: string[], values: AgentValues): string | undefined {
  const [first = ''] = args;
  if (['agent-move', 'agent-offer', 'agent-end', 'agent-unfreeze'].includes(command) && !ID.test(first))
    return `${first} is not an id (a whole number).`;
  switch (command) {
    case 'agent-create':
      if (!values.type || !/^[0-9]{1,2}$/.test(values.type)) return 'agent-create needs --type <agent type>.';
      if (!values['agent-password']) return "agent-create needs --agent-password (the new agent's password).";
      return undefined;
    case 'agent-move':
      if (Boolean(values.top) === Boolean(values.upline))
        return 'agent-move needs --upline <agentId> or --top.';
      if (values.upline && !ID.test(values.upline)) return `${values.upline} is not an id (a whole number).`;
      return undefined;
    case 'agent-offer':
      if (!values.terms) return "agent-offer needs --terms '<json>'.";
      try {
        JSON.parse(values.terms);
      } catch {
        return '--terms is not JSON.';
      }
      return undefined;
    case 'agent-settle':
      if (!(CONTRACT_KINDS as readonly string[]).includes(kindOf(first)))
        return `${first} is not a contract kind (${CONTRACT_KINDS.join(', ')}).`;
      if (values.at && Number.isNaN(Date.parse(values.at))) return '--at is not an ISO time.';
      return undefined;
    case 'agent-settlements':
      if (values.member && !ID.test(values.member)) return `${values.member} is not an id (a whole number).`;
      return undefined;
    default:
      return undefined;
  }
}

type Settlement = {
  id: number;
  kind: string;
  username: string;
  payer: string | null;
  periodKey: string;
  rate: number;
  amount: number;
  status: string;
};

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Runs an agent command; false when `command` is not one. */
export async function runAgentCommand(
  command: string,
  args: string[],
  values: AgentValues,
  call: Call,
  out: (line: string) => void,
  table: (head: string[], rows: string[][]) => string[],
): Promise<boolean> {
  const [first = ''] = args;
  switch (command) {
    case 'agent-create': {
      const value = (await call('POST', ADMIN_API.adminAgents, {
        username: first,
        password: values['agent-password'],
        type: Number(values.type),
        ...(values.nickname ? { nickname: values.nickname } : {}),
      })) as { id: number; username: string; type: number };
      out(`Opened top agent ${value.username} (#${value.id}, type ${value.type}).`);
      return true;
    }
    case 'agent-move': {
      const uplineId = values.top ? null : Number(values.upline);
      const value = (await call('PUT', ADMIN_API.adminAgentMove.replace(':id', first), { uplineId })) as {
        endedContracts: number[];
      };
      out(
        `Moved #${first} ${uplineId === null ? 'to the top' : `under #${uplineId}`}` +
          (value.endedContracts.length ? `; ended contracts ${value.endedContracts.join(', ')}.` : '.'),
      );
      return true;
    }
    case 'agent-offer': {
      const value = (await call('POST', ADMIN_API.adminAgentContracts, {
        memberId: Number(first),
        terms: JSON.parse(values.terms ?? '{}') as unknown,
      })) as { id: number; kind: string; username: string; topRate: number };
      out(`Offered ${value.kind} contract #${value.id} to ${value.username} (top rate ${value.topRate}%).`);
      return true;
    }
    case 'agent-end': {
      const value = (await call('DELETE', ADMIN_API.adminAgentContract.replace(':id', first))) as {
        id: number;
        status: string;
      };
      out(`Contract #${value.id} is now ${value.status}.`);
      return true;
    }
    case 'agent-settlements': {
      const query = new URLSearchParams({
        pageNo: values.page ?? '1',
        pageSize: values['page-size'] ?? '20',
      });
      if (values.kind) query.set('kind', values.kind);
      if (values.status) query.set('status', values.status);
      if (values.member) query.set('memberId', values.member);
      const value = (await call('GET', `${ADMIN_API.adminAgentSettlements}?${query.toString()}`)) as {
        list: Settlement[];
        pageNo: number;
        totalPages: number;
        totalCount: number;
      };
      if (value.list.length === 0) {
        out('No settlements.');
        return true;
      }
      const rows = value.list.map((s) => [
        String(s.id),
        s.kind,
        s.periodKey,
        s.username,
        s.payer ?? '(house)',
        `${s.rate}%`,
        money(s.amount),
        s.status,
      ]);
      for (const line of table(['id', 'kind', 'period', 'member', 'payer', 'rate', 'amount', 'status'], rows))
        out(line);
      out(`page ${value.pageNo} of ${value.totalPages} (${value.totalCount} in all)`);
      return true;
    }
    case 'agent-settle': {
      const value = (await call('POST', ADMIN_API.adminAgentSettlementRun, {
        kind: kindOf(first),
        ...(values.at ? { at: new Date(values.at).toISOString() } : {}),
      })) as { kind: string; paid: number; nothing: number; due: number; forced: number };
      out(
        `Settled ${value.kind}: ${value.paid} paid, ${value.nothing} nothing, ${value.due} due, ` +
          `${value.forced} forced.`,
      );
      return true;
    }
    case 'agent-unfreeze': {
      await call('POST', ADMIN_API.adminAgentUnfreeze.replace(':id', first));
      out(`Account #${first} is no longer frozen.`);
      return true;
    }
    default:
      return false;
  }
}
