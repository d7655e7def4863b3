import type { Winner } from '@platform/contracts';
import { Crown, Sparkles, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { money } from '@/lib/money';
import { useWinners } from '../api/winner-calls';
import styles from './winners-board.module.css';

/** The leaderboard shows the biggest of the latest wins. */
export const LEADERBOARD_SIZE = 5;
const LATEST_SIZE = 10;

type Props = { currencySymbol: string };

/** The winners board (biggest recent wins) and the latest winners list, from the settled rounds. */
export function WinnersBoard({ currencySymbol }: Props) {
  const { t } = useTranslation();
  const winners = useWinners();
  const list = winners.data ?? [];
  const leaders = [...list].sort((a, b) => b.winAmount - a.winAmount).slice(0, LEADERBOARD_SIZE);

  const empty = (
    <div className={styles.empty} data-testid="winners-empty">
      <Sparkles size={28} aria-hidden />
      <p>{t('board.empty')}</p>
      <Link to={paths.rng} className={styles.emptyLink}>
        {t('board.playNow')}
      </Link>
    </div>
  );

  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="leaderboard-title">
        <header className={styles.head}>
          <Trophy size={20} aria-hidden className={styles.gold} />
          <h2 id="leaderboard-title">{t('board.leaderboard')}</h2>
        </header>
        {winners.isPending ? (
          <Skeleton rows={LEADERBOARD_SIZE} />
        ) : leaders.length ? (
          <ol className={styles.leaders} data-testid="leaderboard">
            {leaders.map((w, i) => (
              <li key={`${w.account}-${w.dateStr}-${i}`} className={styles.leader}>
                <span className={`${styles.rank} ${styles[`rank${i + 1}`] ?? ''}`}>
                  {i === 0 ? <Crown size={16} aria-label="1" /> : i + 1}
                </span>
                <span className={styles.who}>
                  <strong>{w.account}</strong>
                  <span>{w.gameName}</span>
                </span>
                <span className={`${styles.amount} tabular`}>{money(w.winAmount, currencySymbol)}</span>
              </li>
            ))}
          </ol>
        ) : (
          empty
        )}
      </section>
      <section className={styles.card} aria-labelledby="winners-title">
        <header className={styles.head}>
          <Sparkles size={20} aria-hidden className={styles.gold} />
          <h2 id="winners-title">{t('board.winners')}</h2>
        </header>
        {winners.isPending ? (
          <Skeleton rows={LEADERBOARD_SIZE} />
        ) : list.length ? (
          <LatestList list={list.slice(0, LATEST_SIZE)} currencySymbol={currencySymbol} />
        ) : (
          empty
        )}
      </section>
    </div>
  );
}

function LatestList({ list, currencySymbol }: { list: Winner['vo'][]; currencySymbol: string }) {
  const { t } = useTranslation();
  return (
    <table className={styles.latest} data-testid="latest-winners">
      <thead>
        <tr>
          <th scope="col">{t('board.player')}</th>
          <th scope="col">{t('board.game')}</th>
          <th scope="col" className={styles.right}>
            {t('board.win')}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((w, i) => (
          <tr key={`${w.account}-${w.dateStr}-${i}`}>
            <td>{w.account}</td>
            <td className={styles.game}>{w.gameName}</td>
            <td className={`${styles.right} ${styles.amount} tabular`}>
              {money(w.winAmount, currencySymbol)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Skeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.skeleton} aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}
