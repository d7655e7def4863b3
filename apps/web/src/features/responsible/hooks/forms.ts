import {
  limitParts,
  limitsRequestSchema,
  realityCheckRequestSchema,
  REALITY_MINUTES_MAX,
  REALITY_MINUTES_MIN,
  SESSION_MINUTES_MAX,
  SESSION_MINUTES_MIN,
  type LimitKey,
} from '@platform/contracts';
import { z } from 'zod';

/** Why a typed limit is refused; each is a translation key under `responsible.problems`. */
export type LimitProblem = 'required' | 'format' | 'tooLarge' | 'minutes';

export type LimitFormValues = { value: string };
export type RealityFormValues = { minutes: string };

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * One limit as typed: money (two decimals at most) or the session's whole minutes, checked by the
 * contract's schema of that key; the form's value is the request that sets it.
 */
export const limitFormSchema = (key: LimitKey) => {
  const money = limitParts(key) !== null;
  const contract = limitsRequestSchema.shape[key];
  return z
    .object({
      value: z.string().superRefine((typed, ctx) => {
        const refuse = (message: LimitProblem) => ctx.addIssue({ code: 'custom', message });
        const text = typed.trim().replace(/,/g, '');
        if (!text) return refuse('required');
        if (!(money ? DECIMAL : WHOLE).test(text)) return refuse(money ? 'format' : 'minutes');
        if (!contract.safeParse(Number(text)).success) refuse(money ? 'tooLarge' : 'minutes');
      }),
    })
    .transform((v) => ({ [key]: Number(v.value.trim().replace(/,/g, '')) }));
};

/** The reality check's interval in whole minutes, within the contract's range. */
export const realityFormSchema = z
  .object({
    minutes: z.string().superRefine((typed, ctx) => {
      const text = typed.trim();
      const ok = WHOLE.test(text) && realityCheckRequestSchema.safeParse({ minutes: Number(text) }).success;
      if (!ok) ctx.addIssue({ code: 'custom', message: 'realityMinutes' });
    }),
  })
  .transform((v) => ({ minutes: Number(v.minutes.trim()) }));

export const MINUTES_RANGE = {
  session: { min: SESSION_MINUTES_MIN, max: SESSION_MINUTES_MAX },
  reality: { min: REALITY_MINUTES_MIN, max: REALITY_MINUTES_MAX },
} as const;
