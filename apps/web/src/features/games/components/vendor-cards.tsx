import type { VendorCard } from '@platform/contracts';
import { ArrowRight, Flame, Loader2, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLaunchState } from '../hooks/launch-store';
import { entryKey, vendorEntry, type LaunchEntry } from '../hooks/use-launch-game';
import styles from './vendor-cards.module.css';

type Props = {
  cards: readonly VendorCard[];
  onLaunch: (entry: LaunchEntry) => void;
};

/** A category's vendors as cards (logo, name, state); choosing one launches it (SPEC section 4). */
export function VendorCards({ cards, onLaunch }: Props) {
  const { t } = useTranslation();
  const launching = useLaunchState((s) => s.launching);
  return (
    <ul className={styles.cards} data-testid="vendor-cards">
      {cards.map((card) => {
        const entry = vendorEntry(card.vassalage, card.gameType, card.displayName, card.maintenance);
        const busy = launching === entryKey(entry);
        return (
          <li key={`${card.gameType}-${card.vassalage}`}>
            <button
              type="button"
              className={`${styles.card} ${card.maintenance ? styles.down : ''}`}
              onClick={() => onLaunch(entry)}
              disabled={card.maintenance || busy}
              data-testid={`vendor-card-${card.vassalage}`}
            >
              <span className={styles.logo}>
                <img src={card.smallIcon} alt="" width={160} height={64} loading="lazy" decoding="async" />
              </span>
              <span className={styles.name}>
                {card.displayName}
                {card.isHot ? (
                  <Flame size={14} className={styles.hot} aria-label={t('lobby.badgeHot')} />
                ) : null}
              </span>
              {card.maintenance ? (
                <span className={styles.state}>
                  <Wrench size={14} aria-hidden /> {t('lobby.maintenance')}
                </span>
              ) : (
                <span className={styles.cta}>
                  {busy ? <Loader2 size={14} aria-hidden className={styles.spin} /> : null}
                  {t('lobby.enter')} <ArrowRight size={14} aria-hidden />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
