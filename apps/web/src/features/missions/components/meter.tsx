import styles from './missions.module.css';

/** A labelled bar from 0 to 100%. */
export function Meter({ label, value, percent }: { label: string; value: string; percent: number }) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <div className={styles.meter}>
      <div className={styles.meterLabel}>
        <span>{label}</span>
        <span>{value}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
      >
        <div
          className={`${styles.fill} ${clamped >= 100 ? styles.fillDone : ''}`}
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}
