import { API, type RsaKey } from '@platform/contracts';
import { MERCHANT } from '@/config/brand';
import { currentLanguage } from './i18n';
import { local } from './storage';
import { useSession } from './session';
import { useUi } from './ui-store';

/** A refused call: HTTP status, the server's error code and message, and its value (e.g. the field). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
    readonly value: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field a 400 names, when it names one. */
  get field(): string | undefined {
    const v = this.value as { field?: unknown } | null;
    return typeof v?.field === 'string' ? v.field : undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CallOptions = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sealed with the server's public key (login, register, passwords). */
  encrypted?: boolean;
  /** application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /** multipart/form-data: `body` is a FormData and the browser sets the content type with its boundary. */
  multipart?: boolean;
  /** The answer's bytes (an owner-only image) instead of the envelope's value. */
  blob?: boolean;
};

/**
 * A code a refused answer is read with, loaded with the first such answer; undefined when even that did not
 * load (the refusal is still thrown as it came).
 */
const refusalCode = (name: 'internal' | 'notSession' | 'encryptionInvalid') =>
  import('./api-refusals').then(
    (m) => m.REFUSAL_CODES[name] as string,
    () => undefined,
  );

let rsaKey: Promise<RsaKey> | undefined;
const publicKey = (): Promise<RsaKey> =>
  (rsaKey ??= request<RsaKey>(API.rsaKey, {}).catch((e: unknown) => {
    rsaKey = undefined;
    throw e;
  }));

const DEVICE_KEY = 'device-id';
let deviceId: string | undefined;
/** A random id this browser keeps: the server bounds registrations and login guesses per device too. */
function device(): string {
  if (deviceId) return deviceId;
  const stored = local.get(DEVICE_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return (deviceId = stored);
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  deviceId = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  local.set(DEVICE_KEY, deviceId);
  return deviceId;
}

function headers(): Record<string, string> {
  const h: Record<string, string> = { language: currentLanguage(), 'device-id': device() };
  if (MERCHANT) h.merchant = MERCHANT;
  const token = useSession.getState().token;
  if (token) h.authorization = token;
  return h;
}

const queryString = (query: CallOptions['query']): string =>
  query
    ? '?' +
      new URLSearchParams(
        Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      ).toString()
    : '';

async function request<T>(path: string, options: CallOptions): Promise<T> {
  const h = headers();
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.encrypted) {
      const { encryptPayload } = await import('./sealing');
      const sealed = await encryptPayload(await publicKey(), options.body);
      h.encryption = sealed.header;
      h['content-type'] = 'application/json';
      body = JSON.stringify(sealed.body);
    } else if (options.multipart) {
      body = options.body as FormData;
    } else if (options.form) {
      h['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      h['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  const query = queryString(options.query);
  let res: Response;
  try {
    res = await fetch(path + query, {
      method: options.method ?? 'GET',
      headers: h,
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', 'Network link abnormal, please retry.', null);
  }
  if (options.blob && res.ok) return (await res.blob()) as T;
  let json: { success?: boolean; value?: unknown; message?: string; errorCode?: string };
  try {
    json = (await res.json()) as typeof json;
  } catch {
    throw new ApiError(res.status, await refusalCode('internal'), `Unexpected answer (${res.status}).`, null);
  }
  if (!res.ok || json.success !== true) {
    const error = new ApiError(
      res.status,
      json.errorCode,
      json.message ?? `Request failed (${res.status}).`,
      json.value ?? null,
    );
    if (
      res.status === 401 &&
      useSession.getState().token &&
      json.errorCode === (await refusalCode('notSession'))
    ) {
      useSession.getState().signOut();
      useUi.getState().open('login');
    }
    throw error;
  }
  // The server validated this answer against its contract before sending it.
  return json.value as T;
}

/**
 * The one way the site calls its back end: envelope, headers, encryption and 401 handling. `T` is the
 * contract's type of the answer's value.
 */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  try {
    return await request<T>(path, options);
  } catch (e) {
    // The key may have rotated since we fetched it: fetch it again and retry once.
    if (
      options.encrypted &&
      e instanceof ApiError &&
      e.errorCode === (await refusalCode('encryptionInvalid'))
    ) {
      rsaKey = undefined;
      return request<T>(path, options);
    }
    throw e;
  }
}

/**
 * The `/lgw` calls answer bare JSON, not the envelope: same headers, the body is the value. `T` is the
 * contract's type of the answer.
 */
export async function callBare<T>(path: string, query?: CallOptions['query']): Promise<T> {
  const search = queryString(query);
  let res: Response;
  try {
    res = await fetch(path + search, { headers: headers(), credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'Network link abnormal, please retry.', null);
  }
  if (!res.ok) throw new ApiError(res.status, undefined, `Request failed (${res.status}).`, null);
  try {
    return (await res.json()) as T;
  } catch {
    throw new ApiError(res.status, await refusalCode('internal'), `Unexpected answer (${res.status}).`, null);
  }
}

/** Forgets the cached public key (tests). */
export const resetKeyCache = () => {
  rsaKey = undefined;
};
