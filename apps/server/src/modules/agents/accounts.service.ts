import { randomBytes } from 'node:crypto';
import {
  AGENT_ERRORS,
  fieldErrorCode,
  type AgentAccountRequest,
  type AgentAccountResult,
  type AgentLink,
  type AgentLinkRequest,
  type AgentLinks,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import type { Actor, Brand } from '../../lib/context.js';
import { addDays, dateInZone, startOfDay, usableZone } from '../../lib/date-range.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/localized.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuditRepository } from '../audit/index.js';
import { checkAccountFields, takenError, type MembersRepository } from '../members/index.js';
import type { MemberInbox } from '../rewards/index.js';
import { isAgentType, type AgentAccess } from './access.js';
import type { LinkRow, LinksRepository } from './links.repository.js';

type Deps = {
  db: Database;
  access: AgentAccess;
  links: LinksRepository;
  members: Pick<MembersRepository, 'findByUsername' | 'insertWithWallet'>;
  audit: AuditRepository;
  inbox: MemberInbox;
  now: () => Date;
};

/** Link codes: 12 characters that cannot be mistaken for one another (60 random bits). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;
const CODE_ATTEMPTS = 5;

export function newLinkCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}

/** 400 unless the type is a member (0) or one of the brand's agent types. */
function checkType(brand: Brand, type: number): void {
  if (type === 0 || isAgentType(brand, type)) return;
  throw badRequest(
    fieldErrorCode('type'),
    `type: must be 0 (a member) or one of this site's agent types (${brand.settings.agentTypes.join(', ')}).`,
    { field: 'type' },
  );
}

/** Accounts an agent opens under itself, and its affiliate links. */
export function createAccountsService({ db, access, links, members, audit, inbox, now }: Deps) {
  const toLink = (row: LinkRow, zone: string, at: Date): AgentLink => ({
    id: row.id,
    code: row.code,
    url: `/?aff=${encodeURIComponent(row.code)}`,
    type: row.accountType,
    expiresDateStr: row.expiresAt ? formatDateTime(row.expiresAt, zone) : null,
    expired: row.expiresAt !== null && row.expiresAt <= at,
    registrations: row.registrations,
    createdDateStr: formatDateTime(row.createdAt, zone),
  });

  return {
    /**
     * A member or agent account directly under the caller, with a main wallet, that must change its
     * temporary password at its first sign-in.
     */
    async openAccount(
      brand: Brand,
      actor: Actor,
      request: AgentAccountRequest,
      ip: string | null,
    ): Promise<AgentAccountResult> {
      const agent = await access.agent(brand, actor);
      checkType(brand, request.type);
      const username = request.username.trim();
      checkAccountFields(brand, { username, password: request.password });
      if (await members.findByUsername(brand.id, username)) throw takenError('username');
      const passwordHash = await hashPassword(request.password);
      return db.transaction(async (tx) => {
        const inserted = await members.insertWithWallet(
          {
            merchantId: brand.id,
            username,
            usernameLower: username.toLowerCase(),
            passwordHash,
            nickname: request.nickname?.trim() || username,
            type: request.type,
            uplineId: agent.id,
            language: brand.defaultLanguage,
            mustChangePassword: true,
            registrationIp: ip,
          },
          tx,
        );
        if (!inserted.ok) throw takenError(inserted.taken);
        const { member } = inserted;
        await inbox.post(tx, {
          merchantId: brand.id,
          memberId: member.id,
          kind: 'welcome',
          template: 'welcome',
          params: { brand: brand.name },
        });
        await audit.write(
          {
            merchantId: brand.id,
            memberId: agent.id,
            event: 'agent.account.open',
            ip,
            detail: { accountId: member.id, type: request.type },
          },
          tx,
        );
        return { id: member.id, username: member.username, type: member.type, mustChangePassword: true };
      });
    },

    async listLinks(brand: Brand, actor: Actor): Promise<AgentLinks> {
      const agent = await access.agent(brand, actor);
      const zone = usableZone(brand.settings.timeZone);
      const at = now();
      return { list: (await links.list(agent.id)).map((row) => toLink(row, zone, at)) };
    },

    /** A new link: registrations through it become the caller's direct downlines of the link's type. */
    async createLink(brand: Brand, actor: Actor, request: AgentLinkRequest): Promise<AgentLink> {
      const agent = await access.agent(brand, actor);
      checkType(brand, request.type);
      const zone = usableZone(brand.settings.timeZone);
      const at = now();
      let expiresAt: Date | null = null;
      if (request.expiresOn) {
        if (request.expiresOn < dateInZone(at, zone))
          throw badRequest(fieldErrorCode('expiresOn'), 'expiresOn: must be today or later.', {
            field: 'expiresOn',
          });
        // The link works through the end of that day of the brand.
        expiresAt = startOfDay(addDays(request.expiresOn, 1), zone);
      }
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
        const row = await links.insert({
          merchantId: brand.id,
          agentId: agent.id,
          code: newLinkCode(),
          accountType: request.type,
          expiresAt,
        });
        if (row) return toLink(row, zone, at);
      }
      throw new Error('no free link code after several draws');
    },

    /** Deletes one of the caller's links; accounts it brought stay as they are. */
    async deleteLink(brand: Brand, actor: Actor, id: number): Promise<void> {
      const agent = await access.agent(brand, actor);
      if (!(await links.softDelete(agent.id, id, now())))
        throw notFound('id: you have no such link.', AGENT_ERRORS.agentLinkNotFound);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
