import { API, balanceSchema, envelope } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/request-context.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    API.balance,
    {
      config: { auth: true },
      schema: {
        tags: ['wallet'],
        summary: 'Balance of every wallet and their sum',
        security: [{ session: [] }],
        response: { 200: envelope(balanceSchema) },
      },
    },
    async (request) => ok(await wallet.balance(actorOf(request), request.brand)),
  );
};
