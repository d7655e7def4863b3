import {
  GAME_CATEGORIES,
  ROUND_STATUSES,
  type GameCategory,
  type GameMenus,
  type RoundStatus,
} from '@platform/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordRange } from '../hooks/record-range';
import { PeriodFilter } from './period-filter';
import styles from './records.module.css';

export type BetFilterValue = {
  range: RecordRange;
  gameType: GameCategory | 'ALL';
  /** A vendor code; empty for every vendor. */
  vendor: string;
  status: RoundStatus | 'all';
};

export type Menus = GameMenus['menus'];

/** The vendors to choose from: the game type's, or every vendor once when all types are shown. */
export function vendorsFor(menus: Menus, gameType: BetFilterValue['gameType']) {
  const seen = new Map<string, string>();
  for (const menu of menus) {
    if (gameType !== 'ALL' && menu.gameType !== gameType) continue;
    for (const v of menu.vendors) if (!seen.has(v.vendor)) seen.set(v.vendor, v.displayName);
  }
  return [...seen].map(([vendor, displayName]) => ({ vendor, displayName }));
}

type Props = {
  value: BetFilterValue;
  onChange: (value: BetFilterValue) => void;
  menus: Menus;
  today: string | null;
};

/** Period, game type, vendor and status of the betting record. */
export function BetFilters({ value, onChange, menus, today }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // The game types the brand offers (the menus), in the site's order.
  const offered = GAME_CATEGORIES.filter((c) => menus.some((m) => m.gameType === c));
  const vendors = vendorsFor(menus, value.gameType);
  const setGameType = (gameType: BetFilterValue['gameType']) => {
    // A vendor that does not offer the new game type would match nothing: the choice goes back to all.
    const keep = vendorsFor(menus, gameType).some((v) => v.vendor === value.vendor);
    onChange({ ...value, gameType, vendor: keep ? value.vendor : '' });
  };
  return (
    <div className={styles.filters} data-testid="bet-filters">
      <PeriodFilter value={value.range} onChange={(range) => onChange({ ...value, range })} today={today} />
      <label className={styles.field} htmlFor={`${id}-type`}>
        <span className={styles.fieldLabel}>{t('records.filters.gameType')}</span>
        <select
          id={`${id}-type`}
          className={styles.select}
          value={value.gameType}
          onChange={(e) => setGameType(e.target.value as BetFilterValue['gameType'])}
          data-testid="filter-game-type"
        >
          <option value="ALL">{t('records.filters.allTypes')}</option>
          {offered.map((c) => (
            <option key={c} value={c}>
              {t(`nav.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${id}-vendor`}>
        <span className={styles.fieldLabel}>{t('records.filters.vendor')}</span>
        <select
          id={`${id}-vendor`}
          className={styles.select}
          value={value.vendor}
          onChange={(e) => onChange({ ...value, vendor: e.target.value })}
          data-testid="filter-vendor"
        >
          <option value="">{t('records.filters.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v.vendor} value={v.vendor}>
              {v.displayName}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${id}-status`}>
        <span className={styles.fieldLabel}>{t('records.filters.status')}</span>
        <select
          id={`${id}-status`}
          className={styles.select}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as BetFilterValue['status'] })}
          data-testid="filter-status"
        >
          <option value="all">{t('records.filters.allStatuses')}</option>
          {ROUND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`records.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
