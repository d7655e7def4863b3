import { ERROR_CODES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import type { LiveHub, LiveSink } from './hub.js';

// A WebSocket route of the in-house games that play in shared rounds: the game session authenticated from
// the page's `?token=`, each message parsed with the route's zod schema (a bad one answered with an error
// naming the problem; the socket stays open), the handler's refusals answered as error messages, channels
// joined through the hub and left on close, and a ping every `heartbeatMs`: a socket that has not answered
// the previous ping by the next one is ended.

/** Server to client: a refusal of the message with `ref` (the client's id of it), or of the socket. */
export type LiveError = {
  type: 'error';
  ref?: string;
  errorCode: string;
  message: string;
};

/** Close codes: the session is unknown or expired; the socket missed its heartbeat. */
export const LIVE_CLOSE = { unauthorized: 4401, heartbeat: 4408, shutdown: 1001 } as const;
export const LIVE_HEARTBEAT_MS = 25_000;

/** One authenticated socket as the route's handlers see it. */
export type LiveConnection<S> = {
  session: S;
  /** Sends a message to this socket only. */
  send(message: unknown): void;
  /** Puts the socket on a channel (left on close); answers the function that leaves it earlier. */
  join(channel: string): () => void;
  close(code: number, reason: string): void;
};

export type LiveRoute<S, M extends { type: string }> = {
  path: string;
  hub: LiveHub;
  /** The game session of the page's token; throws an `AppError` (401) for an unknown or expired one. */
  authenticate(token: string | undefined): Promise<S>;
  /** What a client may send (`{ type: 'ping' }` is answered by the route itself). */
  messages: z.ZodType<M>;
  onOpen(connection: LiveConnection<S>): Promise<void>;
  onMessage(connection: LiveConnection<S>, message: M): Promise<void>;
  onClose?(connection: LiveConnection<S>): void;
  heartbeatMs?: number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

const refOf = (raw: unknown): string | undefined => {
  const ref = (raw as { ref?: unknown } | null)?.ref;
  return typeof ref === 'string' && ref.length <= 64 ? ref : undefined;
};

/** The error message a refusal is answered with; anything but an `AppError` is not told to the client. */
function errorOf(error: unknown, ref: string | undefined): LiveError {
  if (error instanceof AppError)
    return { type: 'error', ref, errorCode: error.errorCode, message: error.message };
  return {
    type: 'error',
    ref,
    errorCode: ERROR_CODES.internal,
    message: 'The table could not take this message; try again.',
  };
}

/** The first problem of a message that does not parse, in words naming its field. */
function problemOf(issues: z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (!issue) return 'The message is not valid.';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

export function registerLiveSocket<S, M extends { type: string }>(
  app: FastifyInstance,
  route: LiveRoute<S, M>,
): void {
  // In a plugin of its own: a route added straight on the app after its first plugins have loaded would
  // miss the app's hooks. Loaded with the app's other plugins (before it is ready).
  void app.register(async (scope) => {
    scope.get(route.path, { websocket: true }, (socket: WebSocket, request: FastifyRequest) =>
      handle(socket, request),
    );
  });

  function handle(socket: WebSocket, request: FastifyRequest) {
    const heartbeatMs = route.heartbeatMs ?? LIVE_HEARTBEAT_MS;
    const token = (request.query as { token?: unknown }).token;
    const leaves = new Set<() => void>();
    let alive = true;
    const sink: LiveSink = {
      send: (text) => socket.send(text),
      isOpen: () => socket.readyState === socket.OPEN,
    };
    const send = (message: unknown) => {
      if (sink.isOpen()) socket.send(JSON.stringify(message));
    };
    let connection: LiveConnection<S> | undefined;
    // Messages are handled one after another, the first only once the session is known.
    let chain: Promise<unknown> = (async () => {
      try {
        const session = await route.authenticate(typeof token === 'string' ? token : undefined);
        connection = {
          session,
          send,
          join(channel) {
            const leave = route.hub.join(channel, sink);
            leaves.add(leave);
            return () => {
              leave();
              leaves.delete(leave);
            };
          },
          close: (code, reason) => socket.close(code, reason),
        };
        await route.onOpen(connection);
      } catch (error) {
        send(errorOf(error, undefined));
        socket.close(LIVE_CLOSE.unauthorized, 'session refused');
      }
    })();

    socket.on('message', (data: Buffer, isBinary: boolean) => {
      chain = chain.then(async () => {
        if (!connection || !sink.isOpen()) return;
        let raw: unknown;
        try {
          raw = isBinary ? undefined : JSON.parse(data.toString('utf8'));
        } catch {
          raw = undefined;
        }
        if (raw === undefined) {
          send({
            type: 'error',
            errorCode: ERROR_CODES.validation,
            message: 'A message must be a JSON object with a type.',
          } satisfies LiveError);
          return;
        }
        const ref = refOf(raw);
        if ((raw as { type?: unknown }).type === 'ping') {
          send({ type: 'pong', ref });
          return;
        }
        const parsed = route.messages.safeParse(raw);
        if (!parsed.success) {
          send({
            type: 'error',
            ref,
            errorCode: ERROR_CODES.validation,
            message: problemOf(parsed.error.issues),
          });
          return;
        }
        try {
          await route.onMessage(connection, parsed.data);
        } catch (error) {
          if (!(error instanceof AppError)) route.log?.error({ err: error }, 'live message failed');
          send(errorOf(error, ref));
        }
      });
    });

    socket.on('pong', () => {
      alive = true;
    });
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.close(LIVE_CLOSE.heartbeat, 'no answer to ping');
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, heartbeatMs);
    heartbeat.unref();

    socket.on('close', () => {
      clearInterval(heartbeat);
      for (const leave of leaves) leave();
      leaves.clear();
      if (connection) route.onClose?.(connection);
    });
    socket.on('error', (error) => route.log?.warn({ err: error }, 'live socket error'));
  }
}
