import {
  API,
  ERROR_CODES,
  PROMOTION_APPLICATION,
  PROMOTION_MODES,
  fieldErrorCode,
  promotionRemarkSchema,
  type Language,
  type Promotion,
  type PromotionDetail,
  type PromotionList,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.js';
import { DEFAULT_TIME_ZONE, formatDateTime, pickLocalized } from '../../lib/localized.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import {
  imageTypeOf,
  reserveUploads,
  type StagedUpload,
  type StoredFile,
  type UploadStore,
} from '../../lib/uploads.js';
import type { Actor } from '../../lib/context.js';
import type { Brand } from '../../lib/context.js';
import { promotionFigures, withFigures } from './promotion-figures.js';
import { acceptsApplications, hasEnded, promotionState } from './promotion-state.js';
import {
  APPLICATION_STATUS,
  type ApplicationRow,
  type PromotionRow,
  type PromotionsRepository,
} from './promotions.repository.js';

/** The application as the client sent it: the remark as typed, the files as received. */
export type ApplicationForm = { remark: string; images: { name: string; bytes: Buffer }[] };
export type Application = NonNullable<PromotionDetail['application']>;

type Deps = {
  db: Database;
  repo: Pick<
    PromotionsRepository,
    | 'listCategories'
    | 'listEnabled'
    | 'findEnabled'
    | 'latestApplications'
    | 'hasOpenApplication'
    | 'insertApplication'
    | 'findMemberApplication'
  >;
  uploads: Pick<UploadStore, 'stage' | 'read'>;
  now?: () => Date;
};

/** Ended promotions stay on the list this long. */
const ENDED_SHOWN_MS = 30 * 24 * 3_600_000;
const MB = Math.round(PROMOTION_APPLICATION.maxImageBytes / (1024 * 1024));

const noSuchPromotion = () => notFound('The promotion does not exist.', ERROR_CODES.notFound);
const invalid = (field: string, text: string) =>
  badRequest(fieldErrorCode(field), `${field}: ${text}`, { field });
const imageLabel = (index: number, name: string) => {
  const shown = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  return shown ? `image ${index + 1} ("${shown}")` : `image ${index + 1}`;
};

export const applicationImageUrl = (applicationId: number, index: number) =>
  API.promotionImage.replace(':id', String(applicationId)).replace(':index', String(index));

/** The remark trimmed and the images checked by their content; the first problem is refused. */
function checkForm(form: ApplicationForm): {
  remark: string;
  images: { bytes: Buffer; ext: 'png' | 'jpg' }[];
} {
  const remark = promotionRemarkSchema.safeParse(form.remark);
  if (!remark.success) throw invalid('remark', `at most ${PROMOTION_APPLICATION.remarkMax} characters.`);
  if (form.images.length > PROMOTION_APPLICATION.maxImages) {
    throw invalid('images', `at most ${PROMOTION_APPLICATION.maxImages} images can be sent.`);
  }
  const images = form.images.map(({ name, bytes }, i) => {
    if (bytes.length === 0) throw invalid('images', `${imageLabel(i, name)} is empty.`);
    if (bytes.length >= PROMOTION_APPLICATION.maxImageBytes) {
      throw invalid('images', `${imageLabel(i, name)} must be smaller than ${MB} MB.`);
    }
    const ext = imageTypeOf(bytes);
    if (!ext) throw invalid('images', `${imageLabel(i, name)} is not a PNG or JPEG image.`);
    return { bytes, ext };
  });
  return { remark: remark.data, images };
}

export function createPromotionsService({ db, repo, uploads, now = () => new Date() }: Deps) {
  const zoneOf = (brand: Brand) => brand.settings.timeZone ?? DEFAULT_TIME_ZONE;

  function toPromotion(
    brand: Brand,
    language: Language,
    row: PromotionRow,
    latest: ApplicationRow | undefined,
    at: Date,
  ): Promotion {
    const text = pickLocalized(row.text, language, brand.defaultLanguage);
    const zone = zoneOf(brand);
    const figures = promotionFigures(row.rules, brand.settings, brand.currencySymbol);
    return {
      id: row.id,
      category: row.categoryCode,
      title: withFigures(text?.title ?? '', figures),
      summary: withFigures(text?.summary ?? '', figures),
      imageUrl: row.imageUrl,
      startDateStr: formatDateTime(row.startsAt, zone),
      endDateStr: row.endsAt ? formatDateTime(row.endsAt, zone) : null,
      mode: PROMOTION_MODES.find((m) => m === row.mode) ?? 'none',
      state: promotionState(row, latest, at),
    };
  }

  const toApplication = (brand: Brand, row: ApplicationRow): Application => ({
    id: row.id,
    remark: row.remark,
    images: row.images.map((_, i) => applicationImageUrl(row.id, i)),
    status: row.status === 'approved' || row.status === 'rejected' ? row.status : 'applying',
    createdDateStr: formatDateTime(row.createdAt, zoneOf(brand)),
  });

  async function latestOf(brand: Brand, actor: Actor | null, promotionId: number) {
    if (!actor) return undefined;
    const [row] = await repo.latestApplications(brand.id, actor.memberId, [promotionId]);
    return row;
  }

  return {
    /** Running and coming promotions first, then those ended in the last 30 days (newest end first). */
    async list(brand: Brand, actor: Actor | null, language: Language): Promise<PromotionList> {
      const at = now();
      const [categories, rows] = await Promise.all([
        repo.listCategories(brand.id),
        repo.listEnabled(brand.id, new Date(at.getTime() - ENDED_SHOWN_MS)),
      ]);
      const latest = actor
        ? await repo.latestApplications(
            brand.id,
            actor.memberId,
            rows.filter((r) => r.mode === 'apply').map((r) => r.id),
          )
        : [];
      const byPromotion = new Map(latest.map((a) => [a.promotionId, a]));
      const open = rows.filter((r) => !hasEnded(r, at));
      const ended = rows
        .filter((r) => hasEnded(r, at))
        .sort((a, b) => (b.endsAt?.getTime() ?? 0) - (a.endsAt?.getTime() ?? 0));
      return {
        categories: categories.map((c) => ({
          code: c.code,
          title: pickLocalized(c.text, language, brand.defaultLanguage)?.title ?? c.code,
        })),
        list: [...open, ...ended].map((r) => toPromotion(brand, language, r, byPromotion.get(r.id), at)),
      };
    },

    async detail(
      brand: Brand,
      actor: Actor | null,
      language: Language,
      id: number,
    ): Promise<PromotionDetail> {
      const row = await repo.findEnabled(brand.id, id);
      if (!row) throw noSuchPromotion();
      const latest = await latestOf(brand, actor, row.id);
      const text = pickLocalized(row.text, language, brand.defaultLanguage);
      return {
        ...toPromotion(brand, language, row, latest, now()),
        content: sanitizeRichText(
          withFigures(text?.content ?? '', promotionFigures(row.rules, brand.settings, brand.currencySymbol)),
        ),
        application: latest ? toApplication(brand, latest) : null,
      };
    },

    /**
     * A member's application with its proof images. The files are written under temporary names, the row
     * is inserted, then the files are put in place; on any failure no file and no row remain.
     */
    async apply(brand: Brand, actor: Actor, id: number, form: ApplicationForm): Promise<Application> {
      const { remark, images } = checkForm(form);
      const promotion = await repo.findEnabled(brand.id, id);
      if (!promotion) throw noSuchPromotion();
      if (!acceptsApplications(promotion, now())) {
        throw unprocessable('promotion.not.accepting', 'This promotion is not taking applications.');
      }
      const alreadyApplied = () =>
        conflict('promotion.application.open', 'You have already applied for this promotion.');
      if (await repo.hasOpenApplication(promotion.id, actor.memberId)) throw alreadyApplied();

      const staged: StagedUpload[] = [];
      try {
        for (const image of images) staged.push(await uploads.stage(image.bytes, image.ext));
        const row = await db.transaction(async (tx) => {
          // The member's upload quota (per day and in all), counted with the files kept.
          await reserveUploads(
            tx,
            { merchantId: brand.id, memberId: actor.memberId },
            'promotion',
            staged,
            now(),
          );
          const inserted = await repo.insertApplication(
            {
              merchantId: brand.id,
              promotionId: promotion.id,
              memberId: actor.memberId,
              remark,
              images: staged.map((s) => s.name),
              status: APPLICATION_STATUS.applying,
            },
            tx,
          );
          if (!inserted) throw alreadyApplied();
          // Still inside the transaction: a file that cannot be put in place takes the row with it.
          for (const s of staged) await s.commit();
          return inserted;
        });
        return toApplication(brand, row);
      } catch (error) {
        await Promise.all(staged.map((s) => s.discard()));
        throw error;
      }
    },

    /** A proof image, only for the member who sent it. */
    async image(brand: Brand, actor: Actor, applicationId: number, index: number): Promise<StoredFile> {
      const missing = () => notFound('The image does not exist.', ERROR_CODES.notFound);
      const application = await repo.findMemberApplication(brand.id, actor.memberId, applicationId);
      const name = application?.images[index];
      if (!name) throw missing();
      const file = await uploads.read(name);
      if (!file) throw missing();
      return file;
    },
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
