import http from 'node:http';

// What the load measures share: calls on kept-alive connections, and percentiles of their times.

export type Answer = { status: number; body: string };

/**
 * Calls to one server on up to `sockets` kept-alive connections (one per worker, so no worker waits for
 * another's connection). The body is sent as given: a signed call signs exactly these bytes.
 */
export function keepAliveClient(baseUrl: string, sockets: number) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (method: 'GET' | 'POST', pathname: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          hostname: base.hostname,
          port: base.port,
          path: pathname,
          method,
          agent,
          headers: {
            ...headers,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** The value at fraction `p` of sorted times (NaN when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
