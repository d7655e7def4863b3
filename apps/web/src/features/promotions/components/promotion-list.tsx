import type { PromotionList as List } from '@platform/contracts';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PromotionCard } from './promotion-card';
import styles from './promotions.module.css';

export const ALL = 'all';

type Props = {
  data: List;
  /** The chosen category code, or `all`. */
  category: string;
  onCategory: (code: string) => void;
};

/** Category tabs (All + the brand's categories) over the promotion cards. */
export function PromotionList({ data, category, onCategory }: Props) {
  const { t } = useTranslation();
  const used = new Set(data.list.map((p) => p.category));
  const tabs = [
    { code: ALL, title: t('promo.all'), count: data.list.length },
    ...data.categories
      .filter((c) => used.has(c.code))
      .map((c) => ({ ...c, count: data.list.filter((p) => p.category === c.code).length })),
  ];
  const active = tabs.some((tab) => tab.code === category) ? category : ALL;
  const shown = active === ALL ? data.list : data.list.filter((p) => p.category === active);
  return (
    <div className={styles.listView}>
      <div className={styles.tabs} role="tablist" aria-label={t('promo.categories')}>
        {tabs.map((tab) => (
          <button
            key={tab.code}
            type="button"
            role="tab"
            aria-selected={tab.code === active}
            className={`${styles.tab} ${tab.code === active ? styles.tabActive : ''}`}
            onClick={() => onCategory(tab.code)}
            data-testid={`promo-tab-${tab.code}`}
          >
            {tab.title}
            <span className={styles.tabCount}>{tab.count}</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <Gift size={36} aria-hidden />
          <p>{t('promo.empty')}</p>
        </div>
      ) : (
        <ul className={styles.grid}>
          {shown.map((promotion, i) => (
            <PromotionCard key={promotion.id} promotion={promotion} eager={i < 3} />
          ))}
        </ul>
      )}
    </div>
  );
}
