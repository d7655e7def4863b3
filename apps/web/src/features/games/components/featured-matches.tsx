import type { FeaturedMatch } from '@platform/contracts';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useFeaturedMatches } from '../api/featured-match-calls';
import styles from './featured-matches.module.css';

/** `yyyy-MM-dd HH:mm:ss` -> `MM-dd HH:mm`. */
export const kickoffText = (dateStr: string) => `${dateStr.slice(5, 10)} ${dateStr.slice(11, 16)}`;

const odds = (n: number | null) => (n === null ? '—' : n.toFixed(2));

/** Hot and featured matches with their odds; "sports bet" leads to the sports page. */
export function FeaturedMatches() {
  const { t } = useTranslation();
  const matches = useFeaturedMatches();
  const [view, setView] = useState<'hot' | 'all'>('hot');
  const all = matches.data ?? [];
  const hot = all.filter((m) => m.hot);
  const list = (view === 'hot' && hot.length ? hot : all).slice(0, 8);

  return (
    <section className={styles.card} aria-labelledby="matches-title">
      <header className={styles.head}>
        <h2 id="matches-title">
          <Flame size={20} aria-hidden className={styles.flame} /> {t('matches.title')}
        </h2>
        <div className={styles.tabs}>
          <Tabs
            value={view}
            onChange={setView}
            tabs={[
              { key: 'hot', label: t('matches.hot') },
              { key: 'all', label: t('matches.featured') },
            ]}
          />
        </div>
      </header>
      {matches.isPending ? (
        <div className={styles.skeleton} aria-hidden />
      ) : list.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('matches.league')}</th>
              <th scope="col">{t('matches.match')}</th>
              <th scope="col">{t('matches.time')}</th>
              <th scope="col" className={styles.center}>
                {t('matches.odds')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('matches.bet')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((m) => (
              <MatchRow key={m.id} match={m} />
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.empty}>{t('matches.empty')}</p>
      )}
    </section>
  );
}

function MatchRow({ match }: { match: FeaturedMatch }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td className={styles.league}>
        {match.hot ? <Flame size={14} className={styles.flame} aria-label={t('matches.hot')} /> : null}
        {match.league}
      </td>
      <td className={styles.match}>
        <strong>{match.home}</strong>
        <span className={styles.vs}>{t('matches.vs')}</span>
        <strong>{match.away}</strong>
      </td>
      <td className={`${styles.time} tabular`}>
        <time dateTime={match.kickoffDateStr.replace(' ', 'T')}>{kickoffText(match.kickoffDateStr)}</time>
      </td>
      <td className={styles.odds}>
        <span className="tabular" title={t('matches.homeWin')}>
          <small>1</small>
          {odds(match.odds.home)}
        </span>
        <span className="tabular" title={t('matches.draw')}>
          <small>X</small>
          {odds(match.odds.draw)}
        </span>
        <span className="tabular" title={t('matches.awayWin')}>
          <small>2</small>
          {odds(match.odds.away)}
        </span>
      </td>
      <td className={styles.action}>
        <Link to={paths.sports} className={styles.bet}>
          {t('matches.bet')}
        </Link>
      </td>
    </tr>
  );
}
