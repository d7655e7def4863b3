import { ERROR_CODES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../../lib/errors.js';
import { createVendorWalletClient } from '../../../lib/vendor-wallet-client.js';
import type { ModuleDeps } from '../../module-deps.js';
import { createRoundCredits } from '../../wallet/index.js';
import type { HouseRepository } from '../house.repository.js';
import type { HouseLauncher } from '../house.service.js';
import { createLiveHub, createLiveSessions, registerLiveSocket, type LiveHub } from '../live/index.js';
import { createRoomClock, type RoomClock } from './clock.service.js';
import {
  ROOM_SOCKET_PATH,
  roomMessageSchema,
  type RoomMessage,
  type RoomServerMessage,
} from './rooms.contracts.js';
import { createRoomsRepository } from './rooms.repository.js';
import { roomListRoutes } from './rooms.routes.js';
import { createRoomsService, type RoomMember, type RoomsService } from './rooms.service.js';

export { ROOM_SOCKET_PATH } from './rooms.contracts.js';
export type { RoomState, RoomServerMessage } from './rooms.contracts.js';

/** The catalogue engine of the card room games. */
export const ROOM_ENGINE = 'room';
/** The room clock: every second, each run slot claimed once across processes. */
export const ROOMS_JOB = 'house.rooms.clock';
export const ROOMS_JOB_EVERY_MS = 1_000;

/** The channel of a room's pages on the live hub. */
export const roomChannel = (roomId: number) => `room:${roomId}`;

export type RoomsModule = {
  /** Opens a card room game (engine `room`) by seating the member; other engines go to `next`. */
  launcher: (next: HouseLauncher) => HouseLauncher;
  clock: Pick<RoomClock, 'run' | 'advance'>;
  rooms: RoomsService;
};

type RoomSocket = RoomMember & { roomId: number };

/**
 * The card rooms (docs/house-games.md, "Card rooms"): `GLS2_roomList`, seating at launch, the room page's
 * socket on the live hub, and the room clock that plays Niu Niu rounds between the seated members.
 */
export async function registerRooms(
  app: FastifyInstance,
  deps: ModuleDeps,
  options: { sessions: Pick<HouseRepository, 'findSession'>; hub?: LiveHub },
): Promise<RoomsModule> {
  const repo = createRoomsRepository(deps.db);
  const wallet = createVendorWalletClient({
    inject: (request) => app.inject(request),
    secretOf: (merchantId, vendorCode) => repo.vendorSecret(merchantId, vendorCode),
    now: deps.now,
    what: 'the card room',
  });
  const hub = options.hub ?? createLiveHub({ shared: deps.shared, log: deps.log });
  const rooms = createRoomsService({ repo, wallet, now: deps.now });

  /** Tells every page of the room (in every process) the room's state. */
  async function changed(roomId: number): Promise<void> {
    const state = await rooms.state(roomId);
    if (!state) return;
    const message: RoomServerMessage = { type: 'state', at: deps.now().getTime(), state };
    await hub.publish(roomChannel(roomId), message);
  }

  const clock = createRoomClock({
    db: deps.db,
    repo,
    credits: createRoundCredits(),
    wallet,
    now: deps.now,
    log: deps.log,
    changed,
  });
  deps.scheduler.register({
    name: ROOMS_JOB,
    everyMs: ROOMS_JOB_EVERY_MS,
    run: () => clock.run(),
    runAtStart: true,
  });

  const sessionOf = createLiveSessions({ repo: options.sessions, now: deps.now });
  /** This process's open room pages per member: a page closed while another stays open leaves it present. */
  const pages = new Map<number, number>();
  registerLiveSocket<RoomSocket, RoomMessage>(app, {
    path: ROOM_SOCKET_PATH,
    hub,
    log: deps.log,
    async authenticate(token) {
      const session = await sessionOf(token);
      if (session.engine !== ROOM_ENGINE || session.memberId === null)
        throw unauthorized(ERROR_CODES.gameSessionInvalid, 'This game session is not a card room’s.');
      return { memberId: session.memberId, merchantId: session.merchantId, roomId: 0 };
    },
    messages: roomMessageSchema,
    async onOpen(connection) {
      const { roomId, seat } = await rooms.connect(connection.session);
      connection.session.roomId = roomId;
      pages.set(connection.session.memberId, (pages.get(connection.session.memberId) ?? 0) + 1);
      connection.join(roomChannel(roomId));
      const state = await rooms.state(roomId);
      if (state)
        connection.send({ type: 'hello', seat, at: deps.now().getTime(), state } satisfies RoomServerMessage);
      await changed(roomId);
    },
    async onMessage(connection, message) {
      if (message.type === 'bet') {
        const roomId = await rooms.choose(connection.session, message.round, message.multiplier);
        connection.send({
          type: 'chosen',
          ref: message.ref,
          multiplier: message.multiplier,
        } satisfies RoomServerMessage);
        await changed(roomId);
        return;
      }
      const roomId = await rooms.leave(connection.session);
      connection.send({ type: 'left', ref: message.ref } satisfies RoomServerMessage);
      if (roomId !== null) await changed(roomId);
      connection.close(1000, 'left the room');
    },
    onClose(connection) {
      const memberId = connection.session.memberId;
      if (!connection.session.roomId) return;
      const open = (pages.get(memberId) ?? 1) - 1;
      if (open > 0) {
        pages.set(memberId, open);
        return;
      }
      pages.delete(memberId);
      void rooms
        .disconnect(connection.session)
        .then((roomId) => (roomId === null ? undefined : changed(roomId)))
        .catch((error: unknown) =>
          deps.log.error({ err: error }, 'card room: a closed page was not recorded'),
        );
    },
  });
  await app.register(roomListRoutes, { rooms });

  return {
    launcher: (next) => async (input) => {
      if (input.game.engine !== ROOM_ENGINE) return next(input);
      return rooms.launch(input, async () => {
        const url = await next(input);
        const token = new URL(url, 'http://house.invalid').searchParams.get('token') ?? undefined;
        const session = await sessionOf(token);
        return { url, sessionId: session.id };
      });
    },
    clock,
    rooms,
  };
}
