import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styles from '@/components/ui/form.module.css';
import { countriesQuery } from '@/lib/system';

export function CountrySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const { data = [] } = useQuery(countriesQuery());
  return (
    <select
      className={styles.select}
      aria-label={t('auth.countryCode')}
      name="countryDialingCode"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {data.length === 0 ? <option value={value}>{value}</option> : null}
      {data.map((c) => (
        <option key={c.countryCode} value={c.countryDialingCode}>
          {c.countryCode} {c.countryDialingCode}
        </option>
      ))}
    </select>
  );
}
