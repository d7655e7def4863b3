import { GAME_CATEGORIES, VENDOR_LOGO_SIZE, type GameCategory, type MenuVendor } from '@platform/contracts';
import { ArrowRight, Flame, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CATEGORY_PATHS, vendorPath } from '@/config/paths';
import { useTheme } from '@/lib/theme';
import { useGameMenus } from '../api/get-game-menus';
import styles from './category-nav.module.css';

/** SPEC: a category's dropdown shows up to 6 vendors, then More. */
export const NAV_VENDORS = 6;

// Before the menus arrive the usual categories hold their place, so the bar does not jump.
const PLACEHOLDER: { gameType: GameCategory; vendors: MenuVendor[] }[] = GAME_CATEGORIES.filter(
  (c) => c !== 'ELOTT' && c !== 'DS88',
).map((gameType) => ({ gameType, vendors: [] }));

type Props = { itemClassName?: string };

/**
 * One navigation entry per game category of the brand's menus, each with a dropdown (hover or keyboard
 * focus) of its first vendors and a More link to the category page.
 */
export function CategoryNav({ itemClassName }: Props) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const theme = useTheme((s) => s.theme);
  const list = menus.data?.menus ?? PLACEHOLDER;

  return (
    <>
      {list.map(({ gameType, vendors }) => (
        <div key={gameType} className={styles.entry} data-testid={`nav-${gameType}`}>
          <NavLink to={CATEGORY_PATHS[gameType]} className={itemClassName}>
            {t(`nav.${gameType}`)}
          </NavLink>
          {vendors.length ? (
            <div className={styles.panel}>
              <div className={styles.panelInner}>
                <ul className={styles.vendors}>
                  {vendors.slice(0, NAV_VENDORS).map((v) => (
                    <li key={v.vendor}>
                      <Link to={vendorPath(gameType, v.vendor)} className={styles.vendor}>
                        <img
                          src={theme === 'dark' ? v.logoWhite : v.logo}
                          alt=""
                          width={VENDOR_LOGO_SIZE.width}
                          height={VENDOR_LOGO_SIZE.height}
                          loading="lazy"
                          decoding="async"
                        />
                        <span className={styles.vendorName}>
                          {v.displayName}
                          {v.isHot ? (
                            <Flame size={14} className={styles.hot} aria-label={t('nav.hot')} />
                          ) : null}
                          {v.maintenance ? (
                            <Wrench size={14} className={styles.maint} aria-label={t('nav.maintenance')} />
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link to={CATEGORY_PATHS[gameType]} className={styles.more}>
                  {t('nav.more')} <ArrowRight size={16} aria-hidden />
                </Link>
              </div>
            </div>
          ) : null}
        </div>
      ))}
    </>
  );
}
