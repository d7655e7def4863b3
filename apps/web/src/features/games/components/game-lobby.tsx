import {
  MIN_BET_OPTIONS,
  classificationsFor,
  type GameCategory,
  type GameClassification,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flame, Heart, History, LayoutGrid, Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@/lib/money';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { session } from '@/lib/storage';
import { useSystemStatus } from '@/lib/system';
import { lanesQuery, type GameFilters } from '../api/catalogue-calls';
import { GAME_VENDOR_KEY, SEARCH_DEBOUNCE_MS } from '../hooks/lobby-constants';
import { listIdentity, tabsFor, visibleTab, type LobbyTab } from '../hooks/lobby-filters';
import { useDebounced } from '../hooks/use-debounced';
import { gameEntry, useLaunchGame } from '../hooks/use-launch-game';
import { LobbyList } from './lobby-list';
import { VendorTabs } from './vendor-tabs';
import styles from './lobby.module.css';

const TAB_ICONS = { all: LayoutGrid, hot: Flame, saved: Heart, recent: History } as const;

type Props = {
  category: GameCategory;
  /** Classification and minimum-bet filters (the slot-style lobbies). */
  filters?: boolean;
  /** Shown above the vendor menu (the slots page's jackpot). */
  header?: ReactNode;
};

/**
 * The lobby of a game category (slots, fishing, card games; the live tables): vendor menu (the address's
 * `page` parameter, written back on change), tabs all / hot / saved / recent, search by name, the
 * classification and minimum-bet filters, and the list, which starts again from page 1 whenever one of
 * them changes.
 */
export function GameLobby({ category, filters = true, header }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const languages = useSystemStatus().data?.info.brand.languages ?? [];
  const [params, setParams] = useSearchParams();
  const vendor = params.get('page') || null;
  const [tab, setTab] = useState<LobbyTab>('all');
  const [classify, setClassify] = useState<GameClassification | null>(null);
  const [minBet, setMinBet] = useState<number | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const launch = useLaunchGame();
  const searchId = useId();
  const minBetId = useId();

  const lanes = useQuery(lanesQuery(language, category, token));
  const vendors = (lanes.data?.find((l) => l.gameClassify === category)?.cards ?? []).map((c) => ({
    code: c.vassalage,
    name: c.displayName,
    logo: c.smallIcon,
  }));

  const signedIn = token !== null;
  const shown = visibleTab(tab, signedIn);
  const list: GameFilters = { gameType: category, vendor, classify, minBet, search };

  const chooseVendor = (code: string | null) => {
    if (code) session.set(GAME_VENDOR_KEY, code);
    else session.remove(GAME_VENDOR_KEY);
    const next = new URLSearchParams(params);
    if (code) next.set('page', code);
    else next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.lobby} data-testid={`lobby-${category}`}>
      {header}
      <VendorTabs vendors={vendors} value={vendor} onChange={chooseVendor} label={t('lobby.vendors')} />

      <div className={styles.toolbar}>
        <div className={styles.tabs} role="tablist" aria-label={t('lobby.lists')}>
          {tabsFor(signedIn).map((key) => {
            const Icon = TAB_ICONS[key];
            return (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={shown === key}
                className={`${styles.tab} ${shown === key ? styles.tabActive : ''}`}
                onClick={() => setTab(key)}
                data-testid={`tab-${key}`}
              >
                <Icon size={16} aria-hidden /> {t(`lobby.tab_${key}`)}
              </button>
            );
          })}
        </div>
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('lobby.search')}
          </label>
          <Search size={16} aria-hidden className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            value={searchText}
            maxLength={100}
            placeholder={t('lobby.searchPlaceholder')}
            onChange={(e) => setSearchText(e.target.value)}
            data-testid="search"
          />
          {searchText ? (
            <button
              type="button"
              className={styles.clear}
              onClick={() => setSearchText('')}
              aria-label={t('lobby.clearSearch')}
            >
              <X size={14} aria-hidden />
            </button>
          ) : null}
        </div>
      </div>

      {filters ? (
        <div className={styles.filters}>
          <div className={styles.chips} role="group" aria-label={t('lobby.classification')}>
            {[null, ...classificationsFor(languages)].map((c) => (
              <button
                key={c ?? 'all'}
                type="button"
                aria-pressed={classify === c}
                className={`${styles.chip} ${classify === c ? styles.chipOn : ''}`}
                onClick={() => setClassify(c)}
                data-testid={`classify-${c ?? 'all'}`}
              >
                {c ? t(`lobby.classify_${c}`) : t('lobby.allTypes')}
              </button>
            ))}
          </div>
          <div className={styles.minBet}>
            <label htmlFor={minBetId}>{t('lobby.minBet')}</label>
            <select
              id={minBetId}
              value={minBet === null ? '' : String(minBet)}
              onChange={(e) => setMinBet(e.target.value ? Number(e.target.value) : null)}
              data-testid="min-bet"
            >
              <option value="">{t('lobby.allBets')}</option>
              {MIN_BET_OPTIONS.map((v) => (
                <option key={v} value={String(v)}>
                  {formatMoney(v)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      <LobbyList
        key={listIdentity(shown, list)}
        tab={shown}
        filters={list}
        onPlay={(game) => void launch(gameEntry(game))}
      />
    </div>
  );
}
