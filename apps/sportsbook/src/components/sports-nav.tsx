import { useQuery } from '@tanstack/react-query';
import type { SbSport } from '@platform/contracts';
import { sportsQuery } from '../api/book-calls';
import { useT } from '../i18n/strings';
import { go, type Route } from '../route';
import styles from './sports-nav.module.css';

type Props = { route: Extract<Route, { page: 'sports' | 'esports' | 'live' }> };

/** The sports of the section with their live and upcoming counts and their leagues. */
export function SportsNav({ route }: Props) {
  const t = useT();
  const query = useQuery(sportsQuery());
  const list = (query.data?.list ?? []).filter((sport) =>
    route.page === 'live'
      ? sport.live > 0
      : sport.group === (route.page === 'esports' ? 'esports' : 'sports'),
  );
  const pick = (sport?: SbSport, league?: string) =>
    go({ page: route.page, ...(sport ? { sport } : {}), ...(league ? { league } : {}) });
  return (
    <nav className={styles.nav} aria-label={t('sports.title')}>
      <ul className={styles.sports}>
        <li>
          <button
            type="button"
            className={styles.sport}
            aria-current={route.sport ? undefined : 'page'}
            onClick={() => pick()}
          >
            <span className={styles.name}>{t('sports.all')}</span>
          </button>
        </li>
        {list.map((sport) => {
          const current = route.sport === sport.sport;
          return (
            <li key={sport.sport}>
              <button
                type="button"
                className={styles.sport}
                aria-current={current && !route.league ? 'page' : undefined}
                data-open={current || undefined}
                onClick={() => pick(sport.sport)}
              >
                <span className={styles.name}>{sport.name}</span>
                <span className={styles.counts}>
                  {t('sports.counts', { live: sport.live, upcoming: sport.upcoming })}
                </span>
              </button>
              {current && sport.leagues.length > 0 && (
                <ul className={styles.leagues} aria-label={t('sports.leagues', { sport: sport.name })}>
                  {sport.leagues.map((league) => (
                    <li key={league.code}>
                      <button
                        type="button"
                        className={styles.league}
                        aria-current={route.league === league.code ? 'page' : undefined}
                        onClick={() => pick(sport.sport, league.code)}
                      >
                        <span>{league.name}</span>
                        <span className={styles.count}>{league.count}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
