import {
  ADMIN_REWARDS_ERRORS,
  ERROR_CODES,
  LANGUAGES,
  fieldErrorCode,
  formatMoney,
  majorToMinor,
  minorToMajor,
  type Language,
} from '@platform/contracts';
import type { Executor } from '../../db/client.js';
import type { Brand } from '../../lib/context.js';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import { fillTemplate } from '../../lib/templates.js';
import type { Ledger } from '../wallet/index.js';
import { grantBonus } from './bonus.js';
import { promotionFigures, withFigures } from './promotion-figures.js';
import { applicationDecisionsRepository as repo } from './application-decisions.repository.js';
import { APPLICATION_STATUS, type ApplicationRow, type PromotionRow } from './promotions.repository.js';

/** The bonus source of an approved application; its reference names the application. */
export const APPLICATION_BONUS_SOURCE = 'promotion';
export const applicationBonusRef = (applicationId: number) => `application:${applicationId}`;

type Text = { title: string; body: string };

/** What the member is told of a decision, in the six languages; `{promotion}` is the promotion's title. */
const APPROVED: Record<Language, Text> = {
  EN: {
    title: 'Promotion application approved',
    body: 'Your application for "{promotion}" was approved: a bonus of {amount} is in your wallet. It can be withdrawn once your valid bets reach {turnover}; Bonus details shows the progress.',
  },
  CN: {
    title: '活动申请已通过',
    body: '您申请的“{promotion}”已通过：礼金 {amount} 已存入您的钱包。有效投注达到 {turnover} 后即可提款；进度请见礼金详情。',
  },
  ID: {
    title: 'Pengajuan promosi disetujui',
    body: 'Pengajuan Anda untuk "{promotion}" disetujui: bonus sebesar {amount} sudah masuk ke dompet Anda. Bonus dapat ditarik setelah taruhan valid Anda mencapai {turnover}; lihat kemajuannya di Detail bonus.',
  },
  TH: {
    title: 'อนุมัติการสมัครโปรโมชั่นแล้ว',
    body: 'การสมัคร "{promotion}" ของคุณได้รับการอนุมัติ: โบนัส {amount} เข้ากระเป๋าของคุณแล้ว ถอนได้เมื่อยอดเดิมพันที่ถูกต้องถึง {turnover} ดูความคืบหน้าได้ที่รายละเอียดโบนัส',
  },
  TY: {
    title: 'Naaprubahan ang aplikasyon sa promo',
    body: 'Naaprubahan ang iyong aplikasyon para sa "{promotion}": nasa wallet mo na ang bonus na {amount}. Maaari itong i-withdraw kapag umabot na sa {turnover} ang iyong valid bets; makikita ang progreso sa Bonus details.',
  },
  VI: {
    title: 'Đơn đăng ký khuyến mãi đã được duyệt',
    body: 'Đơn đăng ký "{promotion}" của bạn đã được duyệt: tiền thưởng {amount} đã vào ví của bạn. Có thể rút khi cược hợp lệ đạt {turnover}; xem tiến độ trong Chi tiết thưởng.',
  },
};

const REJECTED: Record<Language, Text> = {
  EN: {
    title: 'Promotion application not approved',
    body: 'Your application for "{promotion}" was not approved. Reason: {reason}',
  },
  CN: { title: '活动申请未通过', body: '您申请的“{promotion}”未通过。原因：{reason}' },
  ID: {
    title: 'Pengajuan promosi tidak disetujui',
    body: 'Pengajuan Anda untuk "{promotion}" tidak disetujui. Alasan: {reason}',
  },
  TH: {
    title: 'การสมัครโปรโมชั่นไม่ได้รับการอนุมัติ',
    body: 'การสมัคร "{promotion}" ของคุณไม่ได้รับการอนุมัติ เหตุผล: {reason}',
  },
  TY: {
    title: 'Hindi naaprubahan ang aplikasyon sa promo',
    body: 'Hindi naaprubahan ang iyong aplikasyon para sa "{promotion}". Dahilan: {reason}',
  },
  VI: {
    title: 'Đơn đăng ký khuyến mãi không được duyệt',
    body: 'Đơn đăng ký "{promotion}" của bạn không được duyệt. Lý do: {reason}',
  },
};

export type ApplicationDecision = {
  before: ApplicationRow;
  after: ApplicationRow;
  promotion: PromotionRow;
  /** The bonus paid (approvals). */
  bonus: { id: number; amount: bigint; turnoverRequired: bigint; transferId: number } | null;
};

type Deps = {
  ledger: Pick<Ledger, 'transfer' | 'houseAccountId' | 'memberAccountId'>;
  now: () => Date;
};

type Decider = { operatorId: number };

/** The promotion's title in each language, with its figures in place. */
function titles(brand: Brand, promotion: PromotionRow): Record<Language, string> {
  const figures = promotionFigures(promotion.rules, brand.settings, brand.currencySymbol);
  const out = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const text = pickLocalized(promotion.text, language, brand.defaultLanguage);
    out[language] = withFigures(text?.title ?? '', figures);
  }
  return out;
}

function content(
  templates: Record<Language, Text>,
  promotionTitles: Record<Language, string>,
  params: Record<string, string>,
): Partial<Record<string, Text>> {
  const out: Partial<Record<string, Text>> = {};
  for (const language of LANGUAGES) {
    const values = { ...params, promotion: promotionTitles[language] };
    out[language] = {
      title: templates[language].title,
      body: fillTemplate(templates[language].body, values),
    };
  }
  return out;
}

/**
 * Operators' decisions on members' applications to promotions (mode `apply`). Each runs in the caller's
 * transaction: the application row is locked first, so that of two decisions at once the second finds it
 * decided (409). An approval pays the promotion's bonus the way every bonus is paid (`grantBonus`: a
 * ledger transfer from the brand's bonus account and a bonus row whose turnover locks it), once per
 * application (its idempotency key); both decisions tell the member in a message, written in the six
 * languages (the reason as the operator typed it).
 */
export function createApplicationDecisions({ ledger, now }: Deps) {
  async function lockOpen(tx: Executor, brand: Brand, applicationId: number) {
    const row = await repo.lockApplication(tx, brand.id, applicationId);
    if (!row) throw notFound('The application does not exist.', ERROR_CODES.notFound);
    if (row.status !== APPLICATION_STATUS.applying)
      throw conflict(
        ADMIN_REWARDS_ERRORS.applicationDecided,
        `The application was ${row.status} already${row.decidedAt ? ` (${row.decidedAt.toISOString()})` : ''}.`,
      );
    const promotion = await repo.promotion(tx, brand.id, row.promotionId);
    if (!promotion) throw new Error(`application ${row.id} names a missing promotion`);
    return { row, promotion };
  }

  const update = (tx: Executor, id: number, values: Partial<ApplicationRow>) =>
    repo.updateApplication(tx, id, values);

  return {
    /**
     * Approves and pays. `amount` (major units) must lie within the promotion's `minBonus` .. `maxBonus`;
     * it may be left out when they are equal.
     */
    async approve(
      tx: Executor,
      brand: Brand,
      decider: Decider,
      applicationId: number,
      input: { amount?: number | undefined; note?: string | undefined },
    ): Promise<ApplicationDecision> {
      const { row, promotion } = await lockOpen(tx, brand, applicationId);
      const rules = promotion.rules;
      if (rules?.kind !== 'apply')
        throw unprocessable(
          ADMIN_REWARDS_ERRORS.promotionNoFigures,
          'The promotion has no application figures (minBonus, maxBonus, turnoverMultiple): set them on the promotion before approving.',
        );
      const range = `from ${formatMoney(rules.minBonus)} to ${formatMoney(rules.maxBonus)}`;
      const major = input.amount ?? (rules.minBonus === rules.maxBonus ? rules.minBonus : undefined);
      if (major === undefined)
        throw badRequest(fieldErrorCode('amount'), `amount: give the bonus to pay, ${range}.`, {
          field: 'amount',
        });
      if (major < rules.minBonus || major > rules.maxBonus)
        throw badRequest(fieldErrorCode('amount'), `amount: this promotion pays ${range}.`, {
          field: 'amount',
        });
      const amount = majorToMinor(major);
      const { bonus, transfer } = await grantBonus(tx, ledger as Ledger, {
        merchantId: brand.id,
        memberId: row.memberId,
        source: APPLICATION_BONUS_SOURCE,
        sourceRef: applicationBonusRef(row.id),
        amount,
        turnoverRequired: amount * BigInt(rules.turnoverMultiple),
        template: 'promotion.application',
        params: { promotionId: promotion.id, applicationId: row.id },
      });
      const after = await update(tx, row.id, {
        status: APPLICATION_STATUS.approved,
        decidedAt: now(),
        decidedBy: decider.operatorId,
        note: input.note ?? null,
        bonusId: bonus.id,
      });
      await repo.postMessage(tx, {
        merchantId: brand.id,
        memberId: row.memberId,
        kind: 'promotion',
        content: content(APPROVED, titles(brand, promotion), {
          amount: formatMoney(minorToMajor(bonus.amount)),
          turnover: formatMoney(minorToMajor(bonus.turnoverRequired)),
        }),
      });
      return {
        before: row,
        after,
        promotion,
        bonus: {
          id: bonus.id,
          amount: bonus.amount,
          turnoverRequired: bonus.turnoverRequired,
          transferId: transfer.id,
        },
      };
    },

    /** Rejects with a reason, which the member reads in a message; the member may apply again. */
    async reject(
      tx: Executor,
      brand: Brand,
      decider: Decider,
      applicationId: number,
      reason: string,
    ): Promise<ApplicationDecision> {
      const { row, promotion } = await lockOpen(tx, brand, applicationId);
      const after = await update(tx, row.id, {
        status: APPLICATION_STATUS.rejected,
        decidedAt: now(),
        decidedBy: decider.operatorId,
        note: reason,
      });
      await repo.postMessage(tx, {
        merchantId: brand.id,
        memberId: row.memberId,
        kind: 'promotion',
        content: content(REJECTED, titles(brand, promotion), { reason }),
      });
      return { before: row, after, promotion, bonus: null };
    },
  };
}
export type ApplicationDecisions = ReturnType<typeof createApplicationDecisions>;
