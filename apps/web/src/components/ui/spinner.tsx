import styles from './spinner.module.css';

export const Spinner = ({ label }: { label: string }) => (
  <div className={styles.wrap} role="status" aria-live="polite">
    <span className={styles.spinner} aria-hidden />
    <span className="visually-hidden">{label}</span>
  </div>
);
