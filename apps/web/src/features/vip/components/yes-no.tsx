import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './vip.module.css';

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={value ? t('vipPage.yes') : t('vipPage.no')}
      className={value ? styles.yes : styles.no}
    >
      {value ? <Check size={18} aria-hidden /> : <Minus size={18} aria-hidden />}
    </span>
  );
}
