import type { Settlement } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useBrandTimeZone, zoned } from '@/lib/time';
import { count, Money, percent, StatusBadge } from './bits';
import styles from './agent.module.css';

const COUNT_FIGURES = new Set(['activeMembers', 'rounds']);

/** How a settlement was worked out: its period, the figures it counted, the rate, the amount and status. */
export function SettlementDetails({ settlement, symbol }: { settlement: Settlement; symbol: string }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  return (
    <div className={styles.details} data-testid={`agent-settlement-details-${settlement.id}`}>
      <dl>
        <div>
          <dt>{t('agent.income.period')}</dt>
          <dd>
            {zoned(settlement.periodFromStr, zone)} – {zoned(settlement.periodToStr, zone)}
          </dd>
        </div>
        {Object.entries(settlement.figures).map(([key, value]) => (
          <div key={key}>
            <dt>
              {t(`agent.income.figures.${key}` as 'agent.income.figures.validBet', { defaultValue: key })}
            </dt>
            <dd>{COUNT_FIGURES.has(key) ? count(value) : <Money amount={value} symbol={symbol} />}</dd>
          </div>
        ))}
        <div>
          <dt>{t('agent.income.rate')}</dt>
          <dd>{percent(settlement.rate)}</dd>
        </div>
        <div>
          <dt>{t('agent.columns.amount')}</dt>
          <dd>
            <Money amount={settlement.amount} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('agent.columns.status')}</dt>
          <dd>
            <StatusBadge status={settlement.status} />
          </dd>
        </div>
        {settlement.dueDateStr ? (
          <div>
            <dt>{t('agent.income.due')}</dt>
            <dd>{zoned(settlement.dueDateStr, zone)}</dd>
          </div>
        ) : null}
        {settlement.paidDateStr ? (
          <div>
            <dt>{t('agent.income.paid')}</dt>
            <dd>{zoned(settlement.paidDateStr, zone)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
