import { API, envelope, launchGameResultSchema, trialLaunchSchema } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandLanguage } from '../../../lib/context.js';
import { ok } from '../../../lib/envelope.js';
import { languageOf } from '../../../plugins/request-context.js';
import { funRefillResultSchema, HOUSE_PATHS, HOUSE_TOKEN_HEADER } from '../house.contracts.js';
import type { DemoLaunch } from './demo.service.js';
import type { FunWallet } from './fun-wallet.service.js';

export type DemoRoutesOptions = {
  launch: DemoLaunch;
  funWallet: Pick<FunWallet, 'refill'>;
  /** The live game session of a token (401 when unknown or expired). */
  sessionOf: (token: string | undefined) => Promise<Parameters<FunWallet['refill']>[0]>;
  /** Demo launches per IP per minute (they make a fun player each). */
  launchesPerMinute: number;
};

/**
 * Demo play (decision record 045): `GCS_gameTrialLaunch`, open to visitors, and the fun credits' refill of
 * a demo session (registered inside the house routes, so the game API's limits apply to it).
 */
export const demoRoutes: FastifyPluginAsyncZod<DemoRoutesOptions> = async (app, opts) => {
  app.post(
    API.gameTrialLaunch,
    {
      config: { optionalAuth: true, rateLimit: { max: opts.launchesPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['games'],
        summary: "A game's demo with fun credits (no session needed): its URL, to open in /game",
        body: trialLaunchSchema,
        response: { 200: envelope(launchGameResultSchema) },
      },
    },
    async (request) => {
      const asked = request.body.language;
      const language = asked === undefined ? languageOf(request) : brandLanguage(request.brand, asked);
      return ok(await opts.launch.launch(request.brand, request.actor, language, request.body));
    },
  );

  app.post(
    HOUSE_PATHS.funRefill,
    {
      schema: {
        tags: ['in-house games'],
        summary: "Tops a demo session's fun credits up to the start (only below it)",
        headers: z.object({ [HOUSE_TOKEN_HEADER]: z.string().optional() }),
        response: { 200: envelope(funRefillResultSchema) },
      },
    },
    async (request) => {
      const header = request.headers[HOUSE_TOKEN_HEADER];
      const session = await opts.sessionOf(typeof header === 'string' ? header.trim() : undefined);
      return ok(await opts.funWallet.refill(session));
    },
  );
};
