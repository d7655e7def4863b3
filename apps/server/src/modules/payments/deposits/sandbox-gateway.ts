import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API,
  DEPOSIT_STATUSES,
  ERROR_CODES,
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_SIGNATURE_MAX_AGE_MS,
  GATEWAY_TIMESTAMP_HEADER,
  formatMoney,
  majorToMinor,
  minorToMajor,
  sandboxCallbackSchema,
  type CallbackResult,
  type DepositStatus,
} from '@platform/contracts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { signVendorBody, vendorSignatureMatches } from '../../../lib/vendor-signature.js';
import type { Injector } from '../../house/index.js';
import { creditedMessage, type DepositCrediting } from './crediting.js';
import type { ChannelRow, DepositsRepository, OrderRow } from './deposits.repository.js';
import { payPageHtml, payPageLanguage, type PayPageView } from './sandbox-page.js';

/** Where the hosted page lives: `/pay/sandbox/<brand code>/<order number>?token=...`. */
export const PAY_PAGE_PATH = '/pay/sandbox/:merchant/:orderNo';

export type SignedCallback = {
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  body: unknown;
};

type Deps = {
  db: Database;
  repo: Pick<
    DepositsRepository,
    | 'findByOrderNo'
    | 'findWithChannel'
    | 'channelById'
    | 'merchantByCode'
    | 'recordCallback'
    | 'callbackPaid'
    | 'expirePending'
  >;
  crediting: DepositCrediting;
  inject: Injector;
  now: () => Date;
  /** Off (a production deployment, decision record 025): no page, no callback, nothing credited. */
  enabled: boolean;
};

/** The header by which the sandbox's own callbacks (sent from its page) are known to the platform. */
export const SANDBOX_INTERNAL_HEADER = 'x-sandbox-internal';

/** The most a callback's body may weigh; a larger one is refused (413) before it is read. */
export const CALLBACK_BODY_LIMIT = 16 * 1024;

/** What is kept of a callback: the known fields, each bounded, whatever else the body carried. */
export function storedPayload(body: unknown, rawBytes: number): Record<string, unknown> {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 64) : undefined);
  const payload: Record<string, unknown> = {
    orderNo: text(fields.orderNo),
    amount: typeof fields.amount === 'number' && Number.isFinite(fields.amount) ? fields.amount : undefined,
    gatewayReference: text(fields.gatewayReference),
    status: text(fields.status),
  };
  const kept = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
  // A body that is not the expected object is noted by its size only.
  return Object.keys(kept).length > 0 ? kept : { bytes: rawBytes };
}

const statusOf = (status: string): DepositStatus => DEPOSIT_STATUSES.find((s) => s === status) ?? 'pending';

/**
 * The per-order token of the hosted page: only whoever was given the order's address can pay or cancel
 * it. Derived from the channel's secret, so nothing more is stored.
 */
export function payTokenOf(secret: string, merchantId: number, orderNo: string): string {
  return createHmac('sha256', secret).update(`pay:${merchantId}:${orderNo}`).digest('hex').slice(0, 40);
}

const tokenMatches = (expected: string, given: string | undefined) =>
  typeof given === 'string' &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export function payUrlOf(
  brand: { id: number; code: string },
  order: { orderNo: string },
  channel: ChannelRow,
  language: string,
): string {
  const token = payTokenOf(channel.config.secret ?? '', brand.id, order.orderNo);
  const path = PAY_PAGE_PATH.replace(':merchant', encodeURIComponent(brand.code)).replace(
    ':orderNo',
    encodeURIComponent(order.orderNo),
  );
  return `${path}?${new URLSearchParams({ token, lang: language }).toString()}`;
}

/** Where the payer lands back on the site: the deposit page shows the order. */
export const returnUrlOf = (orderNo: string) => `/?deposit=${encodeURIComponent(orderNo)}`;

const refused = (status: number, code: string, message: string) => new AppError(status, code, message);

/**
 * The sandbox gateway (decision record 018): its hosted page, the callback it sends when the payer
 * presses Pay or Cancel, and the platform's handling of that callback, which credits exactly once.
 */
export function createSandboxGateway({ db, repo, crediting, inject, now, enabled }: Deps) {
  // Known only to this process: the rate limit of the callback route lets these calls through.
  const internalKey = randomBytes(24).toString('hex');

  /** The order behind a hosted-page address, when the token is its own. */
  async function orderOfPage(merchantCode: string, orderNo: string, token: string | undefined) {
    if (!enabled) return undefined;
    const brand = await repo.merchantByCode(merchantCode);
    if (!brand) return undefined;
    const order = await repo.findByOrderNo(brand.id, orderNo);
    if (!order) return undefined;
    const channel = await repo.channelById(order.channelId);
    if (!channel || channel.provider !== 'sandbox' || !channel.config.secret) return undefined;
    if (!tokenMatches(payTokenOf(channel.config.secret, brand.id, order.orderNo), token)) return undefined;
    return { brand, order, channel };
  }

  async function record(
    merchantId: number,
    order: OrderRow,
    body: { parsed: unknown; rawBytes: number },
    signatureValid: boolean,
    outcome: string,
    tx: Parameters<DepositCrediting['credit']>[0] = db,
  ) {
    await repo.recordCallback(
      {
        merchantId,
        channelId: order?.channelId ?? null,
        orderNo: order?.orderNo ?? null,
        payload: storedPayload(body.parsed, body.rawBytes),
        signatureValid,
        outcome,
        createdAt: now(),
      },
      tx,
    );
  }

  return {
    /** The hosted page of an order (a page saying the link is not valid for a wrong token). */
    async page(
      merchantCode: string,
      orderNo: string,
      token: string | undefined,
      language: string | undefined,
    ): Promise<{ statusCode: number; html: string }> {
      const lang = payPageLanguage(language);
      const found = await orderOfPage(merchantCode, orderNo, token);
      if (!found) return { statusCode: 404, html: payPageHtml({ kind: 'notFound', language: lang }) };
      const { brand, order } = found;
      const view: PayPageView = {
        kind: 'order',
        language: lang,
        brandName: brand.name,
        amount: `${brand.currencySymbol} ${formatMoney(minorToMajor(order.amount))}`,
        orderNo: order.orderNo,
        status: order.status,
        action: `${PAY_PAGE_PATH.replace(':merchant', encodeURIComponent(brand.code)).replace(
          ':orderNo',
          encodeURIComponent(order.orderNo),
        )}?lang=${lang}`,
        token: token ?? '',
        backUrl: returnUrlOf(order.orderNo),
      };
      return { statusCode: 200, html: payPageHtml(view) };
    },

    /**
     * The payer pressed Pay or Cancel: the gateway sends its signed callback to the platform (through
     * the app's own route, signature check and all) and sends the payer back to the site. A wrong token
     * is answered as an unknown page (null).
     */
    async submit(
      merchantCode: string,
      orderNo: string,
      token: string | undefined,
      action: 'pay' | 'cancel',
    ): Promise<string | null> {
      const found = await orderOfPage(merchantCode, orderNo, token);
      if (!found) return null;
      const { brand, order, channel } = found;
      const payload = JSON.stringify({
        orderNo: order.orderNo,
        amount: minorToMajor(order.amount),
        gatewayReference: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        status: action === 'pay' ? 'paid' : 'failed',
      });
      const timestamp = String(now().getTime());
      const answer = await inject({
        method: 'POST',
        url: API.depositCallbackSandbox,
        headers: {
          'content-type': 'application/json',
          merchant: brand.code,
          [GATEWAY_TIMESTAMP_HEADER]: timestamp,
          [GATEWAY_SIGNATURE_HEADER]: signVendorBody(channel.config.secret ?? '', timestamp, payload),
          [SANDBOX_INTERNAL_HEADER]: internalKey,
        },
        payload,
      });
      if (answer.statusCode !== 200)
        throw new Error(
          `the sandbox callback was refused (${answer.statusCode}): ${answer.body.slice(0, 200)}`,
        );
      return returnUrlOf(order.orderNo);
    },

    /**
     * The gateway's callback: verified (signature over `<timestamp>.<raw body>` with the channel's
     * secret, fresh), recorded whatever its outcome, the amount checked against the order, then the
     * order moved on exactly once. A repeated or racing callback answers the order's state and moves
     * nothing.
     */
    async callback(brand: { id: number }, call: SignedCallback): Promise<CallbackResult> {
      if (!enabled)
        throw refused(
          403,
          ERROR_CODES.depositSandboxDisabled,
          'The sandbox payment gateway is switched off on this site; nothing was credited.',
        );
      const body = call.body as Record<string, unknown> | null;
      const orderNo = typeof body?.orderNo === 'string' ? body.orderNo.slice(0, 40) : '';
      const found = orderNo ? await repo.findWithChannel(brand.id, orderNo) : undefined;
      const order = found?.order;
      const channel = found?.channel;
      const secret = channel?.provider === 'sandbox' ? channel.config.secret : undefined;
      // Nothing is stored for an unknown order: anyone may call this route, and such a call proves nothing.
      if (!order || !secret) {
        throw refused(
          401,
          ERROR_CODES.depositSignatureInvalid,
          'The callback cannot be verified: no sandbox order of this brand has that number.',
        );
      }
      const seen = { parsed: call.body, rawBytes: Buffer.byteLength(call.rawBody) };
      if (!call.timestamp || !/^\d{10,16}$/.test(call.timestamp) || !call.signature) {
        await record(brand.id, order, seen, false, 'unsigned');
        throw refused(
          401,
          ERROR_CODES.depositSignatureInvalid,
          `The ${GATEWAY_TIMESTAMP_HEADER} and ${GATEWAY_SIGNATURE_HEADER} headers are required.`,
        );
      }
      const signatureValid = vendorSignatureMatches(secret, call.timestamp, call.rawBody, call.signature);
      if (Math.abs(now().getTime() - Number(call.timestamp)) > GATEWAY_SIGNATURE_MAX_AGE_MS) {
        await record(brand.id, order, seen, signatureValid, 'stale');
        throw refused(
          401,
          ERROR_CODES.depositSignatureStale,
          'The callback timestamp is more than 5 minutes away from now.',
        );
      }
      if (!signatureValid) {
        await record(brand.id, order, seen, false, 'signature_invalid');
        throw refused(401, ERROR_CODES.depositSignatureInvalid, 'The signature does not match the body.');
      }
      const parsed = sandboxCallbackSchema.safeParse(call.body);
      if (!parsed.success) {
        await record(brand.id, order, seen, true, 'invalid_body');
        const issue = parsed.error.issues[0];
        throw refused(
          400,
          ERROR_CODES.validation,
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is not a sandbox callback'}`,
        );
      }
      const callback = parsed.data;
      if (majorToMinor(callback.amount) !== order.amount) {
        await record(brand.id, order, seen, true, 'amount_mismatch');
        throw refused(
          422,
          ERROR_CODES.depositAmountMismatch,
          `The callback's amount ${callback.amount.toFixed(2)} is not the order's ${minorToMajor(order.amount).toFixed(2)}; nothing was credited.`,
        );
      }
      const decidedAt = now();
      const cash =
        callback.status === 'paid' ? await crediting.cashAccountId(brand.id, order.memberId) : undefined;
      if (cash !== undefined && order.promotionId === null) {
        // Most paid callbacks: one statement (decision record 041). An order of a referred member is
        // answered `general`, nothing written, and credited below.
        const done = await repo.callbackPaid({
          merchantId: brand.id,
          orderId: order.id,
          channelId: order.channelId,
          decidedAt,
          gatewayReference: callback.gatewayReference,
          cashAccountId: cash,
          message: creditedMessage(order),
          payload: storedPayload(seen.parsed, seen.rawBytes),
        });
        if (done.outcome !== 'general')
          return {
            orderNo: order.orderNo,
            status: statusOf(done.status),
            credited: done.outcome === 'credited',
          };
      }
      const moved = await db.transaction(async (tx) => {
        const done =
          callback.status === 'paid'
            ? await crediting.credit(
                tx,
                order,
                { decidedAt, gatewayReference: callback.gatewayReference },
                cash,
              )
            : await crediting.cancel(tx, order, { decidedAt, gatewayReference: callback.gatewayReference });
        const outcome = done ? (callback.status === 'paid' ? 'credited' : 'cancelled') : 'duplicate';
        await record(brand.id, order, seen, true, outcome, tx);
        return done;
      });
      if (moved)
        return {
          orderNo: order.orderNo,
          status: statusOf(moved.status),
          credited: callback.status === 'paid',
        };
      const current = await repo.findByOrderNo(brand.id, order.orderNo);
      return { orderNo: order.orderNo, status: statusOf(current?.status ?? order.status), credited: false };
    },

    /** Whether a request is the sandbox's own callback, sent by its page from this process. */
    isOwnCallback(headers: Record<string, string | string[] | undefined>): boolean {
      return tokenMatches(
        internalKey,
        typeof headers[SANDBOX_INTERNAL_HEADER] === 'string' ? headers[SANDBOX_INTERNAL_HEADER] : undefined,
      );
    },

    /** Pending sandbox orders older than `maxAgeMs` expire (idempotent: only pending ones move). */
    async expire(maxAgeMs: number): Promise<number> {
      const at = now();
      return repo.expirePending('sandbox', new Date(at.getTime() - maxAgeMs), at);
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
