import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AutoplayToggle, useAutoplay } from '@/components/ui/autoplay-toggle';
import { formatMoney } from '@/lib/money';
import { useReducedMotion } from '@/lib/reduced-motion';
import { useJackpot } from '../hooks/use-jackpot';
import styles from './jackpot-counter.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The slots page's jackpot (SPEC section 2): title, currency symbol and a figure of rolling digits that
 * grows every 3 s while the page shows it, with a pause button (2.2.2; paused from the start when motion is
 * reduced). Screen readers get the figure as text, not the digit reels.
 */
export function JackpotCounter({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const autoplay = useAutoplay();
  const value = useJackpot(!autoplay.paused);
  const reduced = useReducedMotion();
  const text = formatMoney(value);
  const chars = [...text];

  return (
    <section
      className={`${styles.jackpot} ${reduced ? styles.still : ''}`}
      aria-labelledby="jackpot-title"
      data-testid="jackpot"
    >
      <AutoplayToggle
        paused={autoplay.paused}
        onToggle={autoplay.toggle}
        pauseLabel={t('lobby.jackpotPause')}
        playLabel={t('lobby.jackpotPlay')}
        tone="overlay"
        className={styles.toggle}
        testId="jackpot-autoplay"
      />
      <h2 id="jackpot-title" className={styles.title}>
        <Crown size={22} aria-hidden /> {t('lobby.jackpotTitle')}
      </h2>
      <p className={styles.figure} aria-live="off">
        <span className="visually-hidden" data-testid="jackpot-value">
          {`${currencySymbol} ${text}`}
        </span>
        <span className={styles.symbol} aria-hidden>
          {currencySymbol}
        </span>
        <span className={styles.reels} aria-hidden>
          {chars.map((c, i) => {
            // Keyed from the right, so a new leading digit does not make every reel roll.
            const key = chars.length - i;
            // The reel's position comes from the style sheet (data-digit): no style attribute, which the
            // Content Security Policy refuses in the page the server renders.
            const digit = DIGITS.indexOf(c);
            if (digit < 0)
              return (
                <span key={key} className={styles.separator}>
                  {c}
                </span>
              );
            return (
              <span key={key} className={styles.cell}>
                <span className={styles.reel} data-digit={digit}>
                  {DIGITS.map((d) => (
                    <span key={d} className={styles.digit}>
                      {d}
                    </span>
                  ))}
                </span>
              </span>
            );
          })}
        </span>
      </p>
    </section>
  );
}
