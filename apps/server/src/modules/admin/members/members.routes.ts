import {
  ADMIN_MEMBERS_PATHS as P,
  adminMemberIdParamsSchema,
  adminMemberTagParamsSchema,
  envelope,
  memberActionValueSchema,
  memberDetailSchema,
  memberNoteRequestSchema,
  memberNoteSchema,
  memberPasswordResetRequestSchema,
  memberSearchQuerySchema,
  memberSearchValueSchema,
  memberStatusRequestSchema,
  memberTagRequestSchema,
  memberVipLevelRequestSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { originOf } from '../../../plugins/request-context.js';
import type { MembersAdmin } from './members.service.js';
import { operatorOf } from '../operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];
const params = adminMemberIdParamsSchema;

/**
 * The operators' member tools (inside the operator session scope; the role matrix, `MEMBERS_ROLES`, is
 * checked before a route runs): search, the member page's header, and the actions on a member.
 */
export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersAdmin }> = async (app, { members }) => {
  app.get(
    P.adminMembers,
    {
      schema: {
        tags,
        summary: "Search the brand's members (username, mobile, e-mail, IP, referral code, agent), paged",
        description:
          '`q` with `by` (`any` by default): a prefix of the username, mobile number, e-mail or referral code, an ' +
          'exact registration or login IP, or the exact username of the upline agent. Filters: status, VIP ' +
          'level, tag, registered from/to. Mobile and e-mail are masked for support and viewers.',
        security,
        querystring: memberSearchQuerySchema,
        response: { 200: envelope(memberSearchValueSchema) },
      },
    },
    async (request) => ok(await members.search(operatorOf(request), request.brand, request.query)),
  );

  app.get(
    P.adminMember,
    {
      schema: {
        tags,
        summary: "A member's page header: profile, status, VIP level, tags, agent, wallets, locked bonus",
        security,
        params,
        response: { 200: envelope(memberDetailSchema) },
      },
    },
    async (request) => ok(await members.member(operatorOf(request), request.brand, request.params.id)),
  );

  // --- Actions ----------------------------------------------------------------------------------------------

  app.post(
    P.adminMemberLock,
    {
      schema: {
        tags,
        summary: 'Lock a member with a reason: its login is refused and its sessions end at once',
        security,
        params,
        body: memberStatusRequestSchema,
        response: { 200: envelope(memberActionValueSchema) },
      },
    },
    async (request) =>
      ok(
        await members.lock(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body.reason,
          originOf(request),
        ),
      ),
  );
  app.post(
    P.adminMemberUnlock,
    {
      schema: {
        tags,
        summary: 'Unlock a locked member, with a reason',
        security,
        params,
        body: memberStatusRequestSchema,
        response: { 200: envelope(memberActionValueSchema) },
      },
    },
    async (request) =>
      ok(
        await members.unlock(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body.reason,
          originOf(request),
        ),
      ),
  );
  app.post(
    P.adminMemberPasswordReset,
    {
      schema: {
        tags,
        summary: 'Force a password reset: the member sets a new password at its next login; sessions end',
        security,
        params,
        body: memberPasswordResetRequestSchema,
        response: { 200: envelope(memberActionValueSchema) },
      },
    },
    async (request) =>
      ok(
        await members.forcePasswordReset(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body.reason,
          originOf(request),
        ),
      ),
  );
  app.put(
    P.adminMemberVipLevel,
    {
      schema: {
        tags,
        summary: "Set the member's VIP level (a level of the brand, or 0), with a reason (owner, finance)",
        security,
        params,
        body: memberVipLevelRequestSchema,
        response: { 200: envelope(memberActionValueSchema) },
      },
    },
    async (request) =>
      ok(
        await members.setVipLevel(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body,
          originOf(request),
        ),
      ),
  );
  app.post(
    P.adminMemberTags,
    {
      schema: {
        tags,
        summary: 'Tag a member (lower-case letters, digits, - and _)',
        security,
        params,
        body: memberTagRequestSchema,
        response: { 200: envelope(memberActionValueSchema) },
      },
    },
    async (request) =>
      ok(
        await members.addTag(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body.tag,
          originOf(request),
        ),
      ),
  );
  app.delete(
    P.adminMemberTag,
    {
      schema: {
        tags,
        summary: "Remove a member's tag",
        security,
        params: adminMemberTagParamsSchema,
        response: { 200: envelope(memberActionValueSchema) },
      },
    },
    async (request) =>
      ok(
        await members.removeTag(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.params.tag.toLowerCase(),
          originOf(request),
        ),
      ),
  );
  app.post(
    P.adminMemberNotes,
    {
      schema: {
        tags,
        summary: 'Add an operator note to the member',
        security,
        params,
        body: memberNoteRequestSchema,
        response: { 200: envelope(memberNoteSchema) },
      },
    },
    async (request) =>
      ok(
        await members.addNote(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body.body,
          originOf(request),
        ),
      ),
  );
};
