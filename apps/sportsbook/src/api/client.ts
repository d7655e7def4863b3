import { SPORTSBOOK_ERRORS, SPORTSBOOK_TOKEN_HEADER, type Envelope } from '@platform/contracts';
import { bookToken } from '../boot/launch';

/** A refused or failed call: the HTTP status (0 when no answer came), the server's code and message. */
export class BookError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** The refusal's `value`: for a responsible-gaming refusal, the limit it names (`RgRefusal`). */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'BookError';
  }

  /** The book session is unknown or has expired: nothing works until the member opens the book again. */
  get sessionEnded(): boolean {
    return this.status === 401 || this.code === SPORTSBOOK_ERRORS.sessionInvalid;
  }
}

export type CallOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
};

/** A path with its `:name` parts filled. */
export const pathOf = (template: string, params: Record<string, string | number>): string =>
  template.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

function addressOf(path: string, query: CallOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls the book's API with the session token and reads the platform's envelope. */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = bookToken();
  if (token) headers[SPORTSBOOK_TOKEN_HEADER] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(addressOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new BookError(0, undefined, '');
  }
  let envelope: Partial<Envelope<T>> | undefined;
  try {
    envelope = (await response.json()) as Partial<Envelope<T>>;
  } catch {
    envelope = undefined;
  }
  if (!response.ok || envelope?.success !== true) {
    throw new BookError(
      response.status,
      envelope?.errorCode,
      envelope?.message ?? '',
      envelope?.value ?? null,
    );
  }
  return envelope.value as T;
}
