import {
  COCKFIGHT_VENDOR,
  GAME_CATEGORIES,
  VENDOR_LOGO_SIZE,
  type GameCategory,
  type MenuVendor,
} from '@platform/contracts';
import { ArrowRight, Flame, Wrench } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CATEGORY_PATHS, vendorPath } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';
import { isLotteryCategory, lotteryGamesOf, lotteryNavQuery } from '../api/lottery-nav-calls';
import { useGameMenus } from '../api/menu-calls';
import { vendorEntry, type LaunchEntry } from '../hooks/launch-entry';
import { useDeferredLaunch } from '../hooks/use-deferred-launch';
import { LaunchHost } from './launch-host';
import { LotteryNavGames } from './lottery-nav-games';
import styles from './category-nav.module.css';

/** SPEC: a category's dropdown shows up to 6 vendors, then More. */
export const NAV_VENDORS = 6;

// Before the menus arrive the usual categories hold their place, so the bar does not jump.
const PLACEHOLDER: { gameType: GameCategory; vendors: MenuVendor[] }[] = GAME_CATEGORIES.filter(
  (c) => c !== 'ELOTT' && c !== 'DS88',
).map((gameType) => ({ gameType, vendors: [] }));

type Props = { itemClassName?: string };

/** The dropdowns show from this width up (category-nav.module.css); the phone's drawer has links only. */
const WITH_DROPDOWNS = '(min-width: 721px)';
const dropdownsShow = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia(WITH_DROPDOWNS).matches;

/** A plain click (not one that opens a new tab or window). */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * One navigation entry per game category of the brand's menus, each with a dropdown (hover or keyboard
 * focus) of its first vendors and a More link to the category page. A vendor entry (and the cockfight,
 * which has no page) follows the launch rules; its link stays for opening in a new tab. The lottery
 * categories' dropdowns list the in-house lottery's games instead (each to its betting view), asked when
 * one first opens; a category none of whose vendors has a game there keeps its vendors. The pop-up game
 * list the rules may open is hosted here, since the header is on every page that launches games.
 */
export function CategoryNav({ itemClassName }: Props) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const theme = useTheme((s) => s.theme);
  const launch = useDeferredLaunch();
  const list = menus.data?.menus ?? PLACEHOLDER;
  const language = useLanguage();
  // The lottery's games are asked once a lottery dropdown opens, never with the page.
  const [lotteryOpened, setLotteryOpened] = useState(false);
  const lottery = useQuery(lotteryNavQuery(language, lotteryOpened));
  const opened = (gameType: GameCategory) => {
    if (isLotteryCategory(gameType) && dropdownsShow()) setLotteryOpened(true);
  };
  // The entry whose dropdown was just used (or dismissed with Escape): closed until the pointer leaves it.
  const [closed, setClosed] = useState<GameCategory | null>(null);
  const close = (gameType: GameCategory) => {
    setClosed(gameType);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  const onKeyDown = (gameType: GameCategory) => (e: KeyboardEvent) => {
    if (e.key === 'Escape' && closed !== gameType) {
      e.stopPropagation();
      close(gameType);
    }
  };

  const follow = (entry: LaunchEntry) => (e: MouseEvent) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    void launch(entry);
  };

  /** The lottery's games of a lottery category (undefined until they arrive), or null: its vendors. */
  const lotteryGroups = (gameType: GameCategory) => {
    if (!isLotteryCategory(gameType)) return null;
    if (!lottery.data) return undefined;
    const groups = lotteryGamesOf(lottery.data, gameType, list);
    return groups.length ? groups : null;
  };

  return (
    <>
      {list.map(({ gameType, vendors }) => {
        const groups = lotteryGroups(gameType);
        return (
          <div
            key={gameType}
            className={closed === gameType ? `${styles.entry} ${styles.closed}` : styles.entry}
            data-testid={`nav-${gameType}`}
            onMouseEnter={() => opened(gameType)}
            onMouseLeave={() => setClosed((c) => (c === gameType ? null : c))}
            onFocus={() => {
              setClosed((c) => (c === gameType ? null : c));
              opened(gameType);
            }}
            onKeyDown={onKeyDown(gameType)}
          >
            {gameType === 'DS88' ? (
              // No page of its own: the entry launches the cockfight (its link is /game, never "active").
              <Link
                to={CATEGORY_PATHS[gameType]}
                className={itemClassName}
                onClick={follow(vendorEntry(vendors[0]?.vendor ?? COCKFIGHT_VENDOR, 'DS88', t('nav.DS88')))}
              >
                {t(`nav.${gameType}`)}
              </Link>
            ) : (
              <NavLink to={CATEGORY_PATHS[gameType]} className={itemClassName}>
                {t(`nav.${gameType}`)}
              </NavLink>
            )}
            {vendors.length ? (
              // Choosing an entry closes the dropdown over the page it opens.
              <div className={styles.panel} onClick={() => close(gameType)}>
                <div className={styles.panelInner}>
                  {groups !== null ? (
                    <LotteryNavGames
                      groups={groups}
                      failed={lottery.isError}
                      onRetry={() => void lottery.refetch()}
                      idPrefix={`nav-${gameType}`}
                    />
                  ) : (
                    <ul className={styles.vendors}>
                      {vendors.slice(0, NAV_VENDORS).map((v) => (
                        <li key={v.vendor}>
                          <Link
                            to={vendorPath(gameType, v.vendor)}
                            className={styles.vendor}
                            onClick={follow(vendorEntry(v.vendor, gameType, v.displayName, v.maintenance))}
                          >
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
                                <Wrench
                                  size={14}
                                  className={styles.maint}
                                  aria-label={t('nav.maintenance')}
                                />
                              ) : null}
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  <Link to={CATEGORY_PATHS[gameType]} className={styles.more}>
                    {t('nav.more')} <ArrowRight size={16} aria-hidden />
                  </Link>
                </div>
              </div>
            ) : null}
          </div>
        );
      })}
      <LaunchHost />
    </>
  );
}
