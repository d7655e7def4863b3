import { PROMOTION_APPLICATION, fieldErrorCode } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, type AppError } from '../../lib/errors.js';
import type { ApplicationForm } from './promotions.service.js';

/** Limits of the application form, enforced while it streams in (nothing larger is ever buffered). */
export const APPLICATION_FORM_LIMITS = {
  /** busboy accepts a file of exactly `fileSize` bytes; images must stay under 5 MiB. */
  fileSize: PROMOTION_APPLICATION.maxImageBytes - 1,
  files: PROMOTION_APPLICATION.maxImages,
  fields: 4,
  fieldSize: 4 * 1024,
  fieldNameSize: 64,
  parts: 10,
  headerPairs: 20,
} as const;

const MB = Math.round(PROMOTION_APPLICATION.maxImageBytes / (1024 * 1024));

const invalid = (field: string, text: string) =>
  badRequest(fieldErrorCode(field), `${field}: ${text}`, { field });

/** The parser's own refusals, in words that name the problem. */
function limitError(error: unknown): AppError | undefined {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return invalid('images', `at most ${PROMOTION_APPLICATION.maxImages} images can be sent.`);
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid('images', `each image must be smaller than ${MB} MB.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid('form', 'too many fields; the form takes a remark and up to 3 images.');
    case 'FST_PROTO_VIOLATION':
      return invalid('form', 'a field name is not allowed.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid('form', 'send the application as multipart/form-data.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return invalid('form', 'the form could not be read.');
    default:
      // busboy's own messages ("Unexpected end of form", "Malformed part header", ...)
      return error instanceof Error && !('statusCode' in error && error.statusCode === 500)
        ? invalid('form', 'the form could not be read.')
        : undefined;
  }
}

/**
 * Reads the multipart application: one optional text field `remark` and up to three files `images`.
 * The whole form is read before anything is refused, so that the client always gets its answer.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) throw invalid('form', 'send the application as multipart/form-data.');
  let remark: string | undefined;
  const images: ApplicationForm['images'] = [];
  let problem: AppError | undefined;
  const refuse = (e: AppError) => {
    problem ??= e;
  };
  try {
    for await (const part of request.parts({ limits: APPLICATION_FORM_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'images') {
          refuse(invalid(part.fieldname, 'unknown field; the form takes "remark" and "images".'));
        } else {
          images.push({ name: part.filename, bytes });
        }
        continue;
      }
      if (part.fieldname === 'images') {
        refuse(invalid('images', 'must be files, not text.'));
      } else if (part.fieldname !== 'remark') {
        refuse(invalid(part.fieldname, 'unknown field; the form takes "remark" and "images".'));
      } else if (remark !== undefined) {
        refuse(invalid('remark', 'sent more than once.'));
      } else if (part.valueTruncated) {
        refuse(invalid('remark', `at most ${PROMOTION_APPLICATION.remarkMax} characters.`));
      } else {
        remark = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    throw limitError(error) ?? error;
  }
  if (problem) throw problem;
  return { remark: remark ?? '', images };
}
