import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  total: number;
};

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** When given, each request's path and query come from here (the host stays the one of `url`). */
  nextPath?: () => string;
  /** When given, each request's body and extra headers come from here (e.g. several members' logins). */
  nextRequest?: () => { body: string; headers: Record<string, string> };
};

/** Runs autocannon and keeps the figures we report. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.nextPath
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: options.nextPath?.() }) }] }
      : {}),
    ...(options.nextRequest
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const next = options.nextRequest!();
                return { ...request, body: next.body, headers: { ...request.headers, ...next.headers } };
              },
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}
