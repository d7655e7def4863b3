import {
  API,
  balanceSchema,
  consolidatedFundsSchema,
  envelope,
  merchantWalletSchema,
  walletTransferResultSchema,
  walletTransferSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/request-context.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const session = [{ session: [] }];
  app.get(
    API.balance,
    {
      config: { auth: true },
      schema: {
        tags: ['wallet'],
        summary: 'Balance of every wallet and their sum',
        security: session,
        response: { 200: envelope(balanceSchema) },
      },
    },
    async (request) => ok(await wallet.balance(actorOf(request), request.brand)),
  );

  app.get(
    API.merchantWallet,
    {
      config: { auth: true },
      schema: {
        tags: ['wallet'],
        summary: 'Whether the brand plays on one wallet (isSingle) or on vendor sub-wallets',
        security: session,
        response: { 200: envelope(merchantWalletSchema) },
      },
    },
    async (request) => ok(await wallet.merchantWallet(request.brand)),
  );

  app.get(
    API.consolidatedFunds,
    {
      config: { auth: true },
      schema: {
        tags: ['wallet'],
        summary: 'Main and sub-wallet balances, stakes in play and points',
        security: session,
        response: { 200: envelope(consolidatedFundsSchema) },
      },
    },
    async (request) => ok(await wallet.consolidated(actorOf(request), request.brand)),
  );

  app.post(
    API.walletTransfer,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags: ['wallet'],
        summary: 'Moves money between the main wallet and a vendor sub-wallet, or recalls every sub-wallet',
        security: session,
        body: walletTransferSchema,
        response: { 200: envelope(walletTransferResultSchema) },
      },
    },
    async (request) => ok(await wallet.transfer(actorOf(request), request.brand, request.body)),
  );
};
