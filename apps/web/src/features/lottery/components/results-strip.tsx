import type { LotteryNumero } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ListState } from '@/components/ui/list-state';
import { useLanguage } from '@/lib/i18n';
import { timeWithZone, useDisplayTimeZone } from '@/lib/time';
import { latestResultsQuery } from '../api/lottery-calls';
import { LoadState } from './load-state';
import { useLotteryText } from './lottery-text';
import { ResultBalls } from './result-balls';
import styles from './results-strip.module.css';

/** How many of a keno draw's 20 numbers a card shows. */
export const STRIP_KENO_NUMBERS = 5;

/** Each game's newest drawn numero: the latest results call lists every game's newest first. */
export function newestOfEachGame(list: LotteryNumero[]): LotteryNumero[] {
  const seen = new Set<string>();
  return list.filter((n) => {
    if (!n.result || seen.has(n.gameCode)) return false;
    seen.add(n.gameCode);
    return true;
  });
}

/** Where a result leads: the Vietnamese lottery's board for its games, else the game's betting view. */
export const resultPath = (n: LotteryNumero) =>
  `${n.result?.kind === 'vn' ? paths.vnlottery : paths.lottery}?gameCode=${encodeURIComponent(n.gameCode)}`;

/**
 * The latest result of each lottery game (the home's strip): its name leading to the game, the numero, the
 * result's balls (a board's special prize, keno's first numbers), the draw time with its zone, and the way
 * to every result. `titleId` names the heading, for the section around it.
 */
export function ResultsStrip({ titleId }: { titleId: string }) {
  const { t } = useLotteryText();
  const language = useLanguage();
  const latest = useQuery(latestResultsQuery(language));
  const zone = useDisplayTimeZone();
  const list = newestOfEachGame(latest.data?.list ?? []);

  return (
    <div className={styles.strip} data-testid="lottery-results">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('lottery.strip.title')}
        </h2>
        <Link to={paths.lottery} className={styles.all} data-testid="lottery-results-all">
          {t('lottery.strip.all')} <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
      {!latest.data ? (
        <LoadState query={latest} />
      ) : list.length === 0 ? (
        <ListState kind="empty" title={t('lottery.strip.empty')} testId="lottery-results-empty" />
      ) : (
        <ul className={styles.cards}>
          {list.map((n) => (
            <li key={n.gameCode} className={styles.card} data-testid={`lottery-result-${n.gameCode}`}>
              <h3 className={styles.name}>
                <Link to={resultPath(n)} className={styles.link}>
                  {n.gameName}
                </Link>
              </h3>
              <p className={styles.numero}>{t('lottery.numero', { numero: n.numero })}</p>
              <ResultBalls result={n.result} compact max={STRIP_KENO_NUMBERS} />
              <p className={styles.time}>
                <time dateTime={n.drawAt}>
                  {t('lottery.strip.drawnAt', { time: timeWithZone(n.drawAt, zone) })}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
