import {
  ERROR_CODES,
  LANGUAGES,
  type Language,
  type MessageDetail,
  type MessageList,
  type MessagesChanged,
  type MessageSummary,
} from '@platform/contracts';
import { notFound } from '../../lib/errors.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import type { Actor } from '../../lib/context.js';
import { usableZone } from '../../lib/date-range.js';
import type { Brand } from '../../lib/context.js';
import { renderTemplate } from './message-templates.js';
import type { MessageRow, MessagesRepository } from './messages.repository.js';
import { pageCount, pageOffset } from '../../db/paging.js';

type Deps = {
  repo: MessagesRepository;
  now?: () => Date;
};

const PREVIEW_LENGTH = 80;

// Another member's message is "not found": an id must not tell whether it exists.
const messageNotFound = () => notFound('The message does not exist.', ERROR_CODES.notFound);

const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

/** The title and body of a message in a language: the operator's text, or the event's template. */
export function renderMessage(
  row: Pick<MessageRow, 'template' | 'params' | 'content' | 'kind'>,
  language: Language,
  fallback: Language,
): { title: string; body: string } {
  if (row.content) {
    const text = pickLocalized(row.content, language, fallback);
    if (text) return text;
  }
  return renderTemplate(row.template ?? row.kind, row.params, language);
}

const preview = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
};

export function createMessagesService({ repo, now = () => new Date() }: Deps) {
  /** The member's own language, else the brand's default (messages are read in it, not in the browser's). */
  const languageOf = async (brand: Brand, actor: Actor): Promise<Language> => {
    const chosen = await repo.memberLanguage(brand.id, actor.memberId);
    return isLanguage(chosen) ? chosen : brand.defaultLanguage;
  };

  const toSummary = (
    row: MessageRow,
    language: Language,
    brand: Brand,
  ): MessageSummary & { body: string } => {
    const text = renderMessage(row, language, brand.defaultLanguage);
    return {
      id: row.id,
      kind: row.kind,
      title: text.title,
      preview: preview(text.body),
      body: text.body,
      createdDateStr: formatDateTime(row.createdAt, usableZone(brand.settings.timeZone)),
      read: row.readAt !== null,
    };
  };

  return {
    async unreadCount(brand: Brand, actor: Actor): Promise<{ count: number }> {
      return { count: await repo.unreadCount(brand.id, actor.memberId) };
    },

    /** messageV2: a page of the member's messages, newest first, without the deleted ones. */
    async list(
      brand: Brand,
      actor: Actor,
      query: { pageNo: number; pageSize: number },
    ): Promise<MessageList> {
      const language = await languageOf(brand, actor);
      const [rows, totalCount, unreadCount] = await Promise.all([
        repo.list(brand.id, actor.memberId, {
          limit: query.pageSize,
          offset: pageOffset(query),
        }),
        repo.countAll(brand.id, actor.memberId),
        repo.unreadCount(brand.id, actor.memberId),
      ]);
      return {
        list: rows.map((row) => {
          const { body: _body, ...summary } = toSummary(row, language, brand);
          return summary;
        }),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: pageCount(totalCount, query),
        unreadCount,
      };
    },

    /** Opens a message: marks it read and answers its body. */
    async read(brand: Brand, actor: Actor, id: number): Promise<MessageDetail> {
      const row = await repo.markRead(brand.id, actor.memberId, id, now());
      if (!row) throw messageNotFound();
      return toSummary(row, await languageOf(brand, actor), brand);
    },

    async readAll(brand: Brand, actor: Actor): Promise<MessagesChanged> {
      const changed = await repo.markAllRead(brand.id, actor.memberId, now());
      return { changed, unreadCount: await repo.unreadCount(brand.id, actor.memberId) };
    },

    async remove(brand: Brand, actor: Actor, id: number): Promise<MessagesChanged> {
      if (!(await repo.softDelete(brand.id, actor.memberId, id, now()))) throw messageNotFound();
      return { changed: 1, unreadCount: await repo.unreadCount(brand.id, actor.memberId) };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
