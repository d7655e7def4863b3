import type { FixtureFilter } from '../api/book-calls';
import { FixtureList } from '../components/fixture-list';
import { SportsNav } from '../components/sports-nav';
import { useT } from '../i18n/strings';
import type { Route } from '../route';
import { FixturePage } from './fixture-page';
import { MyBets } from './my-bets';
import { ResultsPage } from './results-page';
import styles from './book-page.module.css';

function ListPage({ route }: { route: Extract<Route, { page: 'sports' | 'esports' | 'live' }> }) {
  const t = useT();
  const filter: FixtureFilter =
    route.page === 'live'
      ? { when: 'live', ...(route.sport ? { sport: route.sport } : {}) }
      : {
          when: 'all',
          group: route.page,
          ...(route.sport ? { sport: route.sport } : {}),
          ...(route.league ? { league: route.league } : {}),
        };
  const title = t(
    route.page === 'live' ? 'tab.live' : route.page === 'esports' ? 'tab.esports' : 'tab.sports',
  );
  return (
    <div className={styles.lists}>
      <SportsNav route={route} />
      <section className={styles.fixtures} aria-labelledby="fixtures-title">
        <h1 id="fixtures-title" className={styles.title}>
          {title}
        </h1>
        <FixtureList filter={filter} />
      </section>
    </div>
  );
}

/** The page of the route. */
export function BookPage({ route }: { route: Route }) {
  return (
    <main className={styles.main}>
      {route.page === 'fixture' ? (
        <FixturePage fixtureId={route.fixtureId} />
      ) : route.page === 'bets' ? (
        <MyBets />
      ) : route.page === 'results' ? (
        <ResultsPage />
      ) : (
        <ListPage route={route} />
      )}
    </main>
  );
}
