import type { PromotionState } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { STATE_TONE } from './promotion-state';
import styles from './promotions.module.css';

/** An activity state of SPEC section 4, translated, in its colour. */
export function StateBadge({ state }: { state: PromotionState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.badge} ${styles[`tone-${STATE_TONE[state]}`]}`}
      data-state={state}
      data-testid="state-badge"
    >
      {t(`promo.states.${state}`)}
    </span>
  );
}
