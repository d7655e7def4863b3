import type { ContractTerms } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { TIER_FIELDS } from '../hooks/forms';
import { count, Money, percent } from './bits';
import styles from './agent.module.css';

/** A contract's rate tiers as a table (the dividend with its cycle above). */
export function TermsTable({
  terms,
  symbol,
  testId,
}: {
  terms: ContractTerms;
  symbol: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  // The rates first: on a phone the thresholds scroll, the rate a tier pays stays in view.
  const fields = [...TIER_FIELDS[terms.kind]].sort(
    (a, b) => Number(b.kind === 'rate') - Number(a.kind === 'rate'),
  );
  const tiers = terms.tiers as Record<string, number>[];
  return (
    <div className={styles.scroll} data-testid={testId}>
      {terms.kind === 'dividend' ? (
        <p className={styles.muted}>
          {t('agent.contracts.cycle')}: {t(`agent.cycles.${terms.cycle}`)}
        </p>
      ) : null}
      <table className={styles.tiers}>
        <caption className="visually-hidden">{t('agent.contracts.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agent.contracts.tier')}</th>
            {fields.map((f) => (
              <th key={f.name} scope="col" className={styles.num}>
                {t(`agent.tierFields.${f.name}` as 'agent.tierFields.rate')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              {fields.map((f) => {
                const value = tier[f.name] ?? 0;
                return (
                  <td key={f.name} className={styles.num}>
                    {f.kind === 'rate' ? (
                      percent(value)
                    ) : f.kind === 'count' ? (
                      count(value)
                    ) : (
                      <Money amount={value} symbol={symbol} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
