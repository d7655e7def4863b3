import { parseArgs } from 'node:util';
import { ADMIN_API, type OperatorProfile, type OperatorTotpSetup } from '@platform/contracts';
import {
  AGENT_COMMAND_OPTIONS,
  AGENT_PARSE_OPTIONS,
  AGENT_USAGE,
  agentUsageProblem,
  runAgentCommand,
} from './agent-commands.js';
import {
  LOTTERY_COMMAND_OPTIONS,
  LOTTERY_PARSE_OPTIONS,
  LOTTERY_USAGE,
  lotteryUsageProblem,
  runLotteryCommand,
} from './lottery-commands.js';
import {
  RESPONSIBLE_COMMAND_OPTIONS,
  RESPONSIBLE_PARSE_OPTIONS,
  RESPONSIBLE_USAGE,
  responsibleUsageProblem,
  runResponsibleCommand,
} from './responsible-commands.js';
import {
  SPORTSBOOK_COMMAND_OPTIONS,
  SPORTSBOOK_PARSE_OPTIONS,
  SPORTSBOOK_USAGE,
  runSportsbookCommand,
  sportsbookCommandOf,
  sportsbookUsageProblem,
} from './sportsbook-commands.js';

// The logic of `npm run admin`: an HTTP client of the operator API (decision record 016). It never opens
// the database, so it runs beside the server; tests run it through `app.inject`.

export type CliRequest = {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
};
export type CliResponse = { status: number; body: unknown };
export type Transport = (request: CliRequest) => Promise<CliResponse>;

/** Raised by a transport that cannot reach the server (exit code 2). */
export class CannotConnect extends Error {}

export type CliDeps = {
  /** The transport to the server at `baseUrl` (`--url`, or `http://127.0.0.1:<PORT>`). */
  transportFor: (baseUrl: string) => Transport;
  /** `PORT`, `ADMIN_USER`, `ADMIN_PASSWORD` from the environment. */
  env: { port: number; user?: string; password?: string };
  out: (line: string) => void;
  err: (line: string) => void;
};

export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  queues                                      the queues and how many requests wait in each
  list <queue> [--status s] [--page n]        a queue's requests (deposits, withdrawals, redemptions)
  approve <queue> <id> [--note text]          approve a waiting request
  reject <queue> <id> [--note text]           reject a waiting request
  message (--to <username> | --all) --title t --body b
                                              a platform message to one member or to every member
  totp-setup                                  start your authenticator: its secret and otpauth address
  totp-enable <code>                          turn it on with a code from the app (then log in with --totp)
${AGENT_USAGE}
${LOTTERY_USAGE}
${SPORTSBOOK_USAGE}
${RESPONSIBLE_USAGE}

Options:
  --url <url>          the server (default http://127.0.0.1:$PORT, PORT default 3000)
  --merchant <code>    the brand (default demo)
  --user <name>        the operator (or ADMIN_USER)
  --password <text>    the operator's password (or ADMIN_PASSWORD)
  --totp <code>        the authenticator code, for an operator whose logins ask for one

Exit codes: 0 done, 1 refused by the server, 2 cannot connect or bad usage.`;

const COMMAND_OPTIONS: Record<string, { positionals: number; options: string[] }> = {
  queues: { positionals: 0, options: [] },
  list: { positionals: 1, options: ['status', 'page', 'page-size'] },
  approve: { positionals: 2, options: ['note'] },
  reject: { positionals: 2, options: ['note'] },
  message: { positionals: 0, options: ['to', 'all', 'title', 'body'] },
  'totp-setup': { positionals: 0, options: [] },
  'totp-enable': { positionals: 1, options: [] },
  ...AGENT_COMMAND_OPTIONS,
  ...LOTTERY_COMMAND_OPTIONS,
  ...SPORTSBOOK_COMMAND_OPTIONS,
  ...RESPONSIBLE_COMMAND_OPTIONS,
};
const CONNECTION_OPTIONS = ['url', 'merchant', 'user', 'password', 'totp', 'help'];

/** The commands an operator who owes the brand an authenticator may run: setting it up. */
const TOTP_SETUP_COMMANDS = new Set(['totp-setup', 'totp-enable']);
const TOTP_CODE = /^[0-9]{6}$/;

class UsageError extends Error {}
class Refused extends Error {}

type Envelope = { success?: boolean; value?: unknown; message?: string; errorCode?: string };

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Columns padded to their widest cell. */
function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        url: { type: 'string' },
        merchant: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        totp: { type: 'string' },
        status: { type: 'string' },
        page: { type: 'string' },
        'page-size': { type: 'string' },
        note: { type: 'string' },
        to: { type: 'string' },
        all: { type: 'boolean' },
        title: { type: 'string' },
        body: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...AGENT_PARSE_OPTIONS,
        ...LOTTERY_PARSE_OPTIONS,
        ...SPORTSBOOK_PARSE_OPTIONS,
        ...RESPONSIBLE_PARSE_OPTIONS,
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help || parsed.positionals[0] === 'help') return { help: true as const };
  const { command, args, problem } = sportsbookCommandOf(parsed.positionals);
  if (problem) throw new UsageError(problem);
  if (!command) throw new UsageError('Give a command.');
  const spec = COMMAND_OPTIONS[command];
  if (!spec) throw new UsageError(`Unknown command: ${command}.`);
  if (args.length !== spec.positionals) {
    throw new UsageError(`${command} takes ${spec.positionals} argument(s), got ${args.length}.`);
  }
  for (const name of Object.keys(parsed.values)) {
    if (!CONNECTION_OPTIONS.includes(name) && !spec.options.includes(name)) {
      throw new UsageError(`${command} does not take --${name}.`);
    }
  }
  const values = parsed.values;
  // Checked before logging in: a bad command never opens a session.
  if (values.totp !== undefined && !TOTP_CODE.test(values.totp)) {
    throw new UsageError('--totp must be the 6 digits the authenticator app shows.');
  }
  if (command === 'totp-enable' && !TOTP_CODE.test(args[0] ?? '')) {
    throw new UsageError('totp-enable takes the 6 digits the authenticator app shows.');
  }
  if (command === 'list') {
    positiveInt(values.page, '--page', 1);
    positiveInt(values['page-size'], '--page-size', 20);
  }
  if ((command === 'approve' || command === 'reject') && !/^[1-9][0-9]{0,15}$/.test(args[1] ?? '')) {
    throw new UsageError(`${args[1]} is not an id (a whole number).`);
  }
  if (command === 'message') {
    if (Boolean(values.to) === Boolean(values.all))
      throw new UsageError('message needs --to <username> or --all.');
    if (!values.title || !values.body) throw new UsageError('message needs --title and --body.');
  }
  const agentProblem = agentUsageProblem(command, args, values);
  if (agentProblem) throw new UsageError(agentProblem);
  const lotteryProblem = lotteryUsageProblem(command, values);
  if (lotteryProblem) throw new UsageError(lotteryProblem);
  const sportsbookProblem = sportsbookUsageProblem(command, args, values);
  if (sportsbookProblem) throw new UsageError(sportsbookProblem);
  const responsibleProblem = responsibleUsageProblem(command, args, values);
  if (responsibleProblem) throw new UsageError(responsibleProblem);
  return { help: false as const, command, args, values };
}

const positiveInt = (text: string | undefined, what: string, fallback: number) => {
  if (text === undefined) return fallback;
  if (!/^[1-9][0-9]{0,14}$/.test(text)) throw new UsageError(`${what} must be a whole number above 0.`);
  return Number(text);
};

/** Runs one command; answers the exit code. Never throws. */
export async function runAdminCli(argv: string[], deps: CliDeps): Promise<number> {
  const { out, err } = deps;
  let parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    err(`admin: ${(error as Error).message}`);
    err(USAGE);
    return EXIT.usage;
  }
  if (parsed.help) {
    out(USAGE);
    return EXIT.ok;
  }
  const { command, args, values } = parsed;
  const user = values.user ?? deps.env.user;
  const password = values.password ?? deps.env.password;
  if (!user || !password) {
    err('admin: give --user and --password (or set ADMIN_USER and ADMIN_PASSWORD).');
    return EXIT.usage;
  }
  const baseUrl = (values.url ?? `http://127.0.0.1:${deps.env.port}`).replace(/\/+$/, '');
  const merchant = values.merchant ?? 'demo';
  const transport = deps.transportFor(baseUrl);
  let token: string | undefined;

  async function call(method: CliRequest['method'], path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { merchant };
    if (token) headers.authorization = token;
    const response = await transport({ method, path, headers, body });
    const envelope = (typeof response.body === 'object' ? response.body : null) as Envelope | null;
    if (response.status >= 200 && response.status < 300 && envelope?.success) return envelope.value;
    const reason =
      envelope?.message ?? (typeof response.body === 'string' ? response.body.slice(0, 200) : 'no answer');
    throw new Refused(
      `refused (${response.status}${envelope?.errorCode ? ` ${envelope.errorCode}` : ''}): ${reason}`,
    );
  }

  try {
    type Login = { token?: string; ticket?: string; totpRequired?: true; operator?: OperatorProfile };
    let session = (await call('POST', ADMIN_API.adminLogin, { username: user, password })) as Login;
    if (session.totpRequired) {
      if (!values.totp) {
        err('admin: this operator logs in with an authenticator code: give --totp <code>.');
        return EXIT.usage;
      }
      session = (await call('POST', ADMIN_API.adminTotpLogin, {
        ticket: session.ticket,
        code: values.totp,
      })) as Login;
    }
    token = session.token;
    try {
      if (session.operator?.totpSetupRequired && !TOTP_SETUP_COMMANDS.has(command)) {
        throw new Refused(
          `${user} must set up an authenticator first: run totp-setup, add the secret to the app, then ` +
            'totp-enable <code>.',
        );
      }
      await runCommand(command, args, values, call, out);
    } finally {
      await call('DELETE', ADMIN_API.adminLogout).catch(() => undefined);
    }
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CannotConnect) {
      err(`admin: cannot connect to ${baseUrl}: ${error.message}`);
      return EXIT.usage;
    }
    if (error instanceof Refused) {
      err(`admin: ${error.message}`);
      return EXIT.refused;
    }
    err(`admin: ${(error as Error).message}`);
    return EXIT.usage;
  }
}

type Values = ReturnType<typeof parse> extends infer P ? (P extends { values: infer V } ? V : never) : never;
type Call = (method: CliRequest['method'], path: string, body?: unknown) => Promise<unknown>;

type Item = {
  id: number;
  username: string;
  amount: number;
  status: string;
  createdAt: string;
  detail: Record<string, string | number | null>;
};

const itemPath = (template: string, queue: string, id?: string) =>
  template.replace(':queue', encodeURIComponent(queue)).replace(':id', encodeURIComponent(id ?? ''));

async function runCommand(
  command: string,
  args: string[],
  values: Values,
  call: Call,
  out: (line: string) => void,
): Promise<void> {
  if (await runAgentCommand(command, args, values, call, out, table)) return;
  if (await runLotteryCommand(command, args, values, call, out, table)) return;
  if (await runSportsbookCommand(command, args, values, call, out, table)) return;
  if (await runResponsibleCommand(command, args, values, call, out, table)) return;
  switch (command) {
    case 'totp-setup': {
      const value = (await call('POST', ADMIN_API.adminTotpSetup)) as OperatorTotpSetup;
      out('Add this secret to the authenticator app (or open the address as a QR code); it is shown once.');
      out(`secret:   ${value.secret}`);
      out(`address:  ${value.otpauthUrl}`);
      out('Then: totp-enable <the 6 digits the app shows>.');
      return;
    }
    case 'totp-enable': {
      await call('POST', ADMIN_API.adminTotpEnable, { code: args[0] });
      out('The authenticator is on: log in with --totp <code> from now on.');
      return;
    }
    case 'queues': {
      const value = (await call('GET', ADMIN_API.adminQueues)) as {
        list: { name: string; waiting: number; canDecide: boolean }[];
      };
      if (value.list.length === 0) {
        out('No queues.');
        return;
      }
      const rows = value.list.map((q) => [q.name, String(q.waiting), q.canDecide ? 'yes' : 'no']);
      for (const line of table(['queue', 'waiting', 'you may decide'], rows)) out(line);
      return;
    }
    case 'list': {
      const [queue = ''] = args;
      const query = new URLSearchParams({
        pageNo: String(positiveInt(values.page, '--page', 1)),
        pageSize: String(positiveInt(values['page-size'], '--page-size', 20)),
      });
      if (values.status) query.set('status', values.status);
      const value = (await call('GET', `${itemPath(ADMIN_API.adminQueue, queue)}?${query.toString()}`)) as {
        list: Item[];
        pageNo: number;
        totalPages: number;
        totalCount: number;
      };
      if (value.list.length === 0) {
        out(`Nothing in ${queue}${values.status ? ` with status ${values.status}` : ''}.`);
        return;
      }
      const rows = value.list.map((i) => [
        String(i.id),
        i.username,
        money(i.amount),
        i.status,
        i.createdAt,
        Object.entries(i.detail)
          .filter(([, v]) => v !== null && v !== '')
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(' '),
      ]);
      for (const line of table(['id', 'member', 'amount', 'status', 'created', 'detail'], rows)) out(line);
      out(`page ${value.pageNo} of ${value.totalPages} (${value.totalCount} in all)`);
      return;
    }
    case 'approve':
    case 'reject': {
      const [queue = '', id = ''] = args;
      const template = command === 'approve' ? ADMIN_API.adminApprove : ADMIN_API.adminReject;
      const value = (await call(
        'POST',
        itemPath(template, queue, id),
        values.note ? { note: values.note } : {},
      )) as {
        item: Item;
      };
      const i = value.item;
      out(
        `${command === 'approve' ? 'Approved' : 'Rejected'} ${queue} #${i.id}: ${i.username}, ${money(i.amount)}, now ${i.status}.`,
      );
      return;
    }
    case 'message': {
      const value = (await call('POST', ADMIN_API.adminMessages, {
        title: values.title,
        body: values.body,
        ...(values.all ? { all: true } : { username: values.to }),
      })) as { sent: number };
      out(`Message sent to ${value.sent} member(s).`);
      return;
    }
  }
}

/** The transport of the real command: `fetch` to the running server. */
export const fetchTransport =
  (baseUrl: string): Transport =>
  async (request) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new CannotConnect(cause?.code ?? cause?.message ?? (error as Error).message);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): shown as text.
    }
    return { status: response.status, body };
  };
