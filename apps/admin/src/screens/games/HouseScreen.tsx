import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_GAMES_PATHS,
  ROOM_BET_SECONDS,
  ROOM_RAKE_PERCENT_MAX,
  adminHouseRoomUpdateSchema,
  type AdminHouseGame,
  type AdminHouseGameList,
  type AdminHouseRoom,
  type AdminHouseRoomList,
} from '@platform/contracts';
import { Pencil, Save } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Form, MoneyField, NumberField, SwitchField, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { Badge, Money, PageHeader, Tabs } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useCan } from '../../lib/session';

const ENGINES = ['slot', 'dice', 'fish', 'baccarat', 'cockfight', 'room', 'table'] as const;
const percent = (rtp: number) => `${(rtp * 100).toFixed(2)} %`;

/** A game's minimum bet, typed and saved in its row. */
function MinBetCell({
  game,
  maxStake,
  onSaved,
}: {
  game: AdminHouseGame;
  maxStake: number;
  onSaved: () => void;
}) {
  const [value, setValue] = useState(game.minBet === null ? '' : game.minBet.toFixed(2));
  const [busy, setBusy] = useState(false);
  const amount = Number(value);
  const valid = value !== '' && amount > 0 && amount <= maxStake && Math.round(amount * 100) / 100 === amount;
  const save = async () => {
    setBusy(true);
    try {
      await api.patch(pathOf(ADMIN_GAMES_PATHS.houseGame, { gameId: game.id }), { minBet: amount });
      toast.success(`${game.name}: minimum bet ${amount.toFixed(2)}.`);
      onSaved();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Not saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="row-actions">
      <input
        className="input small number"
        type="number"
        step="0.01"
        min={0.01}
        max={maxStake}
        style={{ width: '7rem' }}
        aria-label={`Minimum bet of ${game.name}`}
        aria-invalid={!valid || undefined}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button
        type="button"
        className="button small icon"
        aria-label={`Save the minimum bet of ${game.name}`}
        disabled={busy || !valid || amount === game.minBet}
        onClick={() => void save()}
      >
        <Save size={14} />
      </button>
    </span>
  );
}

function HouseGames() {
  const client = useQueryClient();
  const mayWrite = useCan(['owner']);
  const [maxStake, setMaxStake] = useState(0);
  const table = useServerTable(['games', 'house'], async (q, signal) => {
    const page = await api.get<AdminHouseGameList>(ADMIN_GAMES_PATHS.houseGames, toQuery(q), signal);
    setMaxStake(page.maxStake);
    return page;
  });
  const columns = useMemo<Column<AdminHouseGame>[]>(
    () => [
      {
        id: 'name',
        header: 'Game',
        alwaysVisible: true,
        cell: (g) => (
          <span>
            {g.name} <span className="muted small">{g.vendorCode}</span>
          </span>
        ),
      },
      { id: 'engine', header: 'Engine', cell: (g) => g.engine },
      {
        id: 'minBet',
        header: 'Minimum bet',
        cell: (g) =>
          g.minBetEditable && mayWrite ? (
            <MinBetCell
              key={`${g.id}:${g.minBet}`}
              game={g}
              maxStake={maxStake}
              onSaved={() => void client.invalidateQueries({ queryKey: ['games'] })}
            />
          ) : g.minBet === null ? (
            <span className="muted">per room</span>
          ) : (
            <span>
              <Money amount={g.minBet} /> {!g.minBetEditable && <Badge>fixed</Badge>}
            </span>
          ),
      },
      {
        id: 'maxBet',
        header: 'Maximum bet',
        align: 'right',
        cell: (g) => (g.maxBet === null ? <span className="muted">—</span> : <Money amount={g.maxBet} />),
      },
      {
        id: 'rtp',
        header: 'RTP (stated)',
        align: 'right',
        cell: (g) =>
          g.rtp === null ? (
            <span className="muted">—</span>
          ) : (
            <span title={`From its ${g.rtpSource ?? 'figures'}`}>
              {percent(g.rtp)} <span className="muted small">{g.rtpSource}</span>
            </span>
          ),
      },
      {
        id: 'bettingSeconds',
        header: 'Betting time',
        align: 'right',
        cell: (g) => (g.bettingSeconds === null ? <span className="muted">—</span> : `${g.bettingSeconds} s`),
      },
    ],
    [client, mayWrite, maxStake],
  );
  return (
    <>
      <p className="muted">
        The engines read a game&apos;s minimum bet at every bet; the largest stake (
        <Money amount={maxStake} />
        ), the live tables&apos; limits and every game&apos;s mathematics are fixed by the engine and
        verifiable.
      </p>
      <DataTable
        id="games-house"
        label="In-house games"
        table={table}
        columns={columns}
        rowKey={(g) => g.id}
        filters={[
          { id: 'name', label: 'Name', type: 'text', placeholder: 'Name or code' },
          {
            id: 'engine',
            label: 'Engine',
            type: 'select',
            options: ENGINES.map((e) => ({ value: e, label: e })),
          },
        ]}
        emptyText="No in-house game matches."
      />
    </>
  );
}

function RoomForm({ room, onDone }: { room: AdminHouseRoom; onDone: (saved: boolean) => void }) {
  const brand = useBrand();
  const form = useZodForm(adminHouseRoomUpdateSchema, {
    baseBet: room.baseBet,
    minBalance: room.minBalance,
    rakePercent: room.rakePercent,
    betSeconds: room.betSeconds,
    enabled: room.enabled,
  });
  const baseBet = Number(form.watch('baseBet') ?? room.baseBet);
  const floor = (room.minBalanceFloor / room.baseBet) * baseBet;
  return (
    <Form
      form={form}
      submitLabel="Save room"
      onCancel={() => onDone(false)}
      onSubmit={async (values) => {
        await api.patch(pathOf(ADMIN_GAMES_PATHS.houseRoom, { roomId: room.id }), values);
        toast.success(`Room ${room.code} saved; the next round plays it.`);
        onDone(true);
      }}
    >
      <MoneyField
        name="baseBet"
        label="Base bet"
        symbol={brand.currencySymbol}
        hint="A bet is the base times 1, 2 or 3."
      />
      <MoneyField
        name="minBalance"
        label="Balance needed to sit"
        symbol={brand.currencySymbol}
        hint={`At least ${Number.isFinite(floor) ? floor.toFixed(2) : '—'}: what a banker can lose in one round with ${room.seats} seats.`}
      />
      <NumberField
        name="rakePercent"
        label="Rake (% of each winner's win)"
        min={0}
        max={ROOM_RAKE_PERCENT_MAX}
        step={0.01}
      />
      <NumberField
        name="betSeconds"
        label="Betting time (seconds)"
        min={ROOM_BET_SECONDS.min}
        max={ROOM_BET_SECONDS.max}
      />
      <SwitchField name="enabled" label="Open to members" />
    </Form>
  );
}

function HouseRooms() {
  const client = useQueryClient();
  const mayWrite = useCan(['owner']);
  const [editing, setEditing] = useState<AdminHouseRoom | null>(null);
  const table = useServerTable(['games', 'rooms'], (q, signal) =>
    api.get<AdminHouseRoomList>(ADMIN_GAMES_PATHS.houseRooms, toQuery(q), signal),
  );
  const columns = useMemo<Column<AdminHouseRoom>[]>(
    () => [
      { id: 'gameName', header: 'Game', cell: (r) => r.gameName },
      {
        id: 'code',
        header: 'Room',
        alwaysVisible: true,
        cell: (r) => (
          <span>
            {r.code} <span className="muted small">{r.level}</span>
          </span>
        ),
      },
      { id: 'baseBet', header: 'Base bet', align: 'right', cell: (r) => <Money amount={r.baseBet} /> },
      { id: 'minBalance', header: 'To sit', align: 'right', cell: (r) => <Money amount={r.minBalance} /> },
      { id: 'seats', header: 'Seats', align: 'right', cell: (r) => r.seats },
      { id: 'rakePercent', header: 'Rake', align: 'right', cell: (r) => `${r.rakePercent.toFixed(2)} %` },
      { id: 'betSeconds', header: 'Betting time', align: 'right', cell: (r) => `${r.betSeconds} s` },
      {
        id: 'enabled',
        header: 'State',
        cell: (r) => (r.enabled ? <Badge tone="success">open</Badge> : <Badge tone="danger">closed</Badge>),
      },
      {
        id: 'actions',
        header: '',
        align: 'right',
        alwaysVisible: true,
        cell: (r) =>
          mayWrite && (
            <button type="button" className="button small" onClick={() => setEditing(r)}>
              <Pencil size={14} /> Edit
            </button>
          ),
      },
    ],
    [mayWrite],
  );
  return (
    <>
      <DataTable
        id="games-rooms"
        label="Card rooms"
        table={table}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText="The brand has no card room."
      />
      <Dialog open={editing !== null} title={`Room ${editing?.code ?? ''}`} onClose={() => setEditing(null)}>
        {editing && (
          <RoomForm
            room={editing}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void client.invalidateQueries({ queryKey: ['games'] });
            }}
          />
        )}
      </Dialog>
    </>
  );
}

/** What the in-house engines read from the brand: games' minimum bets and the card rooms' settings. */
export default function HouseScreen() {
  const [tab, setTab] = useState('games');
  return (
    <div className="page">
      <PageHeader title="In-house settings" subtitle="Limits the in-house games play with" />
      <Tabs
        tabs={[
          { id: 'games', label: 'Games' },
          { id: 'rooms', label: 'Card rooms' },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'games' ? <HouseGames /> : <HouseRooms />}
    </div>
  );
}
