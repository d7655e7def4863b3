import {
  agentAccountRequestSchema,
  CONTRACT_TIERS_MAX,
  type AgentAccountRequest,
  type AgentLinkRequest,
  type AgentTransferRequest,
  type ContractKind,
  type ContractOffer,
  type ContractTerms,
  type DividendCycle,
} from '@platform/contracts';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { amountOr0, readAmount } from '@/lib/read-amount';

// The agent centre's forms: the contracts' fields, made required where the form needs them. Issue codes
// are words under `agent.problems` (the form's own wording, through `useProblemText`).

/** What a field of these forms can be refused for; each is a key under `agent.problems`. */
export type AgentProblem =
  | 'required'
  | 'amountFormat'
  | 'amountTooLarge'
  | 'number'
  | 'count'
  | 'rate'
  | 'rateDecimals'
  | 'memberRequired'
  | 'date';

const filled = <T extends z.ZodType<string, string>>(field: T) =>
  z.string().trim().min(1, 'required').pipe(field);

const { username, password, nickname } = agentAccountRequestSchema.shape;

export type AccountFormValues = { username: string; password: string; nickname: string; type: string };

/** Open an account: username, a temporary password, an optional nickname, and its type (0 a member). */
export const accountFormSchema = z
  .object({
    username: filled(username),
    password: password.min(1, 'required'),
    nickname: nickname.unwrap(),
    type: z.string().regex(/^\d+$/, 'required'),
  })
  .transform((v): AgentAccountRequest => ({
    username: v.username,
    password: v.password,
    nickname: v.nickname || undefined,
    type: Number(v.type),
  }));

export type LinkFormValues = { type: string; expiresOn: string };

/** A new affiliate link: the account type it registers, and the day it expires (none: never). */
export const linkFormSchema = z
  .object({
    type: z.string().regex(/^\d+$/, 'required'),
    expiresOn: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date')]),
  })
  .transform((v): AgentLinkRequest => ({
    type: Number(v.type),
    expiresOn: v.expiresOn === '' ? undefined : v.expiresOn,
  }));

export type TransferFormValues = { amount: string; paymentPassword: string };

const amountField = z.string().superRefine((text, ctx) => {
  const read = readAmount(text);
  if ('problem' in read)
    ctx.addIssue({
      code: 'custom',
      message:
        read.problem === 'required'
          ? 'required'
          : read.problem === 'format'
            ? 'amountFormat'
            : 'amountTooLarge',
    });
});

/** Money to a direct downline; the request id is the dialog's (the same one goes again on a retry). */
export const transferFormSchema = (memberId: number, requestId: string) =>
  z
    .object({ amount: amountField, paymentPassword: z.string().min(1, 'required').max(64, 'required') })
    .transform((v): AgentTransferRequest => ({
      memberId,
      amount: amountOr0(v.amount),
      paymentPassword: v.paymentPassword,
      requestId,
    }));

// ---------------------------------------------------------------------------------------------------
// Contract offers

type TierField = { name: string; kind: 'money' | 'count' | 'rate' };
/** The fields of a tier of each kind, as the contracts' tier schemas have them. */
export const TIER_FIELDS: Record<ContractKind, readonly TierField[]> = {
  dividend: [
    { name: 'validBet', kind: 'money' },
    { name: 'loss', kind: 'money' },
    { name: 'activeMembers', kind: 'count' },
    { name: 'rate', kind: 'rate' },
  ],
  daily: [
    { name: 'validBet', kind: 'money' },
    { name: 'activeMembers', kind: 'count' },
    { name: 'rate', kind: 'rate' },
  ],
  hourly: [
    { name: 'validBet', kind: 'money' },
    { name: 'rate', kind: 'rate' },
  ],
  realtime: [
    { name: 'singleBet', kind: 'money' },
    { name: 'winRate', kind: 'rate' },
    { name: 'lossRate', kind: 'rate' },
  ],
};
/** The highest rate of each kind (percent). */
export const RATE_MAX: Record<ContractKind, number> = { dividend: 100, daily: 10, hourly: 10, realtime: 10 };

export type TierValues = Record<string, string>;
export type OfferFormValues = { memberId: string; cycle: DividendCycle; tiers: TierValues[] };

export const emptyTier = (kind: ContractKind): TierValues =>
  Object.fromEntries(TIER_FIELDS[kind].map((f) => [f.name, '']));

const NUMBER = /^\d+(\.\d+)?$/;
function fieldCheck(field: TierField, max: number) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const refuse = (message: AgentProblem) => ctx.addIssue({ code: 'custom', message });
      if (!text) return refuse('required');
      if (!NUMBER.test(text.replace(/,/g, ''))) return refuse('number');
      const n = Number(text.replace(/,/g, ''));
      if (field.kind === 'count' && (!Number.isInteger(n) || n > 1_000_000)) return refuse('count');
      if (field.kind === 'money' && n > 1_000_000_000) return refuse('amountTooLarge');
      if (field.kind === 'rate') {
        if (n <= 0 || n > max) return refuse('rate');
        if (Math.round(n * 100) / 100 !== n) return refuse('rateDecimals');
      }
    });
}

/** The offer form: a direct downline agent and the tiers of the kind (the dividend with its cycle). */
export function offerFormSchema(kind: ContractKind) {
  const tier = z.object(
    Object.fromEntries(TIER_FIELDS[kind].map((f) => [f.name, fieldCheck(f, RATE_MAX[kind])])),
  );
  return z
    .object({
      memberId: z.string().regex(/^\d+$/, 'memberRequired'),
      cycle: z.enum(['D', 'W', 'H', 'M']),
      tiers: z.array(tier).min(1).max(CONTRACT_TIERS_MAX),
    })
    .transform((v): ContractOffer => {
      const tiers = v.tiers.map((t) =>
        Object.fromEntries(Object.entries(t).map(([k, text]) => [k, Number(String(text).replace(/,/g, ''))])),
      );
      const terms = (
        kind === 'dividend' ? { kind, cycle: v.cycle, tiers } : { kind, tiers }
      ) as ContractTerms;
      return { memberId: Number(v.memberId), terms };
    });
}

/**
 * Where a refused offer belongs in the form: the field the server names (`terms.tiers.0.rate` becomes
 * `tiers.0.rate`), else the field the error code is about (a rate above the upline's: the top tier's rate;
 * a downline that cannot take it: the downline).
 */
export function offerRefusal(error: unknown, kind: ContractKind, tierCount: number): unknown {
  if (!(error instanceof ApiError)) return error;
  const named = error.field?.replace(/^terms\./, '');
  const rateField = TIER_FIELDS[kind].find((f) => f.kind === 'rate')!.name;
  const last = `tiers.${Math.max(tierCount - 1, 0)}.${rateField}`;
  const byCode: Record<string, string> = {
    'contract.rate.above.upline': last,
    'contract.tiers.invalid': last,
    'contract.exists': 'memberId',
    'agent.not.in.team': 'memberId',
  };
  const field = named && named !== 'request' ? named : error.errorCode ? byCode[error.errorCode] : undefined;
  return field ? new ApiError(error.status, error.errorCode, error.message, { field }) : error;
}

/** Every field path of an offer form with `count` tiers (where a refusal may be placed). */
export function offerFields(kind: ContractKind, count: number): string[] {
  const tiers = Array.from({ length: count }, (_, i) => TIER_FIELDS[kind].map((f) => `tiers.${i}.${f.name}`));
  return ['memberId', 'cycle', ...tiers.flat()];
}
