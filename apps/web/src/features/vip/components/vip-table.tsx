import type { VipLevel } from '@platform/contracts';
import { MoveHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import { categoriesOf, gameTypeName, percent } from './vip-format';
import { YesNo } from './yes-no';
import styles from './vip.module.css';

/** Every level side by side, one row each; the member's own level is highlighted. */
export function VipTable({
  levels,
  current,
  symbol,
}: {
  levels: VipLevel[];
  current: number | null;
  symbol: string;
}) {
  const { t } = useTranslation();
  const categories = categoriesOf(levels);
  const wrap = useRef<HTMLDivElement>(null);
  const wider = useWiderThan(wrap);
  return (
    <>
      {wider ? (
        <p className={styles.scrollHint} data-testid="vip-scroll-hint">
          <MoveHorizontal size={16} aria-hidden /> {t('vipPage.scrollHint')}
        </p>
      ) : null}
      <div
        ref={wrap}
        className={styles.tableWrap}
        tabIndex={0}
        role="region"
        aria-label={t('vipPage.compare')}
      >
        <table className={styles.table} data-testid="vip-table">
          <thead>
            <tr>
              <th scope="col" className={styles.sticky}>
                {t('vipPage.levelColumn')}
              </th>
              <th scope="col">{t('vipPage.turnover')}</th>
              <th scope="col">{t('vipPage.deposit')}</th>
              <th scope="col">{t('vipPage.upgradeBonus')}</th>
              <th scope="col">{t('vipPage.birthdayBonus')}</th>
              <th scope="col">{t('vipPage.monthlyBonus')}</th>
              {categories.map((c) => (
                <th scope="col" key={c}>
                  {t('vipPage.rebateOf', { category: gameTypeName(t, c) })}
                </th>
              ))}
              <th scope="col">{t('vipPage.withdrawalsPerDay')}</th>
              <th scope="col">{t('vipPage.withdrawalLimit')}</th>
              <th scope="col">{t('vipPage.dedicatedService')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => {
              const mine = level.level === current;
              const rate = (c: string) => level.rebates.find((r) => r.gameType === c)?.rate;
              return (
                <tr
                  key={level.level}
                  className={mine ? styles.mine : undefined}
                  aria-current={mine ? 'true' : undefined}
                >
                  <th scope="row" className={styles.sticky}>
                    <span className={styles.levelCell}>
                      <img src={level.badgeUrl} width={120} height={120} alt="" loading="lazy" />
                      <span>
                        {level.name}
                        {mine ? <small>{t('vipPage.yourLevel')}</small> : null}
                      </span>
                    </span>
                  </th>
                  <td>{money(level.turnoverRequired, symbol)}</td>
                  <td>{money(level.depositRequired, symbol)}</td>
                  <td>{money(level.upgradeBonus, symbol)}</td>
                  <td>{money(level.birthdayBonus, symbol)}</td>
                  <td>{money(level.monthlyBonus, symbol)}</td>
                  {categories.map((c) => {
                    const r = rate(c);
                    return <td key={c}>{r === undefined ? '—' : percent(r)}</td>;
                  })}
                  <td>{level.withdrawalsPerDay}</td>
                  <td>{money(level.withdrawalLimit, symbol)}</td>
                  <td>
                    <YesNo value={level.dedicatedService} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Whether the table is wider than its frame (then it scrolls sideways, and the page says so). */
function useWiderThan(frame: RefObject<HTMLDivElement | null>) {
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setWider(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [frame]);
  return wider;
}
