import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useAccountTypes, useTypeLabel } from '../hooks/account-types';
import styles from './agent.module.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string };

/** The account type a new account or an affiliate link gets: a member, or one of the brand's agent types. */
export const AccountTypeSelect = forwardRef<HTMLSelectElement, Props>(function AccountTypeSelect(
  { label, ...select },
  ref,
) {
  const id = useId();
  const types = useAccountTypes();
  const typeLabel = useTypeLabel();
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.fieldLabel}>{label}</span>
      <select ref={ref} id={id} className={styles.select} {...select}>
        {types.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </select>
    </label>
  );
});
