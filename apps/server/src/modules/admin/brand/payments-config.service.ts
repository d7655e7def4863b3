import {
  BRAND_ERRORS,
  ADMIN_BRAND_PATHS,
  ERROR_CODES,
  majorToMinor,
  minorToMajor,
  type BankAccountCreate,
  type BankAccountUpdate,
  type ChannelUpdate,
  type NotReceivedItem,
  type NotReceivedList,
  type PaymentChannel,
  type PaymentChannelList,
  type WithdrawalLimits,
} from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import { pageFields, pageWindow } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { conflict, fieldError, notFound } from '../../../lib/errors.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { StoredFile, UploadStore } from '../../../lib/uploads.js';
import type { ModuleDeps } from '../../module-deps.js';
import {
  missingOf,
  notReceivedStatusOf,
  paymentSettingsOf,
  type PaymentsConfigRepository,
} from '../../payments/index.js';
import type { BrandSettingsRepository } from '../../system/index.js';

type ChannelRow = Awaited<ReturnType<PaymentsConfigRepository['lockChannel']>> & object;
type NotReceivedRow = Awaited<ReturnType<PaymentsConfigRepository['findNotReceived']>> & object;

type Deps = {
  db: Database;
  repo: PaymentsConfigRepository;
  brands: Pick<BrandSettingsRepository, 'lockMerchant' | 'findMerchant' | 'updateMerchant'>;
  audit: ModuleDeps['audit'];
  /** The withdrawals' proof images (the withdrawals module's uploads folder). */
  proofs: Pick<UploadStore, 'read'>;
  changed: (code: string) => Promise<void>;
};

const channelUnknown = () => notFound('The payment channel does not exist.', BRAND_ERRORS.channelUnknown);
const bankUnknown = () =>
  notFound('No receiving bank account of the brand has this id.', BRAND_ERRORS.channelUnknown);

export function toChannel(row: ChannelRow): PaymentChannel {
  return {
    id: row.id,
    code: row.code,
    provider: row.provider,
    enabled: row.enabled,
    minAmount: minorToMajor(row.minAmount),
    maxAmount: minorToMajor(row.maxAmount),
    sort: row.sort,
    text: row.text,
    bankAccount:
      row.provider === 'manual_bank'
        ? {
            bankName: row.config.bankName ?? '',
            accountName: row.config.accountName ?? '',
            accountNumber: row.config.accountNumber ?? '',
          }
        : null,
  };
}

function toNotReceived(row: NotReceivedRow): NotReceivedItem {
  return {
    id: row.id,
    orderNo: row.orderNo,
    memberId: row.memberId,
    username: row.username,
    amount: minorToMajor(row.amount),
    receivedAmount: minorToMajor(row.receivedAmount ?? 0n),
    missingAmount: minorToMajor(missingOf(row)),
    bankName: row.bankName,
    accountName: row.accountName,
    accountLast4: row.last4,
    paidAt: row.decidedAt?.toISOString() ?? null,
    markedAt: row.confirmedAt?.toISOString() ?? null,
    status: notReceivedStatusOf(row),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    note: row.note,
    proofUrl: row.proofImage
      ? ADMIN_BRAND_PATHS.withdrawalProof.replace(':withdrawalId', String(row.id))
      : null,
  };
}

/** The limits of a change, as they will be: a new minimum above the kept maximum (or the other way) is refused. */
function checkLimits(row: ChannelRow, minAmount: number | undefined, maxAmount: number | undefined) {
  const min = minAmount === undefined ? row.minAmount : majorToMinor(minAmount);
  const max = maxAmount === undefined ? row.maxAmount : majorToMinor(maxAmount);
  if (min > max)
    throw fieldError(
      ERROR_CODES.validation,
      `minAmount: ${minorToMajor(min)} is above the maximum per order ${minorToMajor(max)}.`,
      { field: minAmount === undefined ? 'maxAmount' : 'minAmount' },
    );
  return { minAmount: min, maxAmount: max };
}

/**
 * The brand's payments configuration for the back office (writes: owner and finance): deposit channels
 * (open or closed, limits per order, order), the receiving bank accounts of bank transfer deposits (each a
 * `manual_bank` channel whose receiving account members are shown), the limits of withdrawals, and the
 * withdrawals members marked not received with their proof. Every write is one transaction under the
 * changed row's lock with one audit row holding the row before and after.
 */
export function createPaymentsConfigAdmin({ db, repo, brands, audit, proofs, changed }: Deps) {
  const record = (
    operator: OperatorActor,
    origin: Origin,
    event: string,
    detail: Record<string, unknown>,
    tx: Executor,
  ) =>
    audit.write(
      { merchantId: operator.merchantId, operatorId: operator.operatorId, event, ip: origin.ip, detail },
      tx,
    );

  async function listChannels(
    brand: Brand,
    provider: 'manual_bank' | undefined,
    page: { pageNo: number; pageSize: number },
  ): Promise<PaymentChannelList> {
    const { rows, total } = await repo.channels(brand.id, provider, pageWindow(page));
    return { list: rows.map(toChannel), ...pageFields(page, total) };
  }

  function checkTexts(brand: Brand, text: BankAccountCreate['text']) {
    if (!text[brand.defaultLanguage])
      throw fieldError(
        ERROR_CODES.validation,
        `text.${brand.defaultLanguage}: the name in the brand's default language is required.`,
        { field: `text.${brand.defaultLanguage}` },
      );
    const extra = Object.keys(text).find((l) => !brand.languages.includes(l as never));
    if (extra)
      throw fieldError(ERROR_CODES.validation, `text.${extra}: the brand does not offer this language.`, {
        field: `text.${extra}`,
      });
  }

  return {
    channels: (brand: Brand, page: { pageNo: number; pageSize: number }) =>
      listChannels(brand, undefined, page),

    async updateChannel(
      operator: OperatorActor,
      brand: Brand,
      channelId: number,
      input: ChannelUpdate,
      origin: Origin,
    ): Promise<PaymentChannel> {
      return db.transaction(async (tx) => {
        const row = await repo.lockChannel(brand.id, channelId, tx);
        if (!row) throw channelUnknown();
        const limits = checkLimits(row, input.minAmount, input.maxAmount);
        const updated = await repo.updateChannel(tx, row.id, {
          ...limits,
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          ...(input.sort === undefined ? {} : { sort: input.sort }),
        });
        const before = toChannel(row);
        const after = toChannel(updated);
        await record(operator, origin, 'payments.channel.update', { channel: row.code, before, after }, tx);
        return after;
      });
    },

    bankAccounts: (brand: Brand, page: { pageNo: number; pageSize: number }) =>
      listChannels(brand, 'manual_bank', page),

    async addBankAccount(
      operator: OperatorActor,
      brand: Brand,
      input: BankAccountCreate,
      origin: Origin,
    ): Promise<PaymentChannel> {
      checkTexts(brand, input.text);
      return db.transaction(async (tx) => {
        const row = await repo.insertChannel(tx, {
          merchantId: brand.id,
          code: input.code,
          provider: 'manual_bank',
          minAmount: majorToMinor(input.minAmount),
          maxAmount: majorToMinor(input.maxAmount),
          enabled: input.enabled,
          sort: input.sort,
          config: {
            bankName: input.bankName,
            accountName: input.accountName,
            accountNumber: input.accountNumber,
          },
          text: input.text,
        });
        if (!row)
          throw conflict(
            BRAND_ERRORS.channelCodeTaken,
            `code: the brand already has a channel "${input.code}".`,
            {
              field: 'code',
            },
          );
        const after = toChannel(row);
        await record(operator, origin, 'payments.bank.add', { channel: row.code, before: null, after }, tx);
        return after;
      });
    },

    async updateBankAccount(
      operator: OperatorActor,
      brand: Brand,
      channelId: number,
      input: BankAccountUpdate,
      origin: Origin,
    ): Promise<PaymentChannel> {
      if (input.text) checkTexts(brand, input.text);
      return db.transaction(async (tx) => {
        const row = await repo.lockChannel(brand.id, channelId, tx);
        if (!row || row.provider !== 'manual_bank') throw bankUnknown();
        const limits = checkLimits(row, input.minAmount, input.maxAmount);
        const updated = await repo.updateChannel(tx, row.id, {
          ...limits,
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          ...(input.sort === undefined ? {} : { sort: input.sort }),
          ...(input.text === undefined ? {} : { text: input.text }),
          config: {
            ...row.config,
            ...(input.bankName === undefined ? {} : { bankName: input.bankName }),
            ...(input.accountName === undefined ? {} : { accountName: input.accountName }),
            ...(input.accountNumber === undefined ? {} : { accountNumber: input.accountNumber }),
          },
        });
        const before = toChannel(row);
        const after = toChannel(updated);
        await record(operator, origin, 'payments.bank.update', { channel: row.code, before, after }, tx);
        return after;
      });
    },

    async withdrawalLimits(brand: Brand): Promise<WithdrawalLimits> {
      const merchant = await brands.findMerchant(brand.id);
      return paymentSettingsOf(merchant?.settings);
    },

    async replaceWithdrawalLimits(
      operator: OperatorActor,
      brand: Brand,
      input: WithdrawalLimits,
      origin: Origin,
    ): Promise<WithdrawalLimits> {
      const value = await db.transaction(async (tx) => {
        const merchant = await brands.lockMerchant(brand.id, tx);
        if (!merchant) throw new Error(`brand ${brand.code} vanished`);
        const before = paymentSettingsOf(merchant.settings);
        const after = { ...before, ...input };
        await brands.updateMerchant(tx, brand.id, {
          name: merchant.name,
          currencySymbol: merchant.currencySymbol,
          languages: merchant.languages,
          defaultLanguage: merchant.defaultLanguage,
          settings: { ...merchant.settings, payments: after },
        });
        await record(operator, origin, 'payments.withdrawal.limits', { before, after }, tx);
        return after;
      });
      await changed(brand.code);
      return value;
    },

    async notReceived(
      brand: Brand,
      query: { status: 'waiting' | 'refunded' | 'arrived' | 'all'; pageNo: number; pageSize: number },
    ): Promise<NotReceivedList> {
      const { rows, total } = await repo.notReceived(
        brand.id,
        query.status === 'all' ? undefined : query.status,
        pageWindow(query),
      );
      return { list: rows.map((r) => toNotReceived(r as NotReceivedRow)), ...pageFields(query, total) };
    },

    /** The proof image of a withdrawal of the brand marked not received. */
    async proof(brand: Brand, withdrawalId: number): Promise<StoredFile> {
      const row = await repo.findNotReceived(brand.id, withdrawalId);
      const file = row?.proofImage ? await proofs.read(row.proofImage) : undefined;
      if (!file) throw notFound('This withdrawal has no proof image.', ERROR_CODES.notFound);
      return file;
    },
  };
}
export type PaymentsConfigAdmin = ReturnType<typeof createPaymentsConfigAdmin>;
