import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SbFixture } from '@platform/contracts';
import { fixturesQuery, type FixtureFilter } from '../api/book-calls';
import { useLanguage, useT } from '../i18n/strings';
import { go } from '../route';
import { useSlipStore } from '../slip/slip-store';
import { FixtureClock, FixtureScore } from './fixture-clock';
import { LoadState } from './load-state';
import { OddsButton, fixtureName } from './odds-button';
import styles from './fixtures.module.css';

/** The list's main market names its sides as bettors write them: 1, X and 2 (the teams are beside it). */
const SIDE_MARKS: Record<string, string> = { home: '1', draw: 'X', away: '2' };

/** The fixtures grouped by league, in the order the book lists them (live first). */
function byLeague(list: readonly SbFixture[]) {
  const groups = new Map<string, { name: string; country: string; fixtures: SbFixture[] }>();
  for (const fixture of list) {
    const group = groups.get(fixture.league.code);
    if (group) group.fixtures.push(fixture);
    else groups.set(fixture.league.code, { ...fixture.league, fixtures: [fixture] });
  }
  return [...groups.entries()];
}

function FixtureRow({ fixture }: { fixture: SbFixture }) {
  const t = useT();
  const main = fixture.markets.find((m) => m.type === '1x2' || m.type === 'winner') ?? fixture.markets[0];
  const more = fixture.marketCount - (main ? 1 : 0);
  const name = fixtureName(fixture, t('fixtures.vs'));
  return (
    <li className={styles.row}>
      <div className={styles.when}>
        <FixtureClock fixture={fixture} />
        <FixtureScore fixture={fixture} />
      </div>
      <button
        type="button"
        className={styles.teams}
        onClick={() => go({ page: 'fixture', fixtureId: fixture.id })}
      >
        <span>{fixture.home}</span>
        <span>{fixture.away}</span>
      </button>
      {main && (
        <div className={styles.main} data-count={main.selections.length}>
          {main.selections.map((selection) => (
            <OddsButton
              key={selection.key}
              fixture={fixture}
              market={main}
              selection={selection}
              label={SIDE_MARKS[selection.key]}
            />
          ))}
        </div>
      )}
      {more > 0 && (
        <button
          type="button"
          className={styles.more}
          aria-label={t('fixtures.moreLabel', { count: fixture.marketCount, fixture: name })}
          onClick={() => go({ page: 'fixture', fixtureId: fixture.id })}
        >
          {t('fixtures.more', { count: more })}
        </button>
      )}
    </li>
  );
}

/** A list of fixtures with their main market, grouped by league; the slip follows the odds it shows. */
export function FixtureList({ filter }: { filter: FixtureFilter }) {
  const t = useT();
  const language = useLanguage();
  const slip = useSlipStore();
  const query = useQuery(fixturesQuery(filter, language));
  const list = query.data?.list;
  useEffect(() => {
    if (list) slip.syncOdds(list, false);
  }, [list, slip]);
  return (
    <LoadState
      isPending={query.isPending}
      error={query.data ? null : query.error}
      retry={query.refetch}
      empty={list?.length === 0}
      emptyText={t('fixtures.empty')}
    >
      {byLeague(list ?? []).map(([code, league]) => (
        <section key={code} className={styles.league} aria-labelledby={`league-${code}`}>
          <h2 id={`league-${code}`} className={styles.leagueName}>
            {league.name}
            <span className={styles.country}>{league.country}</span>
          </h2>
          <ul className={styles.rows}>
            {league.fixtures.map((fixture) => (
              <FixtureRow key={fixture.id} fixture={fixture} />
            ))}
          </ul>
        </section>
      ))}
    </LoadState>
  );
}
