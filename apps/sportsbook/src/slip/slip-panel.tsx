import { useEffect, useState } from 'react';
import { ReceiptText, X } from 'lucide-react';
import type { SbSession } from '@platform/contracts';
import { useT } from '../i18n/strings';
import { BetSlip } from './bet-slip';
import { useSlip } from './slip-store';
import styles from './slip-panel.module.css';

/**
 * The slip's place: the right column on a wide screen; on a phone a bottom sheet opened from a button that
 * counts the picks.
 */
export function SlipPanel({ session }: { session: SbSession }) {
  const t = useT();
  const { picks, receipt } = useSlip();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return (
    <>
      <aside
        id="bet-slip"
        className={styles.panel}
        data-open={open || undefined}
        aria-labelledby="bet-slip-title"
      >
        <div className={styles.head}>
          <h2 id="bet-slip-title" className={styles.title}>
            {t('slip.title')}
            {picks.length > 0 && <span className={styles.badge}>{picks.length}</span>}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('slip.close')}
            onClick={() => setOpen(false)}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <BetSlip session={session} />
      </aside>
      {!open && (picks.length > 0 || receipt) && (
        <button
          type="button"
          className={styles.opener}
          aria-controls="bet-slip"
          aria-expanded={false}
          aria-label={t('slip.open', { count: picks.length })}
          onClick={() => setOpen(true)}
        >
          <ReceiptText size={20} aria-hidden />
          {t('slip.title')}
          <span className={styles.badge}>{picks.length}</span>
        </button>
      )}
    </>
  );
}
