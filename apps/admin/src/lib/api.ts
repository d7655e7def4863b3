import { HEADERS } from '@platform/contracts';
import { clearSession, sessionToken } from './session-store';

/** The brand this build serves: absent means the server's default brand (the same rule as the site). */
export const MERCHANT: string | undefined = import.meta.env.VITE_MERCHANT || undefined;

/** A refused call: the HTTP status, the server's `errorCode`, its message and the field it names (400). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** The seconds a 429 asks to wait (`Retry-After`), when given. */
  readonly retryAfter: number | undefined;
  constructor(init: { status: number; code: string; message: string; field?: string; retryAfter?: number }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.retryAfter = init.retryAfter;
  }
}

/** A query string's values; `undefined` and `''` are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

export type CallOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 answer does not end the session (the login calls themselves). */
  keepSessionOn401?: boolean;
};

/** What happens on a 401 of a signed-in call: set by the app (back to the login page). */
let onUnauthorized: () => void = () => undefined;
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** `/admin/operators/:id` with `{ id: 3 }` → `/admin/operators/3` (each value encoded). */
export function pathOf(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query).flatMap(([k, v]) =>
    v === undefined || v === null || v === '' ? [] : [[k, String(v)]],
  );
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

function headers(json: boolean): Record<string, string> {
  const h: Record<string, string> = { accept: 'application/json' };
  if (json) h['content-type'] = 'application/json';
  if (MERCHANT) h[HEADERS.merchant] = MERCHANT;
  const token = sessionToken();
  if (token) h[HEADERS.authorization] = `Bearer ${token}`;
  return h;
}

type Envelope = { success?: boolean; value?: unknown; message?: string; errorCode?: string };

async function refusal(response: Response, options: CallOptions): Promise<ApiError> {
  let body: Envelope = {};
  try {
    body = (await response.json()) as Envelope;
  } catch {
    // not JSON: the status speaks
  }
  const value = body.value as { field?: unknown } | null | undefined;
  const field = value && typeof value.field === 'string' ? value.field : undefined;
  const retry = Number(response.headers.get('retry-after'));
  const error = new ApiError({
    status: response.status,
    code: body.errorCode ?? (response.status === 404 ? 'not.found' : 'system.error'),
    message: body.message || response.statusText || `The server answered ${response.status}.`,
    ...(field ? { field } : {}),
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfter: retry } : {}),
  });
  if (response.status === 401 && !options.keepSessionOn401 && sessionToken()) {
    clearSession();
    onUnauthorized();
  }
  return error;
}

/** One call of the operator API: the envelope's `value`, or an `ApiError`. */
export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path + queryString(options.query), {
      method,
      headers: headers(hasBody),
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'network', message: 'The server cannot be reached.' });
  }
  if (!response.ok) throw await refusal(response, options);
  const body = (await response.json()) as Envelope;
  if (body.success === false) {
    throw new ApiError({
      status: response.status,
      code: body.errorCode ?? 'system.error',
      message: body.message ?? 'Refused.',
    });
  }
  return body.value as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    call<T>('GET', path, { ...(query ? { query } : {}), ...(signal ? { signal } : {}) }),
  post: <T>(path: string, body?: unknown) => call<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => call<T>('PUT', path, { body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => call<T>('PATCH', path, { body: body ?? {} }),
  del: <T>(path: string, body?: unknown) => call<T>('DELETE', path, body === undefined ? {} : { body }),
};

/**
 * Downloads a CSV the server writes (`GET` with the session's headers) and saves it under `filename`.
 * Refusals throw an `ApiError` like every call.
 */
export async function downloadCsv(path: string, query: Query | undefined, filename: string): Promise<void> {
  const h = headers(false);
  h.accept = 'text/csv';
  let response: Response;
  try {
    response = await fetch(path + queryString(query), { headers: h });
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: 'The server cannot be reached.' });
  }
  if (!response.ok) throw await refusal(response, {});
  saveBlob(await response.blob(), filename);
}

/** Saves rows as a CSV file built in the browser (values quoted when needed; a formula start is defused). */
export type CsvValue = string | number | boolean | null | undefined;

export function saveCsv(rows: readonly (readonly CsvValue[])[], filename: string): void {
  const cell = (v: CsvValue) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
  };
  const text = rows.map((r) => r.map(cell).join(',')).join('\r\n');
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), filename);
}

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
