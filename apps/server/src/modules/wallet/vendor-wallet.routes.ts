import {
  API,
  envelope,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  vendorBalanceRequestSchema,
  vendorCreditRequestSchema,
  vendorDebitRequestSchema,
  vendorRollbackRequestSchema,
  vendorWalletResultSchema,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { SignedCall, VendorWalletService } from './vendor-wallet.service.js';
import { headerOf, keepRawJsonBodies } from '../../lib/signed-body.js';

const params = z.object({ vendorCode: z.string().trim().min(1).max(32) });
const signedCall = (request: FastifyRequest): SignedCall => ({
  timestamp: headerOf(request, VENDOR_TIMESTAMP_HEADER),
  signature: headerOf(request, VENDOR_SIGNATURE_HEADER),
  rawBody: request.rawBody ?? '',
});

/**
 * The vendor wallet API: signed by the vendor's secret, outside the player session. The body is kept raw
 * (the signature covers the bytes sent), and the signature is checked before the body is validated.
 */
export const vendorWalletRoutes: FastifyPluginAsyncZod<{ vendorWallet: VendorWalletService }> = async (
  app,
  { vendorWallet },
) => {
  keepRawJsonBodies(app);
  app.addHook('preValidation', async (request) => {
    const { vendorCode } = request.params as { vendorCode?: string };
    await vendorWallet.authenticate(request.brand, vendorCode ?? '', signedCall(request));
  });

  const options = <B extends z.ZodTypeAny>(summary: string, body: B) => ({
    config: { rateLimit: false as const },
    schema: {
      tags: ['vendor wallet'],
      summary,
      params,
      body,
      response: { 200: envelope(vendorWalletResultSchema) },
    },
  });

  app.post(
    API.vendorWalletBalance,
    options('A player balance, as the vendor plays it', vendorBalanceRequestSchema),
    async (request) =>
      ok(await vendorWallet.balance(request.brand, request.params.vendorCode, request.body.playerId)),
  );
  app.post(
    API.vendorWalletDebit,
    options('Takes a stake (idempotent on transactionId)', vendorDebitRequestSchema),
    async (request) => ok(await vendorWallet.debit(request.brand, request.params.vendorCode, request.body)),
  );
  app.post(
    API.vendorWalletCredit,
    options('Pays a round and settles it (idempotent on transactionId)', vendorCreditRequestSchema),
    async (request) => ok(await vendorWallet.credit(request.brand, request.params.vendorCode, request.body)),
  );
  app.post(
    API.vendorWalletRollback,
    options('Reverses a debit (idempotent on transactionId)', vendorRollbackRequestSchema),
    async (request) =>
      ok(await vendorWallet.rollback(request.brand, request.params.vendorCode, request.body)),
  );
};
