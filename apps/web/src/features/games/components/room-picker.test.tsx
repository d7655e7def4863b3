import { API, ROOM_LAUNCH_ERRORS, type Room, type RoomList } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { useUi } from '@/lib/ui-store';
import { ROOMS_REFRESH_MS } from '../api/room-calls';
import { useLaunchState } from '../hooks/launch-store';
import { gameEntry, useLaunchGame, type LaunchOutcome } from '../hooks/use-launch-game';
import { fakeBackEnd, game, renderAt, type Request } from '../test/catalogue-kit';
import { LaunchHost } from './launch-host';

const NIU_NIU = game(61, {
  name: 'Niu Niu',
  vassalage: 'CARDHOUSE',
  gameCode: 'niu-niu',
  gameType: 'PVP',
  rooms: true,
});
const ROOM_URL = '/house/room/?token=r1&lang=EN';

const room = (roomId: number, over: Partial<Room> = {}): Room => ({
  roomId,
  code: `novice-${roomId}`,
  level: 'novice',
  baseBet: 1,
  minBalance: 75,
  rakePercent: 5,
  seatsTaken: 2,
  seatsTotal: 6,
  state: 'waiting',
  ...over,
});
const ROOMS = [
  room(1),
  room(2, { code: 'novice-2', seatsTaken: 4, seatsTotal: 4, state: 'playing' }),
  room(3, { code: 'master-1', level: 'master', baseBet: 100, minBalance: 7_500, seatsTaken: 0 }),
];
const roomList = (rooms: Room[]): RoomList => ({
  list: [{ gameId: 61, vendor: 'CARDHOUSE', gameCode: 'niu-niu', name: 'Niu Niu', rooms }],
});
const BALANCE = {
  sumBalance: 1_250.5,
  currencySymbol: 'P',
  wallets: [{ walletCode: 'MAIN', name: 'Main wallet', balance: 1_250.5 }],
};

const outcomes: LaunchOutcome[] = [];
function Tile() {
  const launch = useLaunchGame();
  return (
    <>
      <button type="button" onClick={() => void launch(gameEntry(NIU_NIU)).then((o) => outcomes.push(o))}>
        Niu Niu
      </button>
      <LaunchHost />
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;
const signIn = (type = 0) => {
  useSession.getState().signIn('tok-1', 'player1');
  useSession.getState().setAccount(type, 'player1');
};
const openPicker = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Niu Niu' }));
  return screen.findByTestId('room-picker');
};
const roomCard = (id: number) => screen.getByTestId(`room-${id}`);

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  outcomes.length = 0;
  useSession.getState().signOut();
  useUi.getState().close();
  useLaunchState.setState({ popup: null, rooms: null, launching: null });
  useToasts.setState({ toasts: [] });
});

describe('the room picker of a card room game', () => {
  it('opens instead of a launch and lists the rooms: level, limits, seats, state, full rooms disabled', async () => {
    const api = fakeBackEnd({
      [API.roomList]: () => roomList(ROOMS),
      [API.balance]: () => BALANCE,
    });
    signIn();
    renderAt(<Tile />, { path: '/pvp' });
    const picker = await openPicker();
    expect(within(picker).getByRole('heading', { level: 2 }).textContent).toBe('Niu Niu: choose a room');
    await within(picker).findByTestId('room-1');
    expect(outcomes).toEqual(['rooms']);
    expect(api.calls(API.launchGame)).toHaveLength(0);
    expect(api.calls(API.roomList)[0]).toMatchObject({
      method: 'POST',
      body: { language: 'EN', vendor: 'CARDHOUSE', gameCode: 'niu-niu' },
    });

    const first = roomCard(1);
    expect(within(first).getByRole('heading').textContent).toBe('Novice');
    expect(first.textContent).toContain('Base betP 1.00');
    expect(first.textContent).toContain('Balance to sitP 75.00');
    expect(within(first).getByTestId('room-state').textContent).toBe('Waiting');
    const dots = within(first).getByRole('img', { name: '2 of 6 seats taken' });
    expect(dots.children).toHaveLength(6);
    expect(within(first).getByRole('button', { name: 'Sit down at Novice room novice-1' })).toHaveProperty(
      'disabled',
      false,
    );

    const full = roomCard(2);
    expect(within(full).getByTestId('room-state').textContent).toBe('Playing');
    expect(within(full).getByTestId('sit')).toHaveProperty('disabled', true);
    expect(within(full).getByTestId('sit').textContent).toBe('Full');

    // The balance, and a note on the room whose minimum it is below.
    await waitFor(() => expect(screen.getByTestId('room-balance').textContent).toContain('P 1,250.50'));
    expect(within(roomCard(3)).getByTestId('below-minimum').textContent).toBe(
      "Your balance is below this room's minimum of P\u00a07,500.00.",
    );
    expect(within(first).queryByTestId('below-minimum')).toBeNull();
  });

  it('launches the game at the room chosen and opens /game', async () => {
    const api = fakeBackEnd({
      [API.roomList]: () => roomList(ROOMS),
      [API.balance]: () => BALANCE,
      [API.launchGame]: () => ({ content: { game_url: ROOM_URL } }),
    });
    signIn();
    renderAt(<Tile />, { path: '/pvp' });
    await openPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Sit down at Novice room novice-1' }));
    await waitFor(() =>
      expect(location()).toBe(
        `/game?url=${encodeURIComponent(ROOM_URL)}&name=Niu+Niu&vendorCode=CARDHOUSE&gameCode=niu-niu`,
      ),
    );
    expect(api.calls(API.launchGame)).toEqual([
      expect.objectContaining({ method: 'POST', body: { gameId: 61, roomId: 1, language: 'EN' } }),
    ]);
    await waitFor(() => expect(screen.queryByTestId('room-picker')).toBeNull());
  });

  it("shows a refusal's translated message in the picker, stays open and asks for the rooms again", async () => {
    let listed = 0;
    const api = fakeBackEnd({
      [API.roomList]: () => {
        listed++;
        return roomList(ROOMS);
      },
      [API.balance]: () => BALANCE,
      [API.launchGame]: () => ({
        status: 422,
        errorCode: ROOM_LAUNCH_ERRORS.balance,
        message: "Your balance 1250.50 is below room master-1's minimum of 7500.00 to sit.",
      }),
    });
    signIn();
    renderAt(<Tile />, { path: '/pvp' });
    const picker = await openPicker();
    fireEvent.click(await within(picker).findByRole('button', { name: 'Sit down at Master room master-1' }));
    // On the room chosen, where the member is looking.
    expect((await within(roomCard(3)).findByTestId('room-refusal')).textContent).toBe(
      "Your balance is below this room's minimum to sit. Deposit or choose a lower room.",
    );
    expect(screen.getAllByTestId('room-refusal')).toHaveLength(1);
    expect(location()).toBe('/pvp');
    expect(useToasts.getState().toasts).toEqual([]);
    expect(api.calls(API.launchGame)[0]?.body).toMatchObject({ gameId: 61, roomId: 3 });
    await waitFor(() => expect(listed).toBeGreaterThan(1));
    expect(screen.getByTestId('room-picker')).toBeTruthy();
  });

  it.each([
    [ROOM_LAUNCH_ERRORS.full, 409, 'This room is full. Choose another room.'],
    [ROOM_LAUNCH_ERRORS.seated, 409, 'You are already seated at another room. Leave it before sitting here.'],
    [ROOM_LAUNCH_ERRORS.unknown, 404, 'This room is no longer open. Choose another room.'],
  ])('words the refusal %s', async (errorCode, status, text) => {
    fakeBackEnd({
      [API.roomList]: () => roomList(ROOMS),
      [API.balance]: () => BALANCE,
      [API.launchGame]: () => ({ status, errorCode, message: 'refused' }),
    });
    signIn();
    renderAt(<Tile />, { path: '/pvp' });
    await openPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Sit down at Novice room novice-1' }));
    expect((await screen.findByTestId('room-refusal')).textContent).toBe(text);
  });

  it('refreshes the seats and state while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let seats = 2;
    const api = fakeBackEnd({
      [API.roomList]: () => roomList([room(1, { seatsTaken: seats })]),
      [API.balance]: () => BALANCE,
    });
    signIn();
    renderAt(<Tile />, { path: '/pvp' });
    await openPicker();
    await screen.findByRole('img', { name: '2 of 6 seats taken' });
    const before = api.calls(API.roomList).length;
    seats = 5;
    await vi.advanceTimersByTimeAsync(ROOMS_REFRESH_MS);
    await screen.findByRole('img', { name: '5 of 6 seats taken' });
    expect(api.calls(API.roomList).length).toBeGreaterThan(before);
  });

  it('says so when the game has no room, and when the rooms cannot be loaded', async () => {
    let answer: (r: Request) => unknown = () => roomList([]);
    fakeBackEnd({ [API.roomList]: (r) => answer(r), [API.balance]: () => BALANCE });
    signIn();
    const view = renderAt(<Tile />, { path: '/pvp' });
    await openPicker();
    expect((await screen.findByTestId('rooms-empty')).textContent).toBe(
      'This game has no open room right now.',
    );
    answer = () => ({ status: 503, errorCode: 'system.unavailable', message: 'Rooms are unavailable.' });
    await view.client.resetQueries();
    const error = await screen.findByTestId('rooms-error');
    expect(error.textContent).toContain('The rooms could not be loaded.');
    answer = () => roomList(ROOMS);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId('room-1');
  });

  it('keeps the login and trial gates: no picker for a visitor or a trial account', async () => {
    const api = fakeBackEnd({});
    renderAt(<Tile />, { path: '/pvp' });
    fireEvent.click(screen.getByRole('button', { name: 'Niu Niu' }));
    await waitFor(() => expect(useUi.getState().modal).toBe('login'));
    signIn(4);
    fireEvent.click(screen.getByRole('button', { name: 'Niu Niu' }));
    await waitFor(() => expect(useUi.getState().modal).toBe('trial'));
    expect(outcomes).toEqual(['login', 'trial']);
    expect(screen.queryByTestId('room-picker')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
