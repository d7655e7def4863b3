import { Wallet } from 'lucide-react';
import type { SbSession } from '@platform/contracts';
import { moneyOf } from '../format';
import { useT } from '../i18n/strings';
import type { StringKey } from '../i18n/en';
import { hashOf, type Route } from '../route';
import styles from './book-header.module.css';

const TABS: { page: 'sports' | 'esports' | 'live' | 'bets' | 'results'; label: StringKey }[] = [
  { page: 'sports', label: 'tab.sports' },
  { page: 'esports', label: 'tab.esports' },
  { page: 'live', label: 'tab.live' },
  { page: 'bets', label: 'tab.bets' },
  { page: 'results', label: 'tab.results' },
];

/** The book's name, the member's balance and the sections. */
export function BookHeader({ session, route }: { session: SbSession | undefined; route: Route }) {
  const t = useT();
  const current = route.page === 'fixture' ? null : route.page;
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <span className={styles.name}>{t('book.name')}</span>
        {session && (
          <span className={styles.balance}>
            <Wallet size={16} aria-hidden />
            <span className={styles.caption}>{t('book.balance')}</span>
            <span className={styles.amount} data-testid="balance">
              {session.currency} {moneyOf(session.balance)}
            </span>
          </span>
        )}
      </div>
      <nav aria-label={t('book.tabs')}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.page}>
              <a
                className={styles.tab}
                href={hashOf({ page: tab.page })}
                aria-current={current === tab.page ? 'page' : undefined}
              >
                {t(tab.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
