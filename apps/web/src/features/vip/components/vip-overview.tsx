import type { VipLevel } from '@platform/contracts';
import { Crown, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { money } from '@/lib/money';
import { LevelCard, cardLines } from './level-card';
import { VipTable } from './vip-table';
import styles from './vip.module.css';

type Props = {
  levels: VipLevel[];
  /** The member's level (memberLabel rank), null for a visitor. */
  current: number | null;
  symbol: string;
  /** Shown to visitors: opens the login popup. */
  onLogin?: () => void;
};

const FAQ = ['upgrade', 'keep', 'bonuses', 'rebate', 'service'] as const;

/** The VIP programme: where the member stands, every level as a card, a comparison table and notes. */
export function VipOverview({ levels, current, symbol, onLogin }: Props) {
  const { t } = useTranslation();
  const lines = cardLines(Math.max(0, ...levels.map((l) => l.rebates.length)));
  return (
    <div className={styles.overview}>
      <VipStatus levels={levels} current={current} symbol={symbol} onLogin={onLogin} />
      <section aria-labelledby="vip-levels">
        <h2 id="vip-levels" className={styles.sectionTitle}>
          {t('vipPage.levelsTitle')}
        </h2>
        <div className={styles.cards}>
          {levels.map((level) => (
            <LevelCard
              key={level.level}
              level={level}
              current={level.level === current}
              symbol={symbol}
              lines={lines}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="vip-compare">
        <h2 id="vip-compare" className={styles.sectionTitle}>
          {t('vipPage.compare')}
        </h2>
        <VipTable levels={levels} current={current} symbol={symbol} />
      </section>
      <section aria-labelledby="vip-faq" className={styles.faq}>
        <h2 id="vip-faq" className={styles.sectionTitle}>
          {t('vipPage.faqTitle')}
        </h2>
        {FAQ.map((key) => (
          <details key={key} className={styles.faqItem}>
            <summary>{t(`vipPage.faq.${key}.q`)}</summary>
            <p>{t(`vipPage.faq.${key}.a`)}</p>
          </details>
        ))}
      </section>
    </div>
  );
}

function VipStatus({ levels, current, symbol, onLogin }: Props) {
  const { t } = useTranslation();
  if (current === null) {
    // A member whose level is still loading: nothing rather than the visitor's invitation.
    if (!onLogin) return null;
    return (
      <div className={styles.status} data-testid="vip-status">
        <Crown size={28} aria-hidden className={styles.statusIcon} />
        <p className={styles.statusText}>{t('vipPage.visitorText')}</p>
        <Button variant="accent" onClick={onLogin}>
          <LogIn size={18} aria-hidden /> {t('vipPage.login')}
        </Button>
      </div>
    );
  }
  const mine = levels.find((l) => l.level === current);
  const next = levels.find((l) => l.level > current);
  return (
    <div className={styles.status} data-testid="vip-status">
      {mine ? (
        <img src={mine.badgeUrl} width={120} height={120} alt="" className={styles.statusBadge} />
      ) : (
        <Crown size={28} aria-hidden className={styles.statusIcon} />
      )}
      <div className={styles.statusText}>
        <strong>{t('vipPage.youAre', { name: mine?.name ?? String(current), level: current })}</strong>
        <p>
          {next
            ? t('vipPage.nextLevel', {
                name: next.name,
                turnover: money(next.turnoverRequired, symbol),
                deposit: money(next.depositRequired, symbol),
              })
            : t('vipPage.topLevel')}
        </p>
      </div>
    </div>
  );
}
