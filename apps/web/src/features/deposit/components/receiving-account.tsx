import type { ReceivingAccount as Account } from '@platform/contracts';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import styles from './deposit.module.css';

/** The bank account a manual deposit is transferred to, each value with a copy button. */
export function ReceivingAccount({ account }: { account: Account }) {
  const { t } = useTranslation();
  const copy = (text: string) => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => showToast(t('deposit.copied')))
      .catch(() => showToast(t('deposit.copyFailed'), 'error'));
  };
  const rows: [string, string][] = [
    [t('deposit.bankName'), account.bankName],
    [t('deposit.accountName'), account.accountName],
    [t('deposit.accountNumber'), account.accountNumber],
  ];
  return (
    <section className={styles.account} aria-label={t('deposit.transferTo')} data-testid="receiving-account">
      <h4 className={styles.sectionTitle}>{t('deposit.transferTo')}</h4>
      <dl className={styles.accountRows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.accountRow}>
            <dt>{label}</dt>
            <dd>
              <span>{value}</span>
              <button
                type="button"
                className={styles.copy}
                onClick={() => copy(value)}
                aria-label={t('deposit.copy', { what: label })}
              >
                <Copy size={14} aria-hidden />
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{t('deposit.manualHint')}</p>
    </section>
  );
}
