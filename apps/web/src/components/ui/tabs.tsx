import styles from './tabs.module.css';

type Tab<K extends string> = { key: K; label: string; testId?: string };

export function Tabs<K extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: Tab<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className={styles.tabs} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          className={`${styles.tab} ${tab.key === value ? styles.active : ''}`}
          onClick={() => onChange(tab.key)}
          data-testid={tab.testId}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
