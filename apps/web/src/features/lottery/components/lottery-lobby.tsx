import { LOTTERY_GROUPS, type LotteryGame, type LotteryMenu, type LotteryNumero } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ListState } from '@/components/ui/list-state';
import { Tabs } from '@/components/ui/tabs';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { latestResultsQuery, lotteryMenuQuery, openNumerosQuery } from '../api/lottery-calls';
import { useLotteryFavourites } from '../hooks/use-favourites';
import { BettingView } from './betting-view';
import { GameCard } from './game-card';
import { useLotteryText } from './lottery-text';
import styles from './lottery.module.css';
import { LoadState } from './load-state';

/** The in-house lottery's vendors: `/lottery` lists every game, `/elott` the e-lottery's (ELOTT). */
export type LotteryVendor = 'LOTT' | 'ELOTT';

const isVendor = (value: string | null): value is LotteryVendor => value === 'LOTT' || value === 'ELOTT';

/** Every game of the menu, whatever its group. */
export const gamesOf = (menu: LotteryMenu | undefined): LotteryGame[] =>
  menu?.groups.flatMap((g) => g.games) ?? [];

const FAVOURITES = 'favourites';

/**
 * `/lottery` and `/elott`: the lobby of the games by group (`/elott` the e-lottery's, `?vendor=` one in-house
 * vendor's), or with `?gameCode=` that game's betting view (`playType` its bet type).
 */
export function LotteryLobby({ vendor: pageVendor }: { vendor: LotteryVendor | null }) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const asked = params.get('vendor');
  const vendor = isVendor(asked) ? asked : pageVendor;
  return gameCode ? (
    <GameView key={gameCode} gameCode={gameCode} playType={params.get('playType')} />
  ) : (
    <Lobby vendor={vendor} />
  );
}

/** The address of a game's betting view on this page (the lobby's other parameters kept). */
function useGamePath() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (gameCode: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('playType');
    if (gameCode) next.set('gameCode', gameCode);
    else next.delete('gameCode');
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
}

function Lobby({ vendor }: { vendor: LotteryVendor | null }) {
  const { t, group: groupName } = useLotteryText();
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const menu = useQuery(lotteryMenuQuery(language));
  const open = useQuery(openNumerosQuery(token, language));
  // Visitors have no open numeros (a member's call): their last results come from the latest draws.
  const latest = useQuery(latestResultsQuery(language, token === null));
  const favourites = useLotteryFavourites();
  const gamePath = useGamePath();
  const [tab, setTab] = useState<string | null>(null);

  if (!menu.data) return <LoadState query={menu} />;

  const groups = menu.data.groups
    .map((g) => ({ ...g, games: g.games.filter((game) => vendor === null || game.vendor === vendor) }))
    .filter((g) => g.games.length > 0)
    .sort((a, b) => LOTTERY_GROUPS.indexOf(a.group) - LOTTERY_GROUPS.indexOf(b.group));
  if (groups.length === 0)
    return <ListState kind="empty" title={t('lottery.noGames')} testId="lottery-empty" />;

  const all = groups.flatMap((g) => g.games);
  const favouriteGames = favourites.codes
    .map((code) => all.find((g) => g.gameCode === code))
    .filter((g): g is LotteryGame => g !== undefined);
  const tabs: { key: string; label: string; testId: string }[] = [
    ...groups.map((g) => ({
      key: g.group,
      label: g.name || groupName(g.group),
      testId: `group-${g.group}`,
    })),
    ...(favourites.signedIn
      ? [{ key: FAVOURITES, label: t('lottery.favourites'), testId: 'group-favourites' }]
      : []),
  ];
  const current = tabs.some((x) => x.key === tab) ? (tab as string) : tabs[0]!.key;
  const shown =
    current === FAVOURITES ? favouriteGames : (groups.find((g) => g.group === current)?.games ?? []);

  const openOf = (code: string): LotteryNumero[] => open.data?.list.filter((n) => n.gameCode === code) ?? [];
  const lastOf = (code: string): LotteryNumero | null =>
    open.data?.list.find((n) => n.gameCode === code)?.last ??
    latest.data?.list.find((n) => n.gameCode === code) ??
    null;

  return (
    <div className={styles.lobby} data-testid="lottery-lobby">
      <div className={styles.tabsRow}>
        <Tabs tabs={tabs} value={current} onChange={setTab} />
      </div>
      {current === 'VN' ? (
        <Link to={paths.vnlottery} className={styles.boardLink} data-testid="vn-board-link">
          <ScrollText size={16} aria-hidden /> {t('lottery.vnBoard')}
        </Link>
      ) : null}
      {shown.length === 0 ? (
        <ListState kind="empty" title={t('lottery.noFavourites')} hint={t('lottery.noFavouritesHint')} />
      ) : (
        <div className={styles.grid}>
          {shown.map((game) => (
            <GameCard
              key={game.gameCode}
              game={game}
              open={openOf(game.gameCode)[0] ?? null}
              more={Math.max(0, openOf(game.gameCode).length - 1)}
              last={lastOf(game.gameCode)}
              offset={open.data?.clockOffset}
              favourite={favourites.isFavourite(game.gameCode)}
              onFavourite={() => favourites.toggle(game.gameCode)}
              to={gamePath(game.gameCode)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** One game's betting view, once the menu says what the game offers. */
function GameView({ gameCode, playType }: { gameCode: string; playType: string | null }) {
  const { t } = useLotteryText();
  const language = useLanguage();
  const menu = useQuery(lotteryMenuQuery(language));
  const gamePath = useGamePath();
  if (!menu.data) return <LoadState query={menu} />;
  const game = gamesOf(menu.data).find((g) => g.gameCode === gameCode);
  if (!game)
    return (
      <div className={styles.lobby}>
        <ListState kind="empty" title={t('lottery.unknownGame')} testId="lottery-unknown-game" />
        <Link to={gamePath(null)} className={styles.boardLink}>
          {t('lottery.backToLobby')}
        </Link>
      </div>
    );
  return <BettingView game={game} playType={playType} lobbyPath={gamePath(null)} />;
}
