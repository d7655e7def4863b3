import {
  SPORTSBOOK_PATHS,
  envelope,
  sbAdminChangeSchema,
  sbAdminCorrectionSchema,
  sbAdminFixtureEnteredSchema,
  sbAdminFixtureInputSchema,
  sbAdminFixtureSchema,
  sbAdminFixturesQuerySchema,
  sbAdminFixturesSchema,
  sbAdminResultInputSchema,
  sbAdminSuspendSchema,
  sbFixtureParamsSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { originOf } from '../../plugins/request-context.js';
import type { SportsbookOperatorService } from '../sportsbook/index.js';
import { operatorOf } from './operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * The sportsbook for operators (registered inside the operator session scope): every role reads the
 * fixtures; owners and finance enter a fixture, enter and correct its result and suspend or reopen its
 * markets, each with one audit row; the bets follow through the settlement.
 */
export const adminSportsbookRoutes: FastifyPluginAsyncZod<{ sportsbook: SportsbookOperatorService }> = async (
  app,
  { sportsbook },
) => {
  app.get(
    SPORTSBOOK_PATHS.adminFixtures,
    {
      schema: {
        tags,
        summary: "The brand's fixtures (feed and operators'), soonest first, with their open bets",
        security,
        querystring: sbAdminFixturesQuerySchema,
        response: { 200: envelope(sbAdminFixturesSchema) },
      },
    },
    async (request) => {
      operatorOf(request);
      return ok(await sportsbook.list(request.brand, request.query));
    },
  );

  app.post(
    SPORTSBOOK_PATHS.adminFixtures,
    {
      schema: {
        tags,
        summary: "Enter a fixture, priced with the brand's margin (owner, finance)",
        description:
          'The model takes the figures of the sport: `homeGoals` and `awayGoals` (football, e-football), ' +
          '`homePoints` and `awayPoints` (basketball), `pSetHome` with `bestOf` 3 or 5 (tennis), `pMapHome` ' +
          'with `bestOf` 1, 3 or 5 (MOBA, shooter). A figure the sport does not take, a start that is not in ' +
          'the future or a side playing itself is a 400 naming the field.',
        security,
        body: sbAdminFixtureInputSchema,
        response: { 200: envelope(sbAdminFixtureEnteredSchema) },
      },
    },
    async (request) =>
      ok(await sportsbook.enter(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.put(
    SPORTSBOOK_PATHS.adminResult,
    {
      schema: {
        tags,
        summary: "Enter a fixture's result (owner, finance): its bets are settled",
        description:
          'A final score (with its periods) once the fixture has started, or `postponed`, `abandoned` or ' +
          '`cancelled`, which void its bets. A score that does not fit the sport is a 400 ' +
          '`sportsbook.result.shape` naming the field; a fixture with a result already, or a final score ' +
          'before the start, is a 409 `sportsbook.result.state`. Up to 500 bets are settled in the call, the ' +
          'settlement job settles the rest (`left`).',
        security,
        params: sbFixtureParamsSchema,
        body: sbAdminResultInputSchema,
        response: { 200: envelope(sbAdminChangeSchema) },
      },
    },
    async (request) =>
      ok(
        await sportsbook.enterResult(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.post(
    SPORTSBOOK_PATHS.adminCorrection,
    {
      schema: {
        tags,
        summary: "Correct a fixture's result (owner, finance): its bets are settled again by the difference",
        description:
          'Only for a fixture with a result (409 `sportsbook.result.state` otherwise, or for the same result). ' +
          'Each bet the old result settled gets the difference paid, or taken back up to what the member ' +
          'holds, through a new ledger transfer (decision record 044).',
        security,
        params: sbFixtureParamsSchema,
        body: sbAdminCorrectionSchema,
        response: { 200: envelope(sbAdminChangeSchema) },
      },
    },
    async (request) =>
      ok(
        await sportsbook.correct(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body,
          originOf(request),
        ),
      ),
  );

  for (const action of ['suspend', 'reopen'] as const) {
    app.post(
      action === 'suspend' ? SPORTSBOOK_PATHS.adminSuspend : SPORTSBOOK_PATHS.adminReopen,
      {
        schema: {
          tags,
          summary:
            action === 'suspend'
              ? "Suspend a fixture's markets (owner, finance): bets on it are refused until reopened"
              : "Reopen a fixture's suspended markets (owner, finance)",
          description:
            'A fixture without a result only; suspending a suspended fixture, or reopening an open one, is a ' +
            '409 `sportsbook.fixture.state`.',
          security,
          params: sbFixtureParamsSchema,
          body: sbAdminSuspendSchema,
          response: { 200: envelope(sbAdminFixtureSchema) },
        },
      },
      async (request) =>
        ok(
          await sportsbook[action](
            operatorOf(request),
            request.brand,
            request.params.id,
            request.body?.note,
            originOf(request),
          ),
        ),
    );
  }
};
