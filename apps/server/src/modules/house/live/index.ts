// The live hub of the in-house games played in shared rounds (the tables, the card rooms): channels of
// sockets, messages told to every API process, and the WebSocket route helper.
export { createLiveHub, LIVE_BUS, type LiveHub, type LiveSink } from './hub.js';
export { createLiveSessions, type LiveSession, type LiveSessions } from './session.js';
export {
  LIVE_CLOSE,
  LIVE_HEARTBEAT_MS,
  registerLiveSocket,
  type LiveConnection,
  type LiveError,
  type LiveRoute,
} from './socket-route.js';
