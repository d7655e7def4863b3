import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_GAMES_PATHS,
  GAME_STATES,
  type AdminGame,
  type AdminGameList,
  type AdminGameUpdate,
} from '@platform/contracts';
import { ArrowRight } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { toast } from '../../components/toast';
import { Badge, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useCan } from '../../lib/session';
import { CATEGORY_NAMES, categoryOptions } from './options';

const STATE_NAMES: Record<(typeof GAME_STATES)[number], string> = {
  enabled: 'Shown',
  disabled: 'Hidden',
  maintenance: 'In maintenance',
  hot: 'Hot',
  new: 'New',
};

type Flag = keyof AdminGameUpdate;

/** A game's place in its category: type a number and move it there. */
function PositionCell({
  game,
  disabled,
  onMoved,
}: {
  game: AdminGame;
  disabled: boolean;
  onMoved: () => void;
}) {
  const [value, setValue] = useState(String(game.position));
  const [busy, setBusy] = useState(false);
  const target = Number(value);
  const valid = Number.isInteger(target) && target >= 1 && target <= 100_000;
  const move = async () => {
    setBusy(true);
    try {
      const moved = await api.put<AdminGame>(pathOf(ADMIN_GAMES_PATHS.gameOrder, { gameId: game.id }), {
        position: target,
      });
      toast.success(
        `${game.name} is now number ${moved.position} in ${CATEGORY_NAMES[game.category] ?? game.category}.`,
      );
      onMoved();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Not moved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="row-actions">
      <input
        className="input small number"
        type="number"
        min={1}
        step={1}
        style={{ width: '5.5rem' }}
        aria-label={`Place of ${game.name} in its category`}
        value={value}
        disabled={disabled}
        aria-invalid={!valid || undefined}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && valid && target !== game.position) void move();
        }}
      />
      {!disabled && (
        <button
          type="button"
          className="button small icon"
          aria-label={`Move ${game.name}`}
          disabled={busy || !valid || target === game.position}
          onClick={() => void move()}
        >
          <ArrowRight size={14} />
        </button>
      )}
    </span>
  );
}

/** The brand's games: shown, maintenance, hot and new switches, and each game's place in its category. */
export default function GamesScreen() {
  const client = useQueryClient();
  const mayWrite = useCan(['owner']);
  const table = useServerTable(['games', 'list'], (q, signal) =>
    api.get<AdminGameList>(ADMIN_GAMES_PATHS.games, toQuery(q), signal),
  );

  const columns = useMemo<Column<AdminGame>[]>(() => {
    const refresh = () => client.invalidateQueries({ queryKey: ['games'] });
    const set = async (game: AdminGame, flag: Flag, value: boolean) => {
      try {
        await api.patch<AdminGame>(pathOf(ADMIN_GAMES_PATHS.game, { gameId: game.id }), { [flag]: value });
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'Not saved.');
      }
      await refresh();
    };
    const toggle = (flag: Flag, label: string) => (g: AdminGame) => (
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          aria-label={`${g.name}: ${label}`}
          checked={g[flag]}
          disabled={!mayWrite}
          onChange={(e) => void set(g, flag, e.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
      </label>
    );
    return [
      {
        id: 'position',
        header: 'Place',
        width: '130px',
        cell: (g) => (
          <PositionCell
            key={`${g.id}:${g.position}`}
            game={g}
            disabled={!mayWrite}
            onMoved={() => void refresh()}
          />
        ),
      },
      {
        id: 'name',
        header: 'Game',
        alwaysVisible: true,
        cell: (g) => (
          <span>
            {g.name} <span className="muted small">{g.gameCode}</span>
          </span>
        ),
      },
      {
        id: 'vendor',
        header: 'Vendor',
        cell: (g) => (
          <span>
            {g.vendorName} {!g.vendorEnabled && <Badge tone="danger">vendor hidden</Badge>}
            {g.vendorMaintenance && <Badge tone="warning">vendor maintenance</Badge>}
          </span>
        ),
      },
      { id: 'category', header: 'Category', cell: (g) => CATEGORY_NAMES[g.category] ?? g.category },
      { id: 'engine', header: 'Engine', cell: (g) => g.engine, hiddenByDefault: true },
      { id: 'enabled', header: 'Shown', cell: toggle('enabled', 'shown') },
      { id: 'maintenance', header: 'Maintenance', cell: toggle('maintenance', 'in maintenance') },
      { id: 'isHot', header: 'Hot', cell: toggle('isHot', 'hot') },
      { id: 'isNew', header: 'New', cell: toggle('isNew', 'new') },
    ];
  }, [client, mayWrite]);

  return (
    <div className="page">
      <PageHeader
        title="Games"
        subtitle="Every game of the brand in its category's order; changes show on the site at once"
      />
      <DataTable
        id="games-list"
        label="Games"
        table={table}
        columns={columns}
        rowKey={(g) => g.id}
        filters={[
          { id: 'name', label: 'Name', type: 'text', placeholder: 'Name or code' },
          { id: 'vendorCode', label: 'Vendor', type: 'text', placeholder: 'Vendor code' },
          { id: 'category', label: 'Category', type: 'select', options: categoryOptions },
          {
            id: 'state',
            label: 'State',
            type: 'select',
            options: GAME_STATES.map((s) => ({ value: s, label: STATE_NAMES[s] })),
          },
        ]}
        emptyText="No game matches."
      />
    </div>
  );
}
