import type {
  AdminAnnouncement,
  AdminAnnouncementList,
  AdminBanner,
  AdminBannerList,
  AnnouncementListQuery,
  AnnouncementRequest,
  BannerListQuery,
  BannerRequest,
} from '@platform/contracts';
import { pageFields, type PageRequest } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import type { OperatorSession } from '../operator-auth.service.js';
import type { AnnouncementRow, BannerRow, ContentAdminRepository } from './content-admin.repository.js';
import {
  reorder,
  richTexts,
  stateOf,
  titles,
  unknownItem,
  windowOf,
  type ContentWrites,
} from './content-writes.js';

const bannerOf = (row: BannerRow, at: Date): AdminBanner => ({
  id: row.id,
  groupName: row.groupName,
  imageUrl: row.imageUrl,
  linkageType: row.linkageType,
  linkUrl: row.linkUrl,
  sort: row.sort,
  enabled: row.enabled,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  state: stateOf(row, at),
  texts: row.text as Record<string, { title: string }>,
});

const announcementOf = (row: AnnouncementRow, at: Date): AdminAnnouncement => ({
  id: row.id,
  type: row.type,
  execution: row.execution,
  sort: row.sort,
  enabled: row.enabled,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  state: stateOf(row, at),
  texts: row.text as Record<string, { title: string; content: string }>,
});

/**
 * Banners by group and the announcements (notices and pop-ups) for operators. Every write is one
 * transaction with its audit row (`content.banner.*`, `content.announcement.*`, the item before and after);
 * titles per language, in languages the brand offers and always its default one; announcement contents
 * stored reduced to the rich-text allow-list. The site shows a change at once (`ContentWrites`).
 */
export function createContentAdminService({
  repo,
  writes,
  now,
}: {
  repo: ContentAdminRepository;
  writes: ContentWrites;
  now: () => Date;
}) {
  return {
    // ---- banners

    async listBanners(brand: Brand, query: BannerListQuery): Promise<AdminBannerList> {
      const at = now();
      const page: PageRequest = query;
      const { rows, total } = await repo.pageBanners(
        brand.id,
        {
          ...(query.groupName ? { groupName: query.groupName } : {}),
          ...(query.state ? { state: query.state } : {}),
        },
        page,
        at,
      );
      return { list: rows.map((r) => bannerOf(r, at)), ...pageFields(page, total) };
    },

    async banner(brand: Brand, id: number): Promise<AdminBanner> {
      const row = await repo.findBanner(brand.id, id);
      if (!row) throw unknownItem('banner', id);
      return bannerOf(row, now());
    },

    createBanner(operator: OperatorSession, brand: Brand, input: BannerRequest, origin: Origin) {
      const text = titles(brand, input.texts);
      const { startsAt, endsAt } = windowOf(input, now());
      return writes.write(operator, brand, origin, 'content.banner.create', async (tx) => {
        const sort = input.sort ?? (await repo.nextBannerSort(brand.id, input.groupName, tx));
        const row = await repo.insertBanner(
          {
            merchantId: brand.id,
            groupName: input.groupName,
            imageUrl: input.imageUrl,
            linkageType: input.linkageType,
            linkUrl: input.linkageType === 0 || input.linkageType === 4 ? null : (input.linkUrl ?? null),
            sort,
            enabled: input.enabled,
            startsAt,
            endsAt,
            text,
          },
          tx,
        );
        const after = bannerOf(row, now());
        return { value: after, target: { banner: row.id }, before: null, after };
      });
    },

    updateBanner(operator: OperatorSession, brand: Brand, id: number, input: BannerRequest, origin: Origin) {
      const text = titles(brand, input.texts);
      return writes.write(operator, brand, origin, 'content.banner.update', async (tx) => {
        const row = await repo.findBanner(brand.id, id, tx, true);
        if (!row) throw unknownItem('banner', id);
        const { startsAt, endsAt } = windowOf(input, row.startsAt);
        const sort =
          input.sort ??
          (input.groupName === row.groupName
            ? row.sort
            : await repo.nextBannerSort(brand.id, input.groupName, tx));
        const saved = await repo.updateBanner(
          id,
          {
            groupName: input.groupName,
            imageUrl: input.imageUrl,
            linkageType: input.linkageType,
            linkUrl: input.linkageType === 0 || input.linkageType === 4 ? null : (input.linkUrl ?? null),
            sort,
            enabled: input.enabled,
            startsAt,
            endsAt,
            text,
          },
          tx,
        );
        const at = now();
        const after = bannerOf(saved, at);
        return { value: after, target: { banner: id }, before: bannerOf(row, at), after };
      });
    },

    setBannerEnabled(operator: OperatorSession, brand: Brand, id: number, enabled: boolean, origin: Origin) {
      return writes.write(
        operator,
        brand,
        origin,
        enabled ? 'content.banner.enable' : 'content.banner.disable',
        async (tx) => {
          const row = await repo.findBanner(brand.id, id, tx, true);
          if (!row) throw unknownItem('banner', id);
          const saved = row.enabled === enabled ? row : await repo.updateBanner(id, { enabled }, tx);
          const after = bannerOf(saved, now());
          return {
            value: after,
            target: { banner: id },
            before: { enabled: row.enabled },
            after: { enabled: saved.enabled },
          };
        },
      );
    },

    deleteBanner(operator: OperatorSession, brand: Brand, id: number, origin: Origin) {
      return writes.write(operator, brand, origin, 'content.banner.delete', async (tx) => {
        const row = await repo.findBanner(brand.id, id, tx, true);
        if (!row) throw unknownItem('banner', id);
        await repo.deleteBanner(id, tx);
        return { value: null, target: { banner: id }, before: bannerOf(row, now()), after: null };
      });
    },

    reorderBanners(
      operator: OperatorSession,
      brand: Brand,
      input: { groupName: string; ids: number[] },
      origin: Origin,
    ) {
      return writes.write(operator, brand, origin, 'content.banner.reorder', async (tx) => {
        const rows = await repo.lockBannerGroup(brand.id, input.groupName, tx);
        const order = await reorder(tx, rows, input.ids, `banners of ${input.groupName}`, (id, sort, t) =>
          repo.setBannerSort(id, sort, t),
        );
        return { value: { ids: input.ids }, target: { group: input.groupName }, ...order };
      });
    },

    // ---- announcements

    async listAnnouncements(brand: Brand, query: AnnouncementListQuery): Promise<AdminAnnouncementList> {
      const at = now();
      const page: PageRequest = query;
      const { rows, total } = await repo.pageAnnouncements(
        brand.id,
        { ...(query.type ? { types: query.type } : {}), ...(query.state ? { state: query.state } : {}) },
        page,
        at,
      );
      return { list: rows.map((r) => announcementOf(r, at)), ...pageFields(page, total) };
    },

    async announcement(brand: Brand, id: number): Promise<AdminAnnouncement> {
      const row = await repo.findAnnouncement(brand.id, id);
      if (!row) throw unknownItem('announcement', id);
      return announcementOf(row, now());
    },

    createAnnouncement(operator: OperatorSession, brand: Brand, input: AnnouncementRequest, origin: Origin) {
      const text = richTexts(brand, input.texts);
      const { startsAt, endsAt } = windowOf(input, now());
      return writes.write(operator, brand, origin, 'content.announcement.create', async (tx) => {
        const row = await repo.insertAnnouncement(
          {
            merchantId: brand.id,
            type: input.type,
            execution: input.execution,
            sort: input.sort,
            enabled: input.enabled,
            startsAt,
            endsAt,
            text,
          },
          tx,
        );
        const after = announcementOf(row, now());
        return { value: after, target: { announcement: row.id }, before: null, after };
      });
    },

    updateAnnouncement(
      operator: OperatorSession,
      brand: Brand,
      id: number,
      input: AnnouncementRequest,
      origin: Origin,
    ) {
      const text = richTexts(brand, input.texts);
      return writes.write(operator, brand, origin, 'content.announcement.update', async (tx) => {
        const row = await repo.findAnnouncement(brand.id, id, tx, true);
        if (!row) throw unknownItem('announcement', id);
        const { startsAt, endsAt } = windowOf(input, row.startsAt);
        const saved = await repo.updateAnnouncement(
          id,
          {
            type: input.type,
            execution: input.execution,
            sort: input.sort,
            enabled: input.enabled,
            startsAt,
            endsAt,
            text,
          },
          tx,
        );
        const at = now();
        const after = announcementOf(saved, at);
        return { value: after, target: { announcement: id }, before: announcementOf(row, at), after };
      });
    },

    setAnnouncementEnabled(
      operator: OperatorSession,
      brand: Brand,
      id: number,
      enabled: boolean,
      origin: Origin,
    ) {
      const event = enabled ? 'content.announcement.enable' : 'content.announcement.disable';
      return writes.write(operator, brand, origin, event, async (tx) => {
        const row = await repo.findAnnouncement(brand.id, id, tx, true);
        if (!row) throw unknownItem('announcement', id);
        const saved = row.enabled === enabled ? row : await repo.updateAnnouncement(id, { enabled }, tx);
        return {
          value: announcementOf(saved, now()),
          target: { announcement: id },
          before: { enabled: row.enabled },
          after: { enabled: saved.enabled },
        };
      });
    },

    deleteAnnouncement(operator: OperatorSession, brand: Brand, id: number, origin: Origin) {
      return writes.write(operator, brand, origin, 'content.announcement.delete', async (tx) => {
        const row = await repo.findAnnouncement(brand.id, id, tx, true);
        if (!row) throw unknownItem('announcement', id);
        await repo.deleteAnnouncement(id, tx);
        return {
          value: null,
          target: { announcement: id },
          before: announcementOf(row, now()),
          after: null,
        };
      });
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
