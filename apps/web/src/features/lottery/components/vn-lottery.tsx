import { LOTTERY_REGIONS, type LotteryGame, type LotteryNumero } from '@platform/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ListState } from '@/components/ui/list-state';
import { Tabs } from '@/components/ui/tabs';
import { useLanguage } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { latestResultsQuery, lotteryMenuQuery, resultsQuery } from '../api/lottery-calls';
import { gamesOf } from './lottery-lobby';
import { useLotteryText } from './lottery-text';
import { provinceOf, VnBoard, type BoardColumn } from './vn-board';
import styles from './board.module.css';
import { LoadState } from './load-state';

type Region = (typeof LOTTERY_REGIONS)[number];

/** The Vietnamese draws' days are Vietnam's (`date` of the results call is in the game's zone). */
const VN_ZONE = 'Asia/Ho_Chi_Minh';
const dayOf = (instant: string) => formatDateTime(instant, VN_ZONE).slice(0, 10);

/** `yyyy-MM-dd` moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The day's draws of the region's games as the board's columns, each province once. */
function columnsOf(draws: { game: LotteryGame; list: LotteryNumero[] }[]): BoardColumn[] {
  return draws.flatMap(({ game, list }) => {
    const drawn = list.filter((n) => n.result?.kind === 'vn');
    return drawn.map((n) => {
      const province = provinceOf(n.numero);
      return {
        key: `${game.gameCode}:${n.numero}`,
        title: drawn.length > 1 && province ? `${n.gameName} · ${province}` : n.gameName,
        short: province ?? n.gameName,
        result: n.result as BoardColumn['result'],
      };
    });
  });
}

/**
 * `/vnlottery`: the Vietnamese lottery's result board by region and day (the day of the latest draw at
 * first), in the traditional layout, and the way to each game's betting view.
 */
export function VnLottery() {
  const text = useLotteryText();
  const { t } = text;
  const id = useId();
  const language = useLanguage();
  const menu = useQuery(lotteryMenuQuery(language));
  const latest = useQuery(latestResultsQuery(language));
  const [params] = useSearchParams();
  // The region chosen on the tabs; before that, the region of the game a link named (`?gameCode=`).
  const [chosen, setAsked] = useState<Region | null>(null);
  const [chosenDate, setChosenDate] = useState<string | null>(null);

  const vnGames = gamesOf(menu.data).filter((g) => g.kind === 'vn');
  const linked = vnGames.find((g) => g.gameCode === params.get('gameCode'))?.region ?? null;
  const asked: Region = chosen ?? linked ?? 'north';
  const regions = LOTTERY_REGIONS.filter((r) => vnGames.some((g) => g.region === r));
  const region = regions.includes(asked) ? asked : (regions[0] ?? asked);
  const games = vnGames.filter((g) => g.region === region);
  const codes = new Set(games.map((g) => g.gameCode));
  const latestDay = (latest.data?.list ?? [])
    .filter((n) => codes.has(n.gameCode) && n.result)
    .map((n) => dayOf(n.drawAt))
    .sort()
    .at(-1);
  const date = chosenDate ?? latestDay ?? null;

  const results = useQueries({
    queries: games.map((g) =>
      resultsQuery(
        language,
        { gameCode: g.gameCode, date: date ?? undefined, pageNo: 1, pageSize: 20 },
        date !== null,
      ),
    ),
  });

  if (!menu.data) return <LoadState query={menu} />;
  if (vnGames.length === 0) return <ListState kind="empty" title={t('lottery.noGames')} testId="vn-empty" />;

  const failed = results.find((r) => r.isError);
  const waiting = date !== null && results.some((r) => r.isPending);
  const columns = columnsOf(games.map((game, i) => ({ game, list: results[i]?.data?.list ?? [] })));
  const chooseRegion = (next: Region) => {
    setAsked(next);
    setChosenDate(null);
  };

  return (
    <div className={styles.vn} data-testid="vn-lottery">
      <div className={styles.toolbar}>
        <Tabs<Region>
          tabs={regions.map((r) => ({ key: r, label: text.region(r), testId: `region-${r}` }))}
          value={region}
          onChange={chooseRegion}
        />
        <div className={styles.dateBar}>
          <button
            type="button"
            className={styles.step}
            disabled={!date}
            onClick={() => date && setChosenDate(addDays(date, -1))}
            aria-label={t('lottery.board.previousDay')}
            data-testid="day-previous"
          >
            <ChevronLeft size={16} aria-hidden />
          </button>
          <label className="visually-hidden" htmlFor={`${id}-date`}>
            {t('lottery.results.date')}
          </label>
          <input
            id={`${id}-date`}
            className={styles.date}
            type="date"
            value={date ?? ''}
            onChange={(e) => setChosenDate(e.target.value || null)}
            data-testid="board-date"
          />
          <button
            type="button"
            className={styles.step}
            disabled={!date}
            onClick={() => date && setChosenDate(addDays(date, 1))}
            aria-label={t('lottery.board.nextDay')}
            data-testid="day-next"
          >
            <ChevronRight size={16} aria-hidden />
          </button>
        </div>
      </div>
      {failed ? (
        <LoadState query={failed} />
      ) : waiting || (date === null && latest.isPending) ? (
        <ListState kind="loading" />
      ) : columns.length === 0 ? (
        <ListState
          kind="empty"
          title={t('lottery.board.none')}
          hint={t('lottery.board.noneHint')}
          testId="board-empty"
        />
      ) : (
        <VnBoard
          columns={columns}
          caption={t('lottery.board.caption', { name: text.region(region), date: date ?? '' })}
        />
      )}
      <section className={styles.games} aria-label={t('lottery.board.bet')}>
        <h2 className={styles.gamesTitle}>{t('lottery.board.bet')}</h2>
        <ul className={styles.gameLinks}>
          {games.map((g) => (
            <li key={g.gameCode}>
              <Link
                to={`${paths.lottery}?gameCode=${encodeURIComponent(g.gameCode)}`}
                data-testid={`vn-game-${g.gameCode}`}
              >
                {g.gameName}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
