import { GAME_CATEGORIES, type GameCategory, type PointConfig, type PointReward } from '@platform/contracts';
import { Coins, Gift, Infinity as Forever, PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { money } from '@/lib/money';
import styles from './point-mall.module.css';

type Props = {
  rewards: PointReward[];
  config: PointConfig;
  symbol: string;
  onRedeem: (reward: PointReward) => void;
};

const isCategory = (code: string): code is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(code);

const points = (n: number) => n.toLocaleString('en');

/** The points shop to browse: the items, how points are earned, and that they never expire. */
export function PointMall({ rewards, config, symbol, onRedeem }: Props) {
  const { t } = useTranslation();
  const categoryName = (code: string) => (isCategory(code) ? t(`vipPage.gameTypes.${code}`) : code);
  return (
    <div className={styles.mall}>
      <section aria-labelledby="points-items">
        <h2 id="points-items" className={styles.sectionTitle}>
          <Gift size={22} aria-hidden /> {t('pointsPage.itemsTitle')}
        </h2>
        {rewards.length === 0 ? (
          <p className={styles.empty}>{t('pointsPage.noItems')}</p>
        ) : (
          <ul className={styles.grid}>
            {rewards.map((reward) => {
              const soldOut = reward.quantity === 0;
              return (
                <li key={reward.id} className={styles.item} data-testid={`reward-${reward.id}`}>
                  <div className={styles.media}>
                    <img src={reward.imageUrl} width={400} height={300} alt={reward.name} loading="lazy" />
                    {soldOut ? <span className={styles.soldOut}>{t('pointsPage.soldOut')}</span> : null}
                  </div>
                  <div className={styles.body}>
                    <h3>{reward.name}</h3>
                    {reward.description ? <p className={styles.description}>{reward.description}</p> : null}
                    <p className={styles.price}>
                      <Coins size={18} aria-hidden />
                      <strong className="tabular">{points(reward.pointsRequired)}</strong>{' '}
                      {t('pointsPage.points')}
                      {reward.amountRequired > 0 ? (
                        <span className={`${styles.plus} tabular`}>
                          {t('pointsPage.plusAmount', { amount: money(reward.amountRequired, symbol) })}
                        </span>
                      ) : null}
                    </p>
                    <p className={styles.stock}>
                      {reward.quantity === null
                        ? t('pointsPage.unlimited')
                        : t('pointsPage.stock', { count: reward.quantity })}
                    </p>
                    <Button
                      variant={soldOut ? 'subtle' : 'accent'}
                      block
                      disabled={soldOut}
                      onClick={() => onRedeem(reward)}
                      data-testid={`redeem-${reward.id}`}
                    >
                      {soldOut ? <PackageX size={18} aria-hidden /> : null}
                      {soldOut ? t('pointsPage.soldOut') : t('pointsPage.redeem')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className={styles.info}>
        <section aria-labelledby="points-rates" className={styles.rates}>
          <h2 id="points-rates" className={styles.sectionTitle}>
            <Coins size={22} aria-hidden /> {t('pointsPage.ratesTitle')}
          </h2>
          <p className={styles.muted}>{t('pointsPage.ratesLead')}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('pointsPage.gameType')}</th>
                <th scope="col">{t('pointsPage.earn')}</th>
              </tr>
            </thead>
            <tbody>
              {config.rates.map((rate) => (
                <tr key={rate.gameType}>
                  <th scope="row">{categoryName(rate.gameType)}</th>
                  <td className="tabular">
                    {t('pointsPage.rate', { count: rate.points, per: money(rate.per, symbol) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>
            {t('pointsPage.conversion', { value: money(config.conversionRate, symbol) })}
          </p>
        </section>
        <section className={styles.forever} aria-labelledby="points-forever">
          <Forever size={36} aria-hidden />
          <h2 id="points-forever">{t('pointsPage.neverExpireTitle')}</h2>
          <p>{t('pointsPage.neverExpireText')}</p>
        </section>
      </div>
    </div>
  );
}
