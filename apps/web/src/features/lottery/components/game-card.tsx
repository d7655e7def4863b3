import type { LotteryGame, LotteryNumero } from '@platform/contracts';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Countdown } from './countdown';
import { useLotteryText } from './lottery-text';
import { LastResult } from './result-balls';
import styles from './lottery.module.css';

type Props = {
  game: LotteryGame;
  /** The numero taking bets now (members; null for visitors or while none is open). */
  open: LotteryNumero | null;
  /** The other numeros open at once (a Vietnamese region's provinces of the day). */
  more: number;
  last: LotteryNumero | null;
  /** The server's clock's offset from this device's (members). */
  offset: number | undefined;
  favourite: boolean;
  onFavourite: () => void;
  /** The betting view's address. */
  to: string;
};

/** How often a game draws: every n minutes (or seconds), or once a day. */
export function useSchedule() {
  const { t } = useLotteryText();
  return (game: Pick<LotteryGame, 'intervalSeconds'>) =>
    game.intervalSeconds === null
      ? t('lottery.daily')
      : game.intervalSeconds % 60 === 0
        ? t('lottery.everyMinutes', { count: game.intervalSeconds / 60 })
        : t('lottery.everySeconds', { count: game.intervalSeconds });
}

/** A game of the lobby: its schedule, the next draw's countdown, the last result, a favourite star. */
export function GameCard({ game, open, more, last, offset, favourite, onFavourite, to }: Props) {
  const { t } = useLotteryText();
  const schedule = useSchedule();
  return (
    <article className={styles.card} data-testid={`lottery-game-${game.gameCode}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{game.gameName}</h3>
        <button
          type="button"
          className={`${styles.star} ${favourite ? styles.starOn : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'lottery.unfavourite' : 'lottery.favourite', { name: game.gameName })}
          onClick={onFavourite}
          data-testid="favourite"
        >
          <Star size={18} aria-hidden fill={favourite ? 'currentColor' : 'none'} />
        </button>
      </div>
      <p className={styles.muted}>{schedule(game)}</p>
      <div className={styles.cardLine}>
        {open ? (
          <>
            <span className={styles.numero}>{t('lottery.numero', { numero: open.numero })}</span>
            {more > 0 ? (
              <span className={styles.muted}>{t('lottery.moreNumeros', { count: more })}</span>
            ) : null}
            <Countdown numero={open} offset={offset} />
          </>
        ) : (
          <span className={styles.muted}>{t('lottery.nextDrawMembers')}</span>
        )}
      </div>
      <LastResult last={last} className={styles.cardLine} compact />
      <Link to={to} className={styles.cardAction} data-testid="bet-now">
        {t('lottery.betNow')}
      </Link>
    </article>
  );
}
