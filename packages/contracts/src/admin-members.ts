// The operator API's members calls (the back office): search, the member page and its tabs, the actions on a
// member, manual balance adjustments with their approval, and members' feedback.
import { ADMIN_NOTE_MAX, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, operatorRoleSchema } from './admin.js';
import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';

export const ADMIN_MEMBERS_PATHS = {
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:id',
  adminMemberLedger: '/admin/members/:id/ledger',
  adminMemberRounds: '/admin/members/:id/rounds',
  adminMemberPayments: '/admin/members/:id/payments',
  adminMemberBonuses: '/admin/members/:id/bonuses',
  adminMemberLogins: '/admin/members/:id/logins',
  adminMemberLinked: '/admin/members/:id/linked',
  adminMemberMessages: '/admin/members/:id/messages',
  adminMemberNotes: '/admin/members/:id/notes',
  adminMemberAdjustments: '/admin/members/:id/adjustments',
  adminMemberLock: '/admin/members/:id/lock',
  adminMemberUnlock: '/admin/members/:id/unlock',
  adminMemberPasswordReset: '/admin/members/:id/password-reset',
  adminMemberVipLevel: '/admin/members/:id/vip-level',
  adminMemberTags: '/admin/members/:id/tags',
  adminMemberTag: '/admin/members/:id/tags/:tag',
  adminAdjustments: '/admin/adjustments',
  adminAdjustmentApprove: '/admin/adjustments/:id/approve',
  adminAdjustmentReject: '/admin/adjustments/:id/reject',
  adminFeedback: '/admin/feedback',
  adminFeedbackAnswer: '/admin/feedback/:id/answer',
} as const;

/** Refusals of the members area (with `validation.failed`, `not.found`, `forbidden` of the platform). */
export const ADMIN_MEMBERS_ERRORS = {
  /** The maker of an adjustment request tries to approve it: 409. */
  adjustmentOwnRequest: 'adjustment.own.request',
  /** The adjustment was approved or rejected already: 409. */
  adjustmentDecided: 'adjustment.decided',
  /** A debit larger than the member's main balance: 422 (nothing moves). */
  adjustmentBalance: 'adjustment.balance',
  /** Locking a locked member, unlocking an active one: 409. */
  memberStatus: 'member.status',
  /** Adding a tag the member has, removing one it has not: 409 / 404. */
  memberTag: 'member.tag',
  /** A VIP level the brand does not have: 400. */
  vipLevelUnknown: 'member.vip.unknown',
} as const;

/** The brand setting `backOffice.adjustmentApprovalThreshold` when unset: 1,000.00 (major units). */
export const DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD = 1000;
export const MEMBER_TAG_MAX = 32;
export const MEMBER_TAGS_MAX = 20;
export const MEMBER_NOTE_MAX = 2000;
export const ADJUSTMENT_REASON_MAX = ADMIN_NOTE_MAX;
export const FEEDBACK_ANSWER_MAX = 2000;
/** The largest manual adjustment: 10,000,000.00. */
export const ADJUSTMENT_AMOUNT_MAX = 10_000_000;

const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX);
const pathId = z.coerce.number().int().positive().max(2_147_483_647);
const paged = <T extends z.ZodTypeAny>(item: T) => z.object({ list: z.array(item), ...pageFields });

export const adminMemberIdParamsSchema = z.object({ id: pathId });
export const adminMemberTagParamsSchema = z.object({
  id: pathId,
  tag: z.string().trim().min(1).max(MEMBER_TAG_MAX),
});
export const adminPagedQuerySchema = z.object({ pageNo, pageSize });
export type AdminPagedQuery = z.infer<typeof adminPagedQuerySchema>;

// --- Search -------------------------------------------------------------------------------------------------

export const MEMBER_SEARCH_FIELDS = [
  'any',
  'username',
  'mobile',
  'email',
  'ip',
  'referral',
  'agent',
] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];
export const MEMBER_SEARCH_SORTS = ['createdAt', 'username', 'lastLoginAt', 'vipLevel'] as const;
export const MEMBER_STATUSES = ['active', 'locked'] as const;
export type MemberStatusName = (typeof MEMBER_STATUSES)[number];

const dayOrTime = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date (yyyy-MM-dd) or a time')
  .refine((s) => !Number.isNaN(new Date(s).getTime()), 'must be a date (yyyy-MM-dd) or a time');

/** Tags: lower-case letters, digits, `-` and `_`. */
export const memberTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(MEMBER_TAG_MAX)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'letters, digits, - and _ only');

export const memberSearchQuerySchema = z.object({
  /** What to look for: a prefix of the username, mobile number, e-mail or referral code; an exact IP. */
  q: z.string().trim().max(100).optional(),
  by: z.enum(MEMBER_SEARCH_FIELDS).default('any'),
  status: z.enum(MEMBER_STATUSES).optional(),
  vipLevel: z.coerce.number().int().min(0).max(100).optional(),
  tag: memberTagSchema.optional(),
  registeredFrom: dayOrTime.optional(),
  registeredTo: dayOrTime.optional(),
  sort: z.enum(MEMBER_SEARCH_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo,
  pageSize,
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Masked for support and viewers (the contracts' mask helpers); in full for owner and finance. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  type: z.number().int(),
  vipLevel: z.number().int(),
  agent: z.string().nullable(),
  registrationIp: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  tags: z.array(z.string()),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberSearchValueSchema = paged(memberRowSchema);
export type MemberSearchValue = z.infer<typeof memberSearchValueSchema>;

// --- The member page ----------------------------------------------------------------------------------------

export const memberWalletSchema = z.object({
  /** `MAIN` or a vendor's code (a transfer-mode game wallet). */
  walletCode: z.string(),
  balance: z.number(),
});

export const memberDetailSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** The real name the member entered in its profile, if any. */
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether mobile and e-mail are shown masked (support and viewers). */
  masked: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  frozenReason: z.string().nullable(),
  mustChangePassword: z.boolean(),
  type: z.number().int(),
  vipLevel: z.number().int(),
  tags: z.array(z.string()),
  language: z.string(),
  referralCode: z.string().nullable(),
  agent: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  registrationIp: z.string().nullable(),
  registrationDevice: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  firstDepositAt: z.string().nullable(),
  wallets: z.array(memberWalletSchema),
  /** Bonus money on the main wallet still locked until its turnover is done. */
  lockedBonus: z.number(),
  currency: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberLedgerEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.string(),
  reference: z.string(),
  walletCode: z.string(),
  /** Signed: positive into the member's wallet, negative out of it. */
  amount: z.number(),
  balanceAfter: z.number(),
});
export const memberLedgerSchema = paged(memberLedgerEntrySchema);

export const memberRoundSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  vendorCode: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  roundId: z.string(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  status: z.string(),
});
export const memberRoundsSchema = paged(memberRoundSchema);

export const memberPaymentsQuerySchema = z.object({
  kind: z.enum(['all', 'deposit', 'withdrawal']).default('all'),
  pageNo,
  pageSize,
});
export const memberPaymentSchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.number(),
  status: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export const memberPaymentsSchema = paged(memberPaymentSchema);

export const memberBonusSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  source: z.string(),
  sourceRef: z.string(),
  amount: z.number(),
  turnoverRequired: z.number(),
});
export const memberBonusesSchema = paged(memberBonusSchema);

export const memberLoginSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  ip: z.string().nullable(),
  /** The browser's user agent (the device the member signed in with). */
  device: z.string().nullable(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
});
export const memberLoginsSchema = paged(memberLoginSchema);

export const linkedAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(MEMBER_STATUSES),
  /** What the two accounts share: `ip` (a login or registration IP) and/or `device` (registration device). */
  shared: z.array(z.enum(['ip', 'device'])),
  /** The IPs and devices shared (up to 5 each). */
  values: z.array(z.string()),
});
export const linkedAccountsSchema = paged(linkedAccountSchema);

export const memberMessageRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.string(),
  /** An operator's message: its title in the member's language (or the brand's); an event's template key. */
  title: z.string(),
  body: z.string().nullable(),
  readAt: z.string().nullable(),
});
export const memberMessagesSchema = paged(memberMessageRowSchema);

export const memberNoteSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  operator: z.string(),
  body: z.string(),
});
export const memberNotesSchema = paged(memberNoteSchema);

// --- Actions ------------------------------------------------------------------------------------------------

const reason = z.string().trim().min(1, 'required').max(ADMIN_NOTE_MAX);

export const memberStatusRequestSchema = z.object({ reason });
export type MemberStatusRequest = z.infer<typeof memberStatusRequestSchema>;
export const memberPasswordResetRequestSchema = z.object({ reason });
export const memberVipLevelRequestSchema = z.object({
  level: z.number().int().min(0).max(100),
  reason,
});
export type MemberVipLevelRequest = z.infer<typeof memberVipLevelRequestSchema>;
export const memberTagRequestSchema = z.object({ tag: memberTagSchema });
export const memberNoteRequestSchema = z.object({
  body: z.string().trim().min(1, 'required').max(MEMBER_NOTE_MAX),
});

/** What an action on a member answers: the member page's header after the change. */
export const memberActionValueSchema = memberDetailSchema;

// --- Manual adjustments -------------------------------------------------------------------------------------

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'approved', 'rejected'] as const;

export const adjustmentRequestSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  /** Major units, above zero, at most two decimals. */
  amount: z
    .number()
    .positive()
    .max(ADJUSTMENT_AMOUNT_MAX)
    .refine((n) => Math.round(n * 100) / 100 === n, 'at most two decimals'),
  reason,
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  requestedRole: operatorRoleSchema.nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The ledger transfer, once applied or approved. */
  transferId: z.number().int().nullable(),
  /** The member's main balance after the transfer, once applied or approved. */
  balanceAfter: z.number().nullable(),
  createdAt: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const adjustmentListSchema = paged(adjustmentSchema).extend({
  /** The brand's threshold (major units): above it, or made by support, an adjustment waits for approval. */
  threshold: z.number(),
});
export const adjustmentListQuerySchema = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  pageNo,
  pageSize,
});
export const adjustmentApproveRequestSchema = z.object({
  note: z.string().trim().max(ADMIN_NOTE_MAX).optional(),
});
export const adjustmentRejectRequestSchema = z.object({ note: reason });

// --- Feedback -----------------------------------------------------------------------------------------------

export const feedbackListQuerySchema = z.object({
  status: z.enum(['new', 'answered']).optional(),
  pageNo,
  pageSize,
});
export const feedbackItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  questionType: z.string(),
  /** The member's text as entered: the back office shows it escaped, never as HTML. */
  content: z.string(),
  ip: z.string().nullable(),
  status: z.string(),
  answers: z.array(
    z.object({ id: z.number().int(), createdAt: z.string(), operator: z.string(), body: z.string() }),
  ),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export const feedbackListSchema = paged(feedbackItemSchema);
export const feedbackAnswerRequestSchema = z.object({
  body: z.string().trim().min(1, 'required').max(FEEDBACK_ANSWER_MAX),
});
export const feedbackAnswerValueSchema = z.object({
  feedback: feedbackItemSchema,
  /** Whether the answer reached the member's inbox (feedback sent without signing in has no member). */
  messaged: z.boolean(),
});
