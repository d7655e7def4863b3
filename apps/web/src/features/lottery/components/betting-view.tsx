import { LOTTERY_ERRORS, type LotteryGame } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { timeWithZone, useDisplayTimeZone } from '@/lib/time';
import { useUi } from '@/lib/ui-store';
import { latestResultsQuery, lotteryKeys, openNumerosQuery } from '../api/lottery-calls';
import type { PickedBet } from '../hooks/bet-kinds';
import { NO_CHASE, slipRequest, useSlip } from '../hooks/slip';
import { usePlaceSlip } from '../hooks/use-place-slip';
import { usePassed, useRefreshAfterDraws } from '../hooks/use-server-clock';
import { BetPicker } from './bet-picker';
import { BetSlip } from './bet-slip';
import { Countdown } from './countdown';
import { useSchedule } from './game-card';
import { useLotteryText } from './lottery-text';
import { MyBets } from './my-bets';
import { LastResult } from './result-balls';
import { ResultHistory } from './result-history';
import { TrendCharts } from './trend-charts';
import { provinceOf } from './vn-board';
import styles from './lottery.module.css';

type Props = { game: LotteryGame; playType: string | null; lobbyPath: string };
type Below = 'results' | 'bets' | 'trends';

/**
 * A game's betting view: the numero open for bets with its countdown (on the server's clock), the picker
 * and the slip, then the results with their verify data, the member's bets, and the trends. At the cut-off
 * the slip closes; when the next numero opens it goes to that one.
 */
export function BettingView({ game, playType, lobbyPath }: Props) {
  const text = useLotteryText();
  const { t } = text;
  const schedule = useSchedule();
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const zone = useDisplayTimeZone();
  const client = useQueryClient();
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  const open = useQuery(openNumerosQuery(token, language, game.gameCode));
  const latest = useQuery(latestResultsQuery(language, token === null));
  // A Vietnamese region draws one numero per province of the day: the player picks which the slip is for.
  const numeros = open.data?.list.filter((n) => n.gameCode === game.gameCode) ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const numero = numeros.find((n) => n.numero === chosen) ?? numeros[0] ?? null;
  const last = numero?.last ?? latest.data?.list.find((n) => n.gameCode === game.gameCode) ?? null;
  const closed = usePassed(numero?.closesAt, open.data?.clockOffset);
  useRefreshAfterDraws(numero?.drawAt, open.data?.clockOffset);

  const slip = useSlip();
  const [chase, setChase] = useState(NO_CHASE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const { place, placing } = usePlaceSlip();
  const [below, setBelow] = useState<Below>('results');

  // The slip follows the open numero: when it changes under a slip, the player is told where it goes now.
  const current = numero?.numero ?? null;
  const [seen, setSeen] = useState(current);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  if (current !== seen) {
    setSeen(current);
    setMovedTo(seen !== null && current !== null && slip.lines.length > 0 ? current : null);
  }

  const onAdd = (betType: string, bets: PickedBet[], unitPrice: number, multiple: number) => {
    setRefusal(null);
    setPlaced(null);
    return slip.add(betType, bets, unitPrice, multiple);
  };

  const onPlace = () => {
    if (!numero || closed) return;
    setRefusal(null);
    setPlaced(null);
    place(slipRequest(game.gameCode, numero.numero, slip.lines, chase), {
      onPlaced: (answer) => {
        slip.clear();
        setMovedTo(null);
        setPlaced(
          t('lottery.slip.placed', {
            count: answer.bets.length,
            amount: money(answer.totalAmount, symbol),
            balance: money(answer.balance, symbol),
          }),
        );
      },
      onRefused: (error) => {
        setRefusal(errorText(error));
        // The numero closed meanwhile: ask which one takes bets now.
        if (error instanceof ApiError && error.errorCode === LOTTERY_ERRORS.numeroClosed)
          void client.invalidateQueries({ queryKey: lotteryKeys.open(token, language, game.gameCode) });
      },
    });
  };

  return (
    <div className={styles.betting} data-testid="lottery-betting">
      <header className={styles.gameHead}>
        <Link to={lobbyPath} className={styles.back} data-testid="back-to-lobby">
          <ChevronLeft size={16} aria-hidden /> {t('lottery.backToLobby')}
        </Link>
        <div className={styles.headMain}>
          <h2 className={styles.gameTitle}>{game.gameName}</h2>
          <p className={styles.muted}>{schedule(game)}</p>
        </div>
        <div className={styles.headDraw} data-testid="current-numero">
          {numero ? (
            <>
              <span className={styles.numero}>{t('lottery.numero', { numero: numero.numero })}</span>
              {numeros.length > 1 ? (
                <div className={styles.numeroChoice} role="group" aria-label={t('lottery.chooseNumero')}>
                  {numeros.map((n) => (
                    <button
                      key={n.numero}
                      type="button"
                      aria-pressed={n.numero === numero.numero}
                      className={styles.numeroChip}
                      onClick={() => setChosen(n.numero)}
                      data-testid={`numero-${n.numero}`}
                    >
                      {provinceOf(n.numero) ?? n.numero}
                    </button>
                  ))}
                </div>
              ) : null}
              <Countdown numero={numero} offset={open.data?.clockOffset} to="close" />
              <span className={styles.muted}>
                {t('lottery.drawAt', { time: timeWithZone(numero.drawAt, zone) })}
              </span>
            </>
          ) : (
            <span className={styles.muted}>
              {token
                ? open.isPending
                  ? t('status.loading')
                  : t('lottery.noOpenNumero')
                : t('lottery.nextDrawMembers')}
            </span>
          )}
        </div>
        <LastResult last={last} className={styles.headLast} />
      </header>
      <div className={styles.bettingGrid}>
        <BetPicker game={game} initialType={playType} symbol={symbol} onAdd={onAdd} />
        <BetSlip
          lines={slip.lines}
          onRemove={slip.remove}
          onClear={slip.clear}
          chase={chase}
          onChase={setChase}
          symbol={symbol}
          numero={current}
          closed={closed}
          movedTo={movedTo}
          signedIn={token !== null}
          placing={placing}
          onPlace={onPlace}
          onLogin={() => useUi.getState().open('login')}
          refusal={refusal}
          placed={placed}
        />
      </div>
      <div className={styles.below}>
        <Tabs<Below>
          tabs={[
            { key: 'results', label: t('lottery.results.title'), testId: 'tab-results' },
            { key: 'bets', label: t('lottery.bets.title'), testId: 'tab-bets' },
            { key: 'trends', label: t('lottery.trends.title'), testId: 'tab-trends' },
          ]}
          value={below}
          onChange={setBelow}
        />
        {below === 'results' ? (
          <ResultHistory game={game} />
        ) : below === 'bets' ? (
          <MyBets game={game} symbol={symbol} />
        ) : (
          <TrendCharts game={game} />
        )}
      </div>
    </div>
  );
}
