import {
  API,
  balanceSchema,
  consolidatedInfoSchema,
  type AgentConsolidated,
  envelope,
  merchantWalletSchema,
  walletTransferResultSchema,
  walletTransferSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { Actor, Brand } from '../../lib/context.js';
import { actorOf } from '../../plugins/request-context.js';
import type { WalletService } from './wallet.service.js';

type Options = {
  wallet: WalletService;
  /** The agent part of the consolidated info (contract pages, offers waiting, why the account is frozen). */
  agentPart: (brand: Brand, actor: Actor) => Promise<AgentConsolidated>;
};

export const walletRoutes: FastifyPluginAsyncZod<Options> = async (app, { wallet, agentPart }) => {
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
        summary: 'Main and sub-wallet balances, stakes in play and points, and the agent part',
        description:
          'The agent part: which contract pages the caller sees (`*Enabled`), the offer of each kind waiting ' +
          'for its answer (`divtypereq`, `dailysalreqtype`, `contracthoursalreqs`, `realtimesalreqtype`) ' +
          'and `frozenReason` (null unless the account is frozen).',
        security: session,
        response: { 200: envelope(consolidatedInfoSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const [funds, agent] = await Promise.all([
        wallet.consolidated(actor, request.brand),
        agentPart(request.brand, actor),
      ]);
      return ok({ ...funds, ...agent });
    },
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
