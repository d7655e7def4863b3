import { ERROR_CODES, WITHDRAWAL_PROOF_MAX_BYTES, fieldErrorCode } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, type AppError } from '../../../lib/errors.js';
import type { NotReceivedForm } from './withdrawals.service.js';

/** Limits of the not-received form, enforced while it streams in (nothing larger is ever buffered). */
export const PROOF_FORM_LIMITS = {
  /** busboy accepts a file of exactly `fileSize` bytes; the proof must stay under 5 MiB. */
  fileSize: WITHDRAWAL_PROOF_MAX_BYTES - 1,
  files: 1,
  fields: 2,
  fieldSize: 64,
  fieldNameSize: 64,
  parts: 4,
  headerPairs: 20,
} as const;

const invalid = (field: string, text: string, code = fieldErrorCode(field)) =>
  badRequest(code, `${field}: ${text}`, { field });

function limitError(error: unknown): AppError | undefined {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid('proof', 'the image must be smaller than 5 MB.', ERROR_CODES.withdrawalProofTooLarge);
    case 'FST_FILES_LIMIT':
      return invalid('proof', 'send one image only.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid('form', 'too many fields; the form takes "proof" and "receivedAmount".');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid('form', 'send the form as multipart/form-data.');
    default:
      return error instanceof Error && !('statusCode' in error && error.statusCode === 500)
        ? invalid('form', 'the form could not be read.')
        : undefined;
  }
}

/**
 * Reads the not-received form: the file `proof` and the text field `receivedAmount` (optional). The
 * whole form is read before anything is refused, so that the client always gets its answer.
 */
export async function readProofForm(request: FastifyRequest): Promise<NotReceivedForm> {
  if (!request.isMultipart()) throw invalid('form', 'send the form as multipart/form-data.');
  let receivedAmount: string | undefined;
  let proof: NotReceivedForm['proof'];
  let problem: AppError | undefined;
  const refuse = (e: AppError) => {
    problem ??= e;
  };
  try {
    for await (const part of request.parts({ limits: PROOF_FORM_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'proof')
          refuse(invalid(part.fieldname, 'unknown field; the form takes "proof" and "receivedAmount".'));
        else proof = { name: part.filename, bytes };
        continue;
      }
      if (part.fieldname === 'proof') refuse(invalid('proof', 'must be an image file, not text.'));
      else if (part.fieldname !== 'receivedAmount')
        refuse(invalid(part.fieldname, 'unknown field; the form takes "proof" and "receivedAmount".'));
      else if (part.valueTruncated || typeof part.value !== 'string')
        refuse(invalid('receivedAmount', 'must be an amount.', ERROR_CODES.withdrawalReceivedAmount));
      else receivedAmount = part.value;
    }
  } catch (error) {
    throw limitError(error) ?? error;
  }
  if (problem) throw problem;
  return { receivedAmount, proof };
}
