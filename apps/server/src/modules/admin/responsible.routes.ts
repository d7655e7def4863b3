import {
  ADMIN_API,
  adminExclusionParamsSchema,
  adminMemberParamsSchema,
  envelope,
  operatorExclusionRequestSchema,
  operatorResponsibleSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { originOf } from '../../plugins/request-context.js';
import type { ResponsibleOperator } from '../responsible/index.js';
import { operatorOf } from './operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];
const memberParams = adminMemberParamsSchema;
const exclusionParams = adminExclusionParamsSchema;

/**
 * Responsible gaming for operators (inside the operator session scope): every role reads a member's limits,
 * exclusions and their history; owners and support add an operator's exclusion and lift one again. A
 * member's own time-out or self-exclusion is never lifted here (409 `rg.exclusion.not.endable`).
 */
export const adminResponsibleRoutes: FastifyPluginAsyncZod<{ responsible: ResponsibleOperator }> = async (
  app,
  { responsible },
) => {
  app.get(
    ADMIN_API.adminMemberResponsible,
    {
      schema: {
        tags,
        summary:
          "A member's limits, what counts against them, pending increases, exclusions and their history",
        security,
        params: memberParams,
        response: { 200: envelope(operatorResponsibleSchema) },
      },
    },
    async (request) => {
      operatorOf(request);
      return ok(await responsible.view(request.brand, request.params.id));
    },
  );

  app.post(
    ADMIN_API.adminMemberExclusions,
    {
      schema: {
        tags,
        summary: 'Exclude a member for a term or permanently, with a reason (owner, support)',
        description:
          'From now: no play, deposits or marketing; the member may still sign in to withdraw. The game ' +
          "sessions end at once. Audited with the operator's reason.",
        security,
        params: memberParams,
        body: operatorExclusionRequestSchema,
        response: { 200: envelope(operatorResponsibleSchema) },
      },
    },
    async (request) =>
      ok(
        await responsible.exclude(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.delete(
    ADMIN_API.adminMemberExclusion,
    {
      schema: {
        tags,
        summary: "Lift an operator's exclusion (owner, support); a member's own is never lifted",
        security,
        params: exclusionParams,
        response: { 200: envelope(operatorResponsibleSchema) },
      },
    },
    async (request) =>
      ok(
        await responsible.lift(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.params.exclusionId,
          originOf(request),
        ),
      ),
  );
};
