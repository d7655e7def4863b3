import { CircleAlert, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '@/lib/toast';
import styles from './toaster.module.css';

/** Where `showToast` messages appear; announced to screen readers. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToasts();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => {
        const Icon = toast.tone === 'error' ? CircleAlert : Info;
        return (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
            <Icon size={18} aria-hidden />
            <span>{toast.text}</span>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(toast.id)}
              aria-label={t('confirm.close')}
            >
              <X size={16} aria-hidden />
            </button>
          </div>
        );
      })}
    </div>
  );
}
