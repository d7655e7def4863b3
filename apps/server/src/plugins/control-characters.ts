import { ERROR_CODES, CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@platform/contracts';
import { badRequest } from '../lib/errors.js';

const MAX_DEPTH = 32;

/**
 * The path (`items.0.name`, as validation errors name fields) of the first string in `value`, key or
 * value, that carries a control character or a lone surrogate; null when there is none.
 */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') || 'request' : null;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlCharacter(key)) return [...path, 'key'].join('.');
    const found = controlCharacterPath(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The safety net under the contracts (decision record 023): a body, query or route parameter carrying a
 * control character is refused before any schema, service or query sees it, whatever its route declares.
 */
export function refuseControlCharacters(parts: { params?: unknown; query?: unknown; body?: unknown }) {
  for (const part of [parts.params, parts.query, parts.body]) {
    const field = controlCharacterPath(part);
    if (field !== null)
      throw badRequest(ERROR_CODES.validation, `${field}: ${CONTROL_CHARACTER_MESSAGE}`, { field });
  }
}
