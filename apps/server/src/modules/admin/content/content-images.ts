import {
  ADMIN_CONTENT_PATHS,
  CONTENT_ADMIN_ERRORS,
  CONTENT_IMAGE,
  type ContentImageValue,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { Brand, Origin } from '../../../lib/context.js';
import { badRequest } from '../../../lib/errors.js';
import { imageTypeOf, UPLOAD_TYPES, type UploadStore } from '../../../lib/uploads.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { OperatorSession } from '../operator-auth.service.js';

/** Limits of the upload form, enforced while it streams in (busboy accepts a file of exactly `fileSize`). */
export const IMAGE_FORM_LIMITS = {
  fileSize: CONTENT_IMAGE.maxBytes,
  files: 1,
  fields: 0,
  parts: 1,
  headerPairs: 20,
} as const;

const MB = CONTENT_IMAGE.maxBytes / (1024 * 1024);
const invalid = (message: string) =>
  badRequest(CONTENT_ADMIN_ERRORS.imageInvalid, `file: ${message}`, { field: 'file' });

/** The address of an uploaded image on the site. */
export const uploadedImageUrl = (name: string) => ADMIN_CONTENT_PATHS.uploadedImage.replace(':name', name);

async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid('send the image as multipart/form-data, in the field "file".');
  let file;
  try {
    file = await request.file();
    if (!file) throw invalid('no file was sent (field "file").');
    if (file.fieldname !== 'file')
      throw invalid(`unknown field "${file.fieldname}"; the image goes in "file".`);
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid(`the image must be at most ${MB} MB.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw invalid('send one image and nothing else.');
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 400) throw error;
    if (code?.startsWith('FST_')) throw invalid('the form could not be read.');
    throw error;
  }
}

/**
 * Images operators upload for the site: PNG or JPEG by their content (not their name), at most 2 MB,
 * stored under a random name and served at `/art/uploads/<name>`. Each upload is audited.
 */
export function createContentImages({
  store,
  audit,
}: {
  store: Pick<UploadStore, 'stage'>;
  audit: ModuleDeps['audit'];
}) {
  return {
    async upload(
      operator: OperatorSession,
      brand: Brand,
      request: FastifyRequest,
      origin: Origin,
    ): Promise<ContentImageValue> {
      const bytes = await readImage(request);
      if (bytes.length === 0) throw invalid('the file is empty.');
      const ext = imageTypeOf(bytes);
      if (!ext) throw invalid(`not a PNG or JPEG image (judged by its content).`);
      const staged = await store.stage(bytes, ext);
      const value = {
        url: uploadedImageUrl(staged.name),
        contentType: UPLOAD_TYPES[ext],
        bytes: bytes.length,
      };
      try {
        await audit.write({
          merchantId: brand.id,
          operatorId: operator.operatorId,
          event: 'content.image.upload',
          ip: origin.ip,
          detail: { target: { image: staged.name }, before: null, after: value },
        });
        await staged.commit();
      } catch (error) {
        await staged.discard();
        throw error;
      }
      return value;
    },
  };
}
export type ContentImages = ReturnType<typeof createContentImages>;
