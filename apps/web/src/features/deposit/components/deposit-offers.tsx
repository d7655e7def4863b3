import { offerBonus, type DepositOffer } from '@platform/contracts';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import styles from './deposit.module.css';

/**
 * The deposit promotions open to the member, chosen with the deposit (opt in; none is the default): each
 * with its figures, and the bonus the typed amount would bring.
 */
export function DepositOffers({
  offers,
  chosen,
  onChoose,
  amount,
  symbol,
}: {
  offers: DepositOffer[];
  chosen: number | null;
  onChoose: (promotionId: number | null) => void;
  /** The amount typed (major units), NaN while it is not a number. */
  amount: number;
  symbol: string;
}) {
  const { t } = useTranslation();
  if (offers.length === 0) return null;
  return (
    <fieldset className={styles.offers} data-testid="deposit-offers">
      <legend>
        <Gift size={16} aria-hidden /> {t('deposit.offers.title')}
      </legend>
      <label className={styles.offer}>
        <input
          type="radio"
          name="promotion"
          checked={chosen === null}
          onChange={() => onChoose(null)}
          data-testid="deposit-offer-none"
        />
        <span className={styles.offerTitle}>{t('deposit.offers.none')}</span>
      </label>
      {offers.map((offer) => {
        const bonus = Number.isFinite(amount) ? offerBonus(offer, amount) : 0;
        const selected = chosen === offer.promotionId;
        return (
          <label
            key={offer.promotionId}
            className={`${styles.offer} ${selected ? styles.offerChosen : ''}`}
            data-testid={`deposit-offer-${offer.promotionId}`}
          >
            <input
              type="radio"
              name="promotion"
              checked={selected}
              onChange={() => onChoose(offer.promotionId)}
            />
            <span className={styles.offerText}>
              <span className={styles.offerTitle}>{offer.title}</span>
              <span className={styles.offerFigures}>
                {t('deposit.offers.figures', {
                  percent: offer.percent,
                  max: money(offer.maxBonus, symbol),
                  min: money(offer.minDeposit, symbol),
                  turnover: offer.turnoverMultiple,
                })}
                {offer.once === 'first'
                  ? ` · ${t('deposit.offers.first')}`
                  : offer.once === 'day'
                    ? ` · ${t('deposit.offers.day')}`
                    : ''}
              </span>
              {selected && Number.isFinite(amount) && amount > 0 ? (
                <span
                  className={bonus > 0 ? styles.offerBonus : styles.offerShort}
                  data-testid="deposit-offer-bonus"
                >
                  {bonus > 0
                    ? t('deposit.offers.bonusFor', { bonus: money(bonus, symbol) })
                    : t('deposit.offers.belowMin', { min: money(offer.minDeposit, symbol) })}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      <p className={styles.hint}>{t('deposit.offers.hint')}</p>
    </fieldset>
  );
}
