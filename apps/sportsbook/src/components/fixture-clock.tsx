import type { SbFixture } from '@platform/contracts';
import { timeOf } from '../format';
import { useLanguage, useT } from '../i18n/strings';
import styles from './fixtures.module.css';

/** When a fixture plays: its live clock and score, its result, or its start in the member's own time. */
export function FixtureClock({ fixture }: { fixture: SbFixture }) {
  const t = useT();
  const language = useLanguage();
  if (fixture.status === 'live') {
    return (
      <span className={styles.clock}>
        <span className={styles.liveTag}>{t('fixtures.live')}</span>
        {fixture.clock && <span>{fixture.clock}</span>}
      </span>
    );
  }
  if (fixture.status === 'scheduled') {
    return (
      <time className={styles.clock} dateTime={fixture.startsAt}>
        {timeOf(fixture.startsAt, language)}
      </time>
    );
  }
  return <span className={styles.clock}>{t(`fixture.${fixture.status}`)}</span>;
}

/** The score, when the fixture has one. */
export function FixtureScore({ fixture }: { fixture: SbFixture }) {
  if (!fixture.score) return null;
  return (
    <span className={styles.score}>
      {fixture.score.home} - {fixture.score.away}
    </span>
  );
}
