import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';
import { LANGUAGES } from './constants.js';

// ---------------------------------------------------------------------------------------------------
// The operator API (`/admin/...`): operators of a brand log in, decide the requests waiting in the
// queues (deposits, withdrawals, redemptions), write to members and read the audit trail. The back office
// and the command line (`npm run admin`) call it.

export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'viewer'] as const;
export type OperatorRoleName = (typeof OPERATOR_ROLES)[number];
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_NOTE_MAX = 500;
export const ADMIN_MESSAGE_TITLE_MAX = 200;
export const ADMIN_MESSAGE_BODY_MAX = 5000;

const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX);

// ---------------------------------------------------------------------------------------------------
// Session

export const operatorLoginRequestSchema = z.object({
  username: z.string().trim().min(1, 'required').max(64),
  password: z.string().min(1, 'required').max(128),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

export const operatorProfileSchema = z.object({
  username: z.string(),
  role: operatorRoleSchema,
  /** The brand's merchant code. */
  merchant: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Logins of this operator ask for an authenticator code. */
  totpEnabled: z.boolean(),
  /**
   * The brand requires an authenticator for this role and none is enabled: until it is, the session may
   * only set it up (`totp/setup`, `totp/enable`), read `session/me` and log out.
   */
  totpSetupRequired: z.boolean(),
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;

export const operatorSessionValueSchema = z.object({
  /** Sent back as `Authorization` on every other `/admin` call. */
  token: z.string(),
  /** When the session ends at the latest (ISO 8601); it ends sooner when left idle. */
  expiresAt: z.string(),
  operator: operatorProfileSchema,
});
export type OperatorSessionValue = z.infer<typeof operatorSessionValueSchema>;

/** The password was right and the operator has an authenticator: the code comes next, with the ticket. */
export const operatorTotpChallengeSchema = z.object({
  totpRequired: z.literal(true),
  /** Sent with the code to `POST /admin/session/totp`; good once, for a few minutes. */
  ticket: z.string(),
  /** When the ticket stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type OperatorTotpChallenge = z.infer<typeof operatorTotpChallengeSchema>;

/**
 * The login's answer: a session (`token`, `expiresAt`, `operator`), or, for an operator with an
 * authenticator, `{ totpRequired: true, ticket, expiresAt }` (one object: the envelope's serializer takes no
 * unions).
 */
export const operatorLoginValueSchema = operatorSessionValueSchema
  .partial({ token: true, operator: true })
  .extend({
    totpRequired: z.literal(true).optional(),
    ticket: z.string().optional(),
  });
export type OperatorLoginValue = z.infer<typeof operatorLoginValueSchema>;

const totpCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'must be the 6 digits of the authenticator');

export const operatorTotpLoginRequestSchema = z.object({
  ticket: z.string().trim().min(1, 'required').max(100),
  code: totpCode,
});
export type OperatorTotpLoginRequest = z.infer<typeof operatorTotpLoginRequestSchema>;

export const operatorTotpCodeRequestSchema = z.object({ code: totpCode });

export const operatorTotpSetupSchema = z.object({
  /** Base32; shown once, to type into the app when the QR code cannot be scanned. */
  secret: z.string(),
  /** The `otpauth://` address to show as a QR code. */
  otpauthUrl: z.string(),
});
export type OperatorTotpSetup = z.infer<typeof operatorTotpSetupSchema>;

export const operatorLogoutAllSchema = z.object({
  /** The operator's sessions ended, the calling one included. */
  ended: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------
// Operators of the brand (managed by owners)

export const OPERATOR_USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
const operatorPassword = z
  .string()
  .min(8, 'at least 8 characters')
  .max(128)
  .regex(/[A-Za-z]/, 'needs a letter')
  .regex(/[0-9]/, 'needs a digit');

export const operatorIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const operatorListQuerySchema = z.object({ pageNo, pageSize });

export const operatorAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRoleSchema,
  active: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const operatorAccountListSchema = z.object({ list: z.array(operatorAccountSchema), ...pageFields });
export type OperatorAccountList = z.infer<typeof operatorAccountListSchema>;

export const operatorCreateRequestSchema = z.object({
  username: z.string().trim().regex(OPERATOR_USERNAME_PATTERN, '3 to 32 letters, digits or underscores'),
  password: operatorPassword,
  role: operatorRoleSchema,
});
export type OperatorCreateRequest = z.infer<typeof operatorCreateRequestSchema>;

export const operatorUpdateRequestSchema = z
  .object({ role: operatorRoleSchema.optional(), active: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.active !== undefined, {
    message: 'give role or active',
    path: ['role'],
  });
export type OperatorUpdateRequest = z.infer<typeof operatorUpdateRequestSchema>;

export const operatorPasswordRequestSchema = z.object({ password: operatorPassword });

// ---------------------------------------------------------------------------------------------------
// Queues

export const queueNameSchema = z
  .string()
  .max(32)
  .regex(/^[a-z][a-z0-9_-]*$/, 'must be a queue name');

export const queueParamsSchema = z.object({ queue: queueNameSchema });
export const queueItemParamsSchema = z.object({
  queue: queueNameSchema,
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const queueListQuerySchema = z.object({
  /** A status of the queue's items; without it, the queue's own default listing. */
  status: z
    .string()
    .trim()
    .max(32)
    .regex(/^[a-z_]*$/, 'must be a status name')
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
  pageNo,
  pageSize,
});
export type QueueListQuery = z.infer<typeof queueListQuerySchema>;

export const queueSummarySchema = z.object({
  list: z.array(
    z.object({
      name: z.string(),
      /** Items waiting for a decision. */
      waiting: z.number().int(),
      /** The status of the items waiting for a decision (`pending`, `applying`, ...), when the queue has one. */
      waitingStatus: z.string().optional(),
      /** Whether the calling operator's role may approve and reject here. */
      canDecide: z.boolean(),
    }),
  ),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

export const queueItemSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  /** Major units, two decimals. */
  amount: z.number(),
  status: z.string(),
  createdAt: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type QueueItemValue = z.infer<typeof queueItemSchema>;

export const queueListSchema = z.object({ queue: z.string(), list: z.array(queueItemSchema), ...pageFields });
export type QueueList = z.infer<typeof queueListSchema>;

export const decisionRequestSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(ADMIN_NOTE_MAX)
      .optional()
      .transform((s) => (s ? s : undefined)),
  })
  // A decision without a note may come without a body.
  .nullish();
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

export const QUEUE_DECISIONS = ['approve', 'reject'] as const;
export type QueueDecision = (typeof QUEUE_DECISIONS)[number];

export const decisionValueSchema = z.object({
  queue: z.string(),
  decision: z.enum(QUEUE_DECISIONS),
  item: queueItemSchema,
});
export type DecisionValue = z.infer<typeof decisionValueSchema>;

// ---------------------------------------------------------------------------------------------------
// Platform messages from operators

/** One text for every language, or a text per language (`{ "EN": "...", "CN": "..." }`). */
const localizedText = (max: number) =>
  z.union([
    z.string().trim().min(1, 'required').max(max),
    z
      .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1, 'required').max(max))
      .refine((texts) => Object.keys(texts).length > 0, 'needs the text of at least one language'),
  ]);

export const operatorMessageRequestSchema = z
  .object({
    title: localizedText(ADMIN_MESSAGE_TITLE_MAX),
    body: localizedText(ADMIN_MESSAGE_BODY_MAX),
    /** One member of the brand ... */
    username: z.string().trim().min(1).max(64).optional(),
    /** ... or every member of the brand. */
    all: z.literal(true).optional(),
  })
  .refine((m) => (m.username === undefined) !== (m.all === undefined), {
    message: 'give either username or all: true',
    path: ['username'],
  });
export type OperatorMessageRequest = z.infer<typeof operatorMessageRequestSchema>;

export const operatorMessageValueSchema = z.object({
  /** How many members received the message. */
  sent: z.number().int(),
  /** The languages the message was written in. */
  languages: z.array(z.string()),
});
export type OperatorMessageValue = z.infer<typeof operatorMessageValueSchema>;

// ---------------------------------------------------------------------------------------------------
// Audit trail

const auditDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && s >= '2000-01-01', 'is not a calendar date');

/**
 * The audit trail's filters: the operator who acted (username), the action (an event, or its first words:
 * `queue` matches `queue.approve`), the target (a type and an id: `member` and the member's id, or what the
 * row's detail names, see docs/operator-reports.md) and the brand days from and to (both included).
 */
export const auditQuerySchema = z
  .object({
    pageNo,
    pageSize,
    operator: z.string().trim().max(64).optional(),
    action: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/, 'must be an event name or its first words')
      .optional(),
    targetType: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a target type')
      .optional(),
    targetId: z.string().trim().min(1).max(64).optional(),
    from: auditDay.optional(),
    to: auditDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.targetId !== undefined && q.targetType === undefined)
      ctx.addIssue({ code: 'custom', path: ['targetType'], message: 'is required with targetId' });
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  event: z.string(),
  /** The operator who acted, or null for a member's own event. */
  operator: z.string().nullable(),
  /** The member concerned, when there is one. */
  member: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ list: z.array(auditEntrySchema), ...pageFields });
export type AuditList = z.infer<typeof auditListSchema>;
