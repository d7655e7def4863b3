import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './agent.module.css';

/** A username (or its start) to filter a report by, applied when submitted. */
export function UsernameFilter({ value, onApply }: { value: string; onApply: (username: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(text.trim());
  };
  return (
    <form className={styles.row} onSubmit={submit} role="search">
      <label className={styles.field} htmlFor={id}>
        <span className={styles.fieldLabel}>{t('agent.filters.username')}</span>
        <input
          id={id}
          className={styles.select}
          value={text}
          maxLength={32}
          onChange={(e) => setText(e.target.value)}
          data-testid="agent-filter-username"
        />
      </label>
      <Button type="submit" size="small" data-testid="agent-filter-apply">
        {t('agent.filters.search')}
      </Button>
    </form>
  );
}
