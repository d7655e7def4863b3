import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SbSport } from '@platform/contracts';
import { resultsQuery, sportsQuery } from '../api/book-calls';
import { fixtureName } from '../components/odds-button';
import { LoadState } from '../components/load-state';
import { Pager } from '../components/pager';
import { timeOf } from '../format';
import { useLanguage, useT } from '../i18n/strings';
import styles from './results-page.module.css';

/** Finished and voided fixtures with their scores, newest first, by sport. */
export function ResultsPage() {
  const t = useT();
  const language = useLanguage();
  const [sport, setSport] = useState<SbSport | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const sports = useQuery(sportsQuery());
  const query = useQuery({ ...resultsQuery(sport, pageNo, language), placeholderData: keepPreviousData });
  const choose = (next: SbSport | undefined) => {
    setSport(next);
    setPageNo(1);
  };
  return (
    <section className={styles.page} aria-labelledby="results-title">
      <h1 id="results-title" className={styles.title}>
        {t('results.title')}
      </h1>
      <div className={styles.chips} role="group" aria-label={t('sports.title')}>
        <button type="button" aria-pressed={sport === undefined} onClick={() => choose(undefined)}>
          {t('sports.all')}
        </button>
        {sports.data?.list.map((s) => (
          <button
            key={s.sport}
            type="button"
            aria-pressed={sport === s.sport}
            onClick={() => choose(s.sport)}
          >
            {s.name}
          </button>
        ))}
      </div>
      <LoadState
        isPending={query.isPending}
        error={query.data ? null : query.error}
        retry={query.refetch}
        empty={query.data?.list.length === 0}
        emptyText={t('results.empty')}
      >
        <ul className={styles.list}>
          {query.data?.list.map((fixture) => (
            <li key={fixture.id} className={styles.result}>
              <span className={styles.when}>
                <time dateTime={fixture.startsAt}>{timeOf(fixture.startsAt, language)}</time>
                <span>{fixture.league.name}</span>
              </span>
              <span className={styles.teams}>{fixtureName(fixture, t('fixtures.vs'))}</span>
              <span className={styles.score}>
                {fixture.status === 'finished' && fixture.score
                  ? `${fixture.score.home} - ${fixture.score.away}`
                  : fixture.status !== 'scheduled' &&
                    fixture.status !== 'live' &&
                    t(`fixture.${fixture.status}`)}
              </span>
              {fixture.periods.length > 0 && (
                <span className={styles.periods}>
                  {fixture.periods.map((p) => `${p.home}-${p.away}`).join(' · ')}
                </span>
              )}
            </li>
          ))}
        </ul>
        <Pager page={pageNo} pages={query.data?.totalPages ?? 1} onPage={setPageNo} />
      </LoadState>
    </section>
  );
}
