import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** The largest message a game socket accepts (a bet, a seat, a chat line): anything bigger closes it. */
export const WEBSOCKET_MAX_PAYLOAD = 16 * 1024;

/**
 * WebSocket routes (`{ websocket: true }`) for the in-house games that play in shared rounds (live tables,
 * card rooms). A socket is opened by an ordinary GET, so the request hooks run on it as on any call.
 */
export async function registerWebSockets(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: WEBSOCKET_MAX_PAYLOAD } });
}
