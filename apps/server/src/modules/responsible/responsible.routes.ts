import {
  API,
  emptyValueSchema,
  envelope,
  exclusionRequestSchema,
  limitKeyRequestSchema,
  limitsAnswerSchema,
  limitsRequestSchema,
  netPositionQuerySchema,
  netPositionSchema,
  realityAnswerSchema,
  realityCheckRequestSchema,
  recallQuerySchema,
  recallSchema,
  responsibleStateSchema,
  sessionStateSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf, originOf } from '../../plugins/request-context.js';
import type { ResponsibleService } from './responsible.service.js';

const tags = ['responsible gaming'];
const security = [{ session: [] }];
const state = { 200: envelope(responsibleStateSchema) };
// Reading is open to every member; changes are a real account's (trial accounts play fun credits only).
const member = { auth: true };
const realMember = { auth: true, noTrial: true };

/** The member's responsible-gaming tools (member centre page "Responsible gaming" and the game frame). */
export const responsibleRoutes: FastifyPluginAsyncZod<{ responsible: ResponsibleService }> = async (
  app,
  { responsible },
) => {
  app.get(
    API.responsibleState,
    {
      config: member,
      schema: {
        tags,
        summary:
          'Your limits with what counts against them now, pending increases, reality check and exclusion',
        security,
        response: state,
      },
    },
    async (request) => ok(await responsible.state(request.brand, actorOf(request))),
  );

  app.put(
    API.responsibleLimits,
    {
      config: realMember,
      schema: {
        tags,
        summary: 'Set, lower, raise or remove limits: lower at once, higher or removed after 24 hours',
        description:
          'Only the keys given change (a number sets, null removes). A new or lower limit applies at once; a ' +
          'higher one or a removal waits 24 hours and then `limits/confirm`. Money in major units, the ' +
          'session in minutes (5 to 1,440).',
        security,
        body: limitsRequestSchema,
        response: { 200: envelope(limitsAnswerSchema) },
      },
    },
    async (request) =>
      ok(await responsible.changeLimits(request.brand, actorOf(request), originOf(request), request.body)),
  );

  app.post(
    API.responsibleLimitConfirm,
    {
      config: realMember,
      schema: {
        tags,
        summary: 'Confirm a pending increase or removal once its 24 hours have passed',
        description: '422 `rg.pending.not.due` before its time; 404 `rg.pending.none` with nothing pending.',
        security,
        body: limitKeyRequestSchema,
        response: state,
      },
    },
    async (request) =>
      ok(
        await responsible.confirmLimit(request.brand, actorOf(request), originOf(request), request.body.key),
      ),
  );

  app.post(
    API.responsibleLimitCancel,
    {
      config: realMember,
      schema: {
        tags,
        summary: 'Drop a pending increase or removal (the limit in force stays)',
        security,
        body: limitKeyRequestSchema,
        response: state,
      },
    },
    async (request) =>
      ok(await responsible.cancelLimit(request.brand, actorOf(request), originOf(request), request.body.key)),
  );

  app.put(
    API.responsibleRealityCheck,
    {
      config: realMember,
      schema: {
        tags,
        summary: 'How often the reality check shows while you play (1 to 240 minutes)',
        security,
        body: realityCheckRequestSchema,
        response: state,
      },
    },
    async (request) =>
      ok(
        await responsible.setRealityCheck(
          request.brand,
          actorOf(request),
          originOf(request),
          request.body.minutes,
        ),
      ),
  );

  app.post(
    API.responsibleRealityAnswer,
    {
      config: member,
      schema: {
        tags,
        summary: 'Your answer to a reality check: continue, see history, or leave (kept in the audit)',
        security,
        body: realityAnswerSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await responsible.answerReality(request.brand, actorOf(request), originOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    API.responsibleExclusion,
    {
      config: realMember,
      schema: {
        tags,
        summary:
          'Take a time-out (24 hours to 6 weeks) or self-exclude (6 months to 5 years, or permanently)',
        description:
          'From now: no play, deposits or marketing; logins, withdrawals and history stay open. Cannot be ended ' +
          'early; a self-exclusion ends only when asked after its term, with a cooling day. 409 ' +
          '`rg.already.excluded` when one in force lasts as long or longer.',
        security,
        body: exclusionRequestSchema,
        response: state,
      },
    },
    async (request) =>
      ok(await responsible.exclude(request.brand, actorOf(request), originOf(request), request.body)),
  );

  app.post(
    API.responsibleExclusionEnd,
    {
      config: realMember,
      schema: {
        tags,
        summary: 'End your self-exclusion after its term: play returns after a cooling day of 24 hours',
        description: '409 `rg.exclusion.not.endable` before the term, for a permanent one, or with none.',
        security,
        response: state,
      },
    },
    async (request) => ok(await responsible.endExclusion(request.brand, actorOf(request), originOf(request))),
  );

  app.get(
    API.responsibleSession,
    {
      config: member,
      schema: {
        tags,
        summary: "This session's time played, stakes, wins and net position, and when its checks come",
        security,
        response: { 200: envelope(sessionStateSchema) },
      },
    },
    async (request) => ok(await responsible.session(request.brand, actorOf(request))),
  );

  app.get(
    API.responsibleNetPosition,
    {
      config: member,
      schema: {
        tags,
        summary: 'Deposits minus withdrawals and wins minus stakes over brand days (at most 366)',
        security,
        querystring: netPositionQuerySchema,
        response: { 200: envelope(netPositionSchema) },
      },
    },
    async (request) => ok(await responsible.netPosition(actorOf(request), request.query)),
  );

  app.get(
    API.responsibleRecall,
    {
      config: member,
      schema: {
        tags,
        summary: 'Your last 10 rounds of a game, newest first (the game frame shows them)',
        security,
        querystring: recallQuerySchema,
        response: { 200: envelope(recallSchema) },
      },
    },
    async (request) =>
      ok(await responsible.recall(request.brand, actorOf(request), languageOf(request), request.query)),
  );
};
