import { ADMIN_API } from '@platform/contracts';

// The lottery in `npm run admin`: the brand's numeros, a feed game's result entered, a drawn result
// corrected, a numero cancelled. Each command is one call of the operator API, which writes the audit row.

export const LOTTERY_USAGE = `
Lottery:
  lottery-numeros [--game code] [--status s] [--page n]
                                              the numeros that have opened, newest draw first
  lottery-result <game> <numero> --result '<json>' [--note text]
                                              enter a feed game's result once its draw time has passed
                                              (e.g. '{"kind":"digits5","digits":[1,2,3,4,5]}')
  lottery-correct <game> <numero> --result '<json>' --note text
                                              correct a drawn result; its bets are settled again
  lottery-cancel <game> <numero> --note text  cancel a numero without a result; its bets are refunded`;

export const LOTTERY_COMMAND_OPTIONS: Record<string, { positionals: number; options: string[] }> = {
  'lottery-numeros': { positionals: 0, options: ['game', 'status', 'page', 'page-size'] },
  'lottery-result': { positionals: 2, options: ['result', 'note'] },
  'lottery-correct': { positionals: 2, options: ['result', 'note'] },
  'lottery-cancel': { positionals: 2, options: ['note'] },
};

/** The options the lottery commands add to the command line's parser. */
export const LOTTERY_PARSE_OPTIONS = {
  game: { type: 'string' },
  result: { type: 'string' },
} as const;

export type LotteryValues = {
  game?: string;
  result?: string;
  note?: string;
  status?: string;
  page?: string;
  'page-size'?: string;
};

type Call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown) => Promise<unknown>;

/** Checks a lottery command before logging in; answers the problem, or undefined. */
export function lotteryUsageProblem(command: string, values: LotteryValues): string | undefined {
  if (command === 'lottery-result' || command === 'lottery-correct') {
    if (!values.result) return `${command} needs --result '<json>'.`;
    try {
      JSON.parse(values.result);
    } catch {
      return '--result is not JSON.';
    }
  }
  if ((command === 'lottery-correct' || command === 'lottery-cancel') && !values.note)
    return `${command} needs --note (why).`;
  return undefined;
}

type Numero = {
  gameCode: string;
  numero: string;
  status: string;
  drawAt: string;
  result: unknown;
  corrections: number;
  source: string;
  bets: number;
  stake: number;
  payout: number;
};

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A result in one line: the digits, the keno numbers, or a board's special prize. */
function resultLine(result: unknown): string {
  if (!result || typeof result !== 'object') return '-';
  const r = result as { digits?: number[]; numbers?: number[]; prizes?: { numbers: string[] }[] };
  if (r.digits) return r.digits.join(' ');
  if (r.numbers) return r.numbers.join(' ');
  return `special ${r.prizes?.[0]?.numbers[0] ?? '?'}`;
}

const numeroPath = (template: string, game: string, numero: string) =>
  template.replace(':gameCode', encodeURIComponent(game)).replace(':numero', encodeURIComponent(numero));

/** Runs a lottery command; false when `command` is not one. */
export async function runLotteryCommand(
  command: string,
  args: string[],
  values: LotteryValues,
  call: Call,
  out: (line: string) => void,
  table: (head: string[], rows: string[][]) => string[],
): Promise<boolean> {
  const [game = '', numero = ''] = args;
  const changed = (verb: string, value: { numero: Numero; done: number; left: number }) =>
    out(
      `${verb} ${value.numero.gameCode} ${value.numero.numero}: now ${value.numero.status}` +
        ` (${resultLine(value.numero.result)}); ${value.done} ticket(s) done, ${value.left} left to the worker.`,
    );
  switch (command) {
    case 'lottery-numeros': {
      const query = new URLSearchParams({
        pageNo: values.page ?? '1',
        pageSize: values['page-size'] ?? '20',
      });
      if (values.game) query.set('gameCode', values.game);
      if (values.status) query.set('status', values.status);
      const value = (await call('GET', `${ADMIN_API.adminLotteryNumeros}?${query.toString()}`)) as {
        list: Numero[];
        pageNo: number;
        totalPages: number;
        totalCount: number;
      };
      if (value.list.length === 0) {
        out('No numeros.');
        return true;
      }
      const rows = value.list.map((n) => [
        n.gameCode,
        n.numero,
        n.status,
        n.drawAt,
        resultLine(n.result),
        String(n.bets),
        money(n.stake),
        money(n.payout),
      ]);
      for (const line of table(
        ['game', 'numero', 'status', 'draw', 'result', 'bets', 'stake', 'payout'],
        rows,
      ))
        out(line);
      out(`page ${value.pageNo} of ${value.totalPages} (${value.totalCount} in all)`);
      return true;
    }
    case 'lottery-result':
    case 'lottery-correct': {
      const body = {
        result: JSON.parse(values.result ?? 'null') as unknown,
        ...(values.note ? { note: values.note } : {}),
      };
      const value =
        command === 'lottery-result'
          ? await call('PUT', numeroPath(ADMIN_API.adminLotteryResult, game, numero), body)
          : await call('POST', numeroPath(ADMIN_API.adminLotteryCorrection, game, numero), body);
      changed(command === 'lottery-result' ? 'Entered' : 'Corrected', value as Parameters<typeof changed>[1]);
      return true;
    }
    case 'lottery-cancel': {
      const value = await call('POST', numeroPath(ADMIN_API.adminLotteryCancel, game, numero), {
        note: values.note,
      });
      changed('Cancelled', value as Parameters<typeof changed>[1]);
      return true;
    }
    default:
      return false;
  }
}
