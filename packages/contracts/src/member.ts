import * as z from './z.js';
import { languageSchema } from './system.js';

export const labelSchema = z.object({ labelName: z.string().max(64), rankLevel: z.number().int() });

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: labelSchema.nullable(),
  memberLabel: z.array(labelSchema),
  language: languageSchema,
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const walletRowSchema = z.object({
  walletCode: z.string(),
  name: z.string(),
  balance: z.number(),
});
export const balanceSchema = z.object({
  sumBalance: z.number(),
  currencySymbol: z.string(),
  wallets: z.array(walletRowSchema),
});
export type Balance = z.infer<typeof balanceSchema>;

export const languageUpdateSchema = z.object({ language: languageSchema });
