import type { VipLevel } from '@platform/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import { gameTypeName, percent } from './vip-format';
import { YesNo } from './yes-no';
import styles from './vip.module.css';

/** A card's lines: the head, two headings and their rows, and the rebates' heading and rows when any. */
export const cardLines = (rebates: number) => 1 + 1 + 2 + 1 + 6 + (rebates > 0 ? 1 + rebates : 0);

/**
 * One level: badge, name, what it takes, and what it gives. Its lines share the rows of the cards beside it
 * (`lines`, the most any card has), so the same figure sits at the same height on every card.
 */
export function LevelCard({
  level,
  current,
  symbol,
  lines,
}: {
  level: VipLevel;
  current: boolean;
  symbol: string;
  lines: number;
}) {
  const { t } = useTranslation();
  const row = (label: string, value: string, testId?: string) => (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className="tabular" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <article
      className={`${styles.card} ${current ? styles.cardCurrent : ''}`}
      style={{ '--lines': lines } as CSSProperties}
      aria-current={current ? 'true' : undefined}
      data-testid={`vip-card-${level.level}`}
    >
      {current ? <span className={styles.ribbon}>{t('vipPage.yourLevel')}</span> : null}
      <header className={styles.cardHead}>
        <img
          src={level.badgeUrl}
          width={120}
          height={120}
          alt={t('vipPage.badgeAlt', { name: level.name })}
          loading="lazy"
          className={styles.badge}
        />
        <div>
          <p className={styles.levelNo}>{t('vipPage.level', { level: level.level })}</p>
          <h3 className={styles.levelName}>{level.name}</h3>
        </div>
      </header>
      <div className={styles.block}>
        <h4>{t('vipPage.requirements')}</h4>
        <dl>
          {row(t('vipPage.turnover'), money(level.turnoverRequired, symbol))}
          {row(t('vipPage.deposit'), money(level.depositRequired, symbol))}
        </dl>
      </div>
      <div className={styles.block}>
        <h4>{t('vipPage.benefits')}</h4>
        <dl>
          {row(t('vipPage.upgradeBonus'), money(level.upgradeBonus, symbol))}
          {row(t('vipPage.birthdayBonus'), money(level.birthdayBonus, symbol))}
          {row(t('vipPage.monthlyBonus'), money(level.monthlyBonus, symbol))}
          {row(t('vipPage.withdrawalsPerDay'), String(level.withdrawalsPerDay))}
          {row(t('vipPage.withdrawalLimit'), money(level.withdrawalLimit, symbol))}
          <div className={styles.row}>
            <dt>{t('vipPage.dedicatedService')}</dt>
            <dd>
              <YesNo value={level.dedicatedService} />
            </dd>
          </div>
        </dl>
      </div>
      {level.rebates.length > 0 ? (
        <div className={styles.block}>
          <h4>{t('vipPage.rebates')}</h4>
          <dl>
            {level.rebates.map((r) => (
              <div key={r.gameType} className={styles.row}>
                <dt>{gameTypeName(t, r.gameType)}</dt>
                <dd className={`tabular ${styles.rate}`}>{percent(r.rate)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </article>
  );
}
