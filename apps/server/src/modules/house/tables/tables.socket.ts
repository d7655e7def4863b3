import type { FastifyInstance } from 'fastify';
import { registerLiveSocket, type LiveHub, type LiveSessions } from '../live/index.js';
import { TABLE_SOCKET_PATH, tableClientMessage, type TableServerMessage } from './tables.contracts.js';
import type { TableSession, TablesService } from './tables.service.js';
import { channelOf } from './views.js';

// The table's socket: the page's game session seated at its table (its channel joined, the table's state
// sent), then its bets, balance asks and seat keeping, each answered on this socket; what every player
// must see (bets, the round's changes) comes through the table's channel.

export function registerTableSocket(
  app: FastifyInstance,
  deps: {
    hub: LiveHub;
    sessions: LiveSessions;
    tables: TablesService;
    log: Parameters<typeof registerLiveSocket>[1]['log'];
  },
): void {
  const { tables } = deps;
  registerLiveSocket<TableSession, (typeof tableClientMessage)['_output']>(app, {
    path: TABLE_SOCKET_PATH,
    hub: deps.hub,
    log: deps.log,
    messages: tableClientMessage,
    authenticate: async (token) => tables.seatOf(await deps.sessions(token)),
    async onOpen(connection) {
      const s = connection.session;
      connection.join(channelOf(s.merchantId, s.gameCode));
      connection.send(await tables.welcome(s));
    },
    async onMessage(connection, message) {
      const s = connection.session;
      let answer: TableServerMessage | undefined;
      switch (message.type) {
        case 'bet':
          answer = await tables.bet(s, message);
          break;
        case 'balance':
          answer = await tables.balance(s, message.ref);
          break;
        case 'seat':
          await tables.keepSeat(s);
          break;
      }
      if (answer) connection.send(answer);
    },
  });
}
