import {
  ADMIN_API,
  type OperatorResponsible,
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
} from '@platform/contracts';

// Responsible gaming in `npm run admin`: a member's limits, exclusions and their history shown; an operator's
// exclusion added and lifted. Each command is one call of the operator API, which checks the role (owners and
// support change, every role reads), refuses to lift a member's own time-out or self-exclusion, and writes
// the audit row.

const DURATIONS: readonly string[] = [...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS];

export const RESPONSIBLE_USAGE = `
Responsible gaming:
  rg-show <memberId>                          a member's limits (used, pending increases), the exclusion in
                                              force, every exclusion and the last changes
  rg-exclude <memberId> --duration <d> --reason <text>
                                              exclude a member from now: no play, deposits or marketing
                                              (${DURATIONS.join('|')})
  rg-lift <memberId> <exclusionId>            lift an operator's exclusion (a member's own is never lifted)`;

export const RESPONSIBLE_COMMAND_OPTIONS: Record<string, { positionals: number; options: string[] }> = {
  'rg-show': { positionals: 1, options: [] },
  'rg-exclude': { positionals: 1, options: ['duration', 'reason'] },
  'rg-lift': { positionals: 2, options: [] },
};

/** The options the responsible-gaming commands add to the command line's parser. */
export const RESPONSIBLE_PARSE_OPTIONS = {
  duration: { type: 'string' },
  reason: { type: 'string' },
} as const;

export type ResponsibleValues = { duration?: string; reason?: string };

type Call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown) => Promise<unknown>;

const isId = (text: string | undefined) => /^[1-9][0-9]{0,9}$/.test(text ?? '');

/** Checks a responsible-gaming command before logging in; answers the problem, or undefined. */
export function responsibleUsageProblem(
  command: string,
  args: string[],
  values: ResponsibleValues,
): string | undefined {
  if (!(command in RESPONSIBLE_COMMAND_OPTIONS)) return undefined;
  if (!isId(args[0])) return `${args[0]} is not a member id (a whole number).`;
  if (command === 'rg-lift' && !isId(args[1])) return `${args[1]} is not an exclusion id (a whole number).`;
  if (command === 'rg-exclude') {
    if (!values.duration) return `rg-exclude needs --duration (${DURATIONS.join('|')}).`;
    if (!DURATIONS.includes(values.duration))
      return `--duration ${values.duration} is not one of ${DURATIONS.join(', ')}.`;
    if (!values.reason?.trim()) return 'rg-exclude needs --reason (why).';
  }
  return undefined;
}

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Limit = OperatorResponsible['state']['limits'][number];
type Exclusion = OperatorResponsible['exclusions'][number];

const amountOf = (key: Limit['key'], value: number | null) =>
  value === null ? 'none' : key === 'sessionMinutes' ? `${value} min` : money(value);

const KIND_NAMES: Record<Exclusion['kind'], string> = {
  timeout: 'time-out',
  self: 'self-exclusion',
  operator: "operator's exclusion",
};

/** When play returns: its moment, or why there is none yet. */
const liftText = (e: Pick<Exclusion, 'kind' | 'liftsAt' | 'endsAt'>) =>
  e.liftsAt ?? (e.kind === 'self' && e.endsAt ? `when ended after ${e.endsAt}` : 'never (permanent)');

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');

/** The history rows `rg-show` prints, newest first. */
const HISTORY_ROWS = 15;

function show(value: OperatorResponsible, out: (line: string) => void, table: Table) {
  const { state } = value;
  out(`Member #${value.memberId} ${value.username} (amounts in ${state.currency})`);
  out('');
  const limits = state.limits.map((l) => [
    l.key,
    amountOf(l.key, l.value),
    l.key === 'sessionMinutes' ? `${l.used} min` : money(l.used),
    l.pending
      ? `${amountOf(l.key, l.pending.value)} from ${l.pending.effectiveAt}` +
        (l.pending.confirmable ? ' (confirmable)' : '')
      : '-',
  ]);
  for (const line of table(['limit', 'value', 'used', 'pending'], limits)) out(line);
  out('');
  const current = state.exclusion;
  out(
    current
      ? `In force: ${KIND_NAMES[current.kind]} #${current.id} since ${current.startedAt}, play returns ${liftText(current)}.`
      : 'In force: no exclusion.',
  );
  if (value.exclusions.length > 0) {
    out('');
    const rows = value.exclusions.map((e) => [
      String(e.id),
      e.kind,
      e.createdBy === 'operator' ? `operator #${e.operatorId ?? '?'}` : 'member',
      e.startedAt,
      e.endsAt ?? 'permanent',
      e.endedAt ? `lifted ${e.endedAt}` : liftText(e),
      e.reason ?? '-',
    ]);
    for (const line of table(['id', 'kind', 'by', 'started', 'ends', 'play returns', 'reason'], rows))
      out(line);
  }
  out('');
  if (value.history.length === 0) {
    out('No changes recorded.');
    return;
  }
  const history = value.history
    .slice(0, HISTORY_ROWS)
    .map((h) => [
      h.at,
      h.event,
      h.operatorId === null ? 'member' : `operator #${h.operatorId}`,
      detailText(h.detail),
    ]);
  for (const line of table(['at', 'event', 'by', 'detail'], history)) out(line);
  if (value.history.length > HISTORY_ROWS)
    out(`(the last ${HISTORY_ROWS} of ${value.history.length} changes)`);
}

type Table = (head: string[], rows: string[][]) => string[];

const memberPath = (template: string, memberId: string, exclusionId = '') =>
  template
    .replace(':id', encodeURIComponent(memberId))
    .replace(':exclusionId', encodeURIComponent(exclusionId));

/** Runs a responsible-gaming command; false when `command` is not one. */
export async function runResponsibleCommand(
  command: string,
  args: string[],
  values: ResponsibleValues,
  call: Call,
  out: (line: string) => void,
  table: Table,
): Promise<boolean> {
  const [memberId = '', exclusionId = ''] = args;
  switch (command) {
    case 'rg-show': {
      const value = (await call(
        'GET',
        memberPath(ADMIN_API.adminMemberResponsible, memberId),
      )) as OperatorResponsible;
      show(value, out, table);
      return true;
    }
    case 'rg-exclude': {
      const value = (await call('POST', memberPath(ADMIN_API.adminMemberExclusions, memberId), {
        duration: values.duration,
        reason: values.reason?.trim(),
      })) as OperatorResponsible;
      const added = value.exclusions.find((e) => e.kind === 'operator' && e.endedAt === null);
      out(
        `Excluded member #${value.memberId} ${value.username}: operator's exclusion #${added?.id ?? '?'} ` +
          `${added?.endsAt ? `until ${added.endsAt}` : 'with no end (permanent)'}. Its game sessions ended.`,
      );
      return true;
    }
    case 'rg-lift': {
      const value = (await call(
        'DELETE',
        memberPath(ADMIN_API.adminMemberExclusion, memberId, exclusionId),
      )) as OperatorResponsible;
      const current = value.state.exclusion;
      out(
        `Lifted exclusion #${exclusionId} of member #${value.memberId} ${value.username}; ` +
          (current
            ? `still in force: ${KIND_NAMES[current.kind]} #${current.id}, play returns ${liftText(current)}.`
            : 'no exclusion in force.'),
      );
      return true;
    }
    default:
      return false;
  }
}
