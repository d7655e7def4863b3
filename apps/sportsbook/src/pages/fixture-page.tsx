import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import type { SbFixture, SbMarket, SbMarketType } from '@platform/contracts';
import { fixtureQuery } from '../api/book-calls';
import { MARKET_ORDER } from '../book-constants';
import { FixtureClock, FixtureScore } from '../components/fixture-clock';
import { LoadState } from '../components/load-state';
import { OddsButton } from '../components/odds-button';
import { useLanguage, useT } from '../i18n/strings';
import type { StringKey } from '../i18n/en';
import { go } from '../route';
import { useSlipStore } from '../slip/slip-store';
import styles from './fixture-page.module.css';

/** The heading each market type is shown under (1X2 and the match winner share one). */
const GROUP_OF: Record<SbMarketType, StringKey> = {
  '1x2': 'group.main',
  winner: 'group.main',
  ah: 'group.ah',
  ou: 'group.ou',
  btts: 'group.btts',
  cs: 'group.cs',
  map_ah: 'group.map_ah',
  maps_ou: 'group.maps_ou',
};

/** The fixture's markets under their headings, in the book's order; each type's lines by line. */
function groupsOf(markets: readonly SbMarket[]) {
  const groups = new Map<StringKey, SbMarket[]>();
  for (const type of MARKET_ORDER) {
    const ofType = markets.filter((m) => m.type === type).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    if (ofType.length === 0) continue;
    const heading = GROUP_OF[type];
    groups.set(heading, [...(groups.get(heading) ?? []), ...ofType]);
  }
  return [...groups.entries()];
}

function MarketBlock({ fixture, market }: { fixture: SbFixture; market: SbMarket }) {
  const t = useT();
  const suspended = market.status !== 'open';
  return (
    <div className={styles.market} data-suspended={suspended || undefined}>
      <h3 className={styles.marketName}>
        <span>{market.name}</span>
        {suspended && (
          <span className={styles.suspended}>
            <Lock size={14} aria-hidden />
            {t('market.suspended')}
          </span>
        )}
      </h3>
      <div className={market.type === 'cs' ? styles.grid : styles.selections}>
        {market.selections.map((selection) => (
          <OddsButton key={selection.key} fixture={fixture} market={market} selection={selection} />
        ))}
      </div>
    </div>
  );
}

function FixtureHeader({ fixture }: { fixture: SbFixture }) {
  const t = useT();
  return (
    <header className={styles.header}>
      <p className={styles.league}>{fixture.league.name}</p>
      <div className={styles.teams}>
        <span className={styles.team}>{fixture.home}</span>
        <span className={styles.centre}>
          <FixtureScore fixture={fixture} />
          <FixtureClock fixture={fixture} />
        </span>
        <span className={styles.team}>{fixture.away}</span>
      </div>
      {fixture.periods.length > 0 && (
        <ol className={styles.periods} aria-label={t('fixture.periods')}>
          {fixture.periods.map((period, i) => (
            <li key={i}>
              {period.home}-{period.away}
            </li>
          ))}
        </ol>
      )}
    </header>
  );
}

/** One fixture with every market it offers; the slip follows its odds. */
export function FixturePage({ fixtureId }: { fixtureId: number }) {
  const t = useT();
  const language = useLanguage();
  const slip = useSlipStore();
  const query = useQuery(fixtureQuery(fixtureId, language));
  const fixture = query.data;
  useEffect(() => {
    if (fixture) slip.syncOdds([fixture], true);
  }, [fixture, slip]);
  return (
    <article className={styles.page}>
      <button
        type="button"
        className={styles.back}
        onClick={() =>
          go(
            fixture
              ? { page: fixture.group === 'esports' ? 'esports' : 'sports', sport: fixture.sport }
              : { page: 'sports' },
          )
        }
      >
        <ArrowLeft size={18} aria-hidden />
        {t('fixture.back')}
      </button>
      <LoadState
        isPending={query.isPending}
        error={fixture ? null : query.error}
        retry={query.refetch}
        empty={false}
        emptyText=""
      >
        {fixture && (
          <>
            <FixtureHeader fixture={fixture} />
            {fixture.markets.length === 0 && <p className={styles.none}>{t('fixture.noMarkets')}</p>}
            {groupsOf(fixture.markets).map(([heading, markets]) => (
              <section key={heading} className={styles.group}>
                <h2 className={styles.groupName}>{t(heading)}</h2>
                {markets.map((market) => (
                  <MarketBlock key={market.id} fixture={fixture} market={market} />
                ))}
              </section>
            ))}
          </>
        )}
      </LoadState>
    </article>
  );
}
