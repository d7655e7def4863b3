import type { SbFixture, SbMarket, SbSelection } from '@platform/contracts';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { formatDateTime, useDisplayTimeZone, withZone } from '@/lib/time';
import { useUi } from '@/lib/ui-store';
import { useFeaturedMatches } from '../api/featured-match-calls';
import { selectParam } from '../hooks/book-url';
import styles from './featured-matches.module.css';

type View = 'hot' | 'sports' | 'esports';

/** `MM-dd HH:mm` of a kick-off in the zone the page shows times in. */
export const kickoffText = (startsAt: string, timeZone: string) =>
  formatDateTime(startsAt, timeZone).slice(5, 16);

/** The book's page for a fixture's section, with a selection of it in the slip when one is named. */
export function bookPath(fixture: Pick<SbFixture, 'group'>, select?: string): string {
  const query = new URLSearchParams();
  if (fixture.group === 'esports') query.set('group', 'esports');
  if (select) query.set('select', select);
  const search = query.toString();
  return search ? `${paths.fbsports}?${search}` : paths.fbsports;
}

/** The symbol of a main market's selection: 1, X, 2. */
const SYMBOLS: Record<string, string> = { home: '1', draw: 'X', away: '2' };
const TITLES = { home: 'matches.homeWin', draw: 'matches.draw', away: 'matches.awayWin' } as const;
const titleKey = (key: string) => (Object.hasOwn(TITLES, key) ? TITLES[key as keyof typeof TITLES] : null);

/** The fixture's main market (1X2, or the winner). */
const mainMarket = (fixture: SbFixture): SbMarket | undefined =>
  fixture.markets.find((m) => m.type === '1x2' || m.type === 'winner');

/**
 * The sportsbook's hot and featured matches (live, or starting within the next hours; and each section's
 * featured fixtures), with league, teams, kick-off in the brand's zone or the live score and clock, and the
 * main market's odds. An odd opens the book with that selection in the slip (a visitor logs in first);
 * "sports bet" opens the book on the fixture's section.
 */
export function FeaturedMatches() {
  const { t } = useTranslation();
  const matches = useFeaturedMatches();
  const zone = useDisplayTimeZone();
  const [chosen, setChosen] = useState<View | null>(null);
  const data = matches.data;
  // Hot first when there are hot matches, else the sports section.
  const view: View = chosen ?? (data && data.hot.length === 0 ? 'sports' : 'hot');
  const list = data ? data[view] : [];

  return (
    <section className={styles.card} aria-labelledby="matches-title">
      <header className={styles.head}>
        <h2 id="matches-title">
          <Flame size={20} aria-hidden className={styles.flame} /> {t('matches.featured')}
        </h2>
        <div className={styles.tabs}>
          <Tabs
            value={view}
            onChange={setChosen}
            tabs={[
              { key: 'hot', label: t('matches.hot'), testId: 'matches-hot' },
              { key: 'sports', label: t('nav.SPORTS'), testId: 'matches-sports' },
              { key: 'esports', label: t('nav.ESPORTS'), testId: 'matches-esports' },
            ]}
          />
        </div>
      </header>
      {matches.isPending ? (
        <div className={styles.skeleton} aria-hidden />
      ) : list.length ? (
        <table className={styles.table} data-testid="featured-matches">
          <thead>
            <tr>
              <th scope="col">{t('matches.league')}</th>
              <th scope="col">{t('matches.match')}</th>
              <th scope="col">{withZone(t('matches.time'), zone)}</th>
              <th scope="col" className={styles.center}>
                {t('matches.odds')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('matches.bet')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((f) => (
              <MatchRow key={f.id} fixture={f} timeZone={zone} />
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.empty}>{t(view === 'hot' ? 'matches.emptyHot' : 'matches.empty')}</p>
      )}
    </section>
  );
}

function MatchRow({ fixture, timeZone }: { fixture: SbFixture; timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const live = fixture.status === 'live';
  const market = mainMarket(fixture);
  const match = `${fixture.home} ${t('matches.vs')} ${fixture.away}`;

  const pick = (m: SbMarket, selection: SbSelection) => {
    if (!useSession.getState().token) {
      useUi.getState().open('login');
      return;
    }
    void navigate(bookPath(fixture, selectParam(m.id, selection.key)));
  };

  return (
    <tr data-testid={`match-${fixture.id}`}>
      <td className={styles.league}>{fixture.league.name}</td>
      <td className={styles.match}>
        <strong>{fixture.home}</strong>
        {live && fixture.score ? (
          <span className={`${styles.score} tabular`}>
            {fixture.score.home} - {fixture.score.away}
          </span>
        ) : (
          <span className={styles.vs}>{t('matches.vs')}</span>
        )}
        <strong>{fixture.away}</strong>
      </td>
      <td className={`${styles.time} tabular`}>
        {live ? (
          <span className={styles.live}>
            <span className={styles.liveBadge}>{t('matches.live')}</span>
            {fixture.clock}
          </span>
        ) : (
          <time dateTime={fixture.startsAt}>{kickoffText(fixture.startsAt, timeZone)}</time>
        )}
      </td>
      <td className={styles.odds}>
        {market?.selections.map((s) => {
          const title = titleKey(s.key);
          return (
            <button
              key={s.key}
              type="button"
              className="tabular"
              title={title ? t(title) : s.label}
              // The name starts with what the button shows ("1 1.95"), then says what it picks.
              aria-label={`${SYMBOLS[s.key] ?? s.label} ${s.odds.toFixed(2)}: ${t('matches.pick', {
                match,
                selection: s.label,
                odds: s.odds.toFixed(2),
              })}`}
              disabled={market.status !== 'open'}
              onClick={() => pick(market, s)}
              data-testid={`odd-${fixture.id}-${s.key}`}
            >
              <small>{SYMBOLS[s.key] ?? s.label}</small> {s.odds.toFixed(2)}
            </button>
          );
        })}
      </td>
      <td className={styles.action}>
        <Link to={bookPath(fixture)} className={styles.bet}>
          {t('matches.bet')}
        </Link>
      </td>
    </tr>
  );
}
