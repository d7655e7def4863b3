import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme';
import { VENDOR_ARROWS_ABOVE } from '../hooks/lobby-constants';
import styles from './vendor-tabs.module.css';

export type VendorTab = { code: string; name: string; logo?: string; logoWhite?: string };

type Props = {
  vendors: VendorTab[];
  /** The chosen vendor's code; `null` is every vendor. */
  value: string | null;
  onChange: (code: string | null) => void;
  label: string;
};

/**
 * The lobby's vendor menu: "all", then one tab per vendor; above 7 vendors the row scrolls, with arrows
 * at both ends (SPEC section 9). Arrow keys move between tabs.
 */
export function VendorTabs({ vendors, value, onChange, label }: Props) {
  const { t } = useTranslation();
  const theme = useTheme((s) => s.theme);
  const row = useRef<HTMLDivElement>(null);
  const arrows = vendors.length > VENDOR_ARROWS_ABOVE;
  const tabs: (VendorTab | null)[] = [null, ...vendors];

  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(160, el.clientWidth * 0.8), behavior: 'smooth' });
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const buttons = [...(row.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(at + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length];
    next?.focus();
    next?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    e.preventDefault();
  };

  return (
    <div className={styles.wrap} data-testid="vendor-tabs">
      {arrows ? (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scroll(-1)}
          aria-label={t('lobby.scrollLeft')}
          data-testid="vendor-arrow-left"
        >
          <ChevronLeft size={20} aria-hidden />
        </button>
      ) : null}
      <div ref={row} className={styles.row} role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((v) => {
          const code = v?.code ?? null;
          const selected = code === value;
          const logo = v ? (theme === 'dark' ? (v.logoWhite ?? v.logo) : v.logo) : undefined;
          return (
            <button
              key={code ?? ''}
              type="button"
              role="tab"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={`${styles.tab} ${selected ? styles.active : ''}`}
              onClick={() => onChange(code)}
              data-testid={`vendor-tab-${code ?? 'all'}`}
            >
              {logo ? <img src={logo} alt="" width={80} height={32} loading="lazy" decoding="async" /> : null}
              <span>{v ? v.name : t('lobby.allVendors')}</span>
            </button>
          );
        })}
      </div>
      {arrows ? (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scroll(1)}
          aria-label={t('lobby.scrollRight')}
          data-testid="vendor-arrow-right"
        >
          <ChevronRight size={20} aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
