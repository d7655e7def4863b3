import { HOUSE_VENDOR } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Dices, Hash, KeyRound, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { vendorGamesQuery } from '../api/catalogue-calls';
import { gameEntry, useLaunchGame } from '../hooks/use-launch-game';
import { GameGrid } from './game-grid';
import { GameListState } from './list-state';
import styles from './seamless-games.module.css';

/** Where a player checks a round's proof (served by the in-house game service). */
export const VERIFY_PATH = '/house/verify';

/**
 * The seamless game page: the in-house vendor's games as a featured grid (they play on the main balance),
 * and how their outcomes can be checked (provably fair), with the way to the verify page.
 */
export function SeamlessGames() {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const games = useQuery(vendorGamesQuery(language, HOUSE_VENDOR, null, token));
  const launch = useLaunchGame();

  const steps = [
    { icon: Hash, title: t('seamless.step1Title'), text: t('seamless.step1Text') },
    { icon: KeyRound, title: t('seamless.step2Title'), text: t('seamless.step2Text') },
    { icon: Dices, title: t('seamless.step3Title'), text: t('seamless.step3Text') },
    { icon: ShieldCheck, title: t('seamless.step4Title'), text: t('seamless.step4Text') },
  ];

  return (
    <div className={styles.page} data-testid="seamless">
      <header className={styles.hero}>
        <span className={styles.kicker}>
          <Sparkles size={16} aria-hidden /> {t('seamless.kicker')}
        </span>
        <h1>{t('seamless.title')}</h1>
        <p>{t('seamless.lead')}</p>
      </header>

      <section aria-labelledby="house-games" className={styles.section}>
        <h2 id="house-games" className={styles.sectionTitle}>
          {t('seamless.gamesTitle')}
        </h2>
        {games.data?.length ? (
          <GameGrid games={games.data} featured onPlay={(game) => void launch(gameEntry(game))} />
        ) : (
          <GameListState
            loading={games.isPending}
            error={games.isError}
            empty={games.isSuccess}
            onRetry={() => void games.refetch()}
          />
        )}
      </section>

      <section aria-labelledby="fair-title" className={styles.fair}>
        <div className={styles.fairHead}>
          <ShieldCheck size={28} aria-hidden className={styles.shield} />
          <div>
            <h2 id="fair-title">{t('seamless.fairTitle')}</h2>
            <p>{t('seamless.fairLead')}</p>
          </div>
        </div>
        <ol className={styles.steps}>
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className={styles.step}>
              <span className={styles.stepNo}>{i + 1}</span>
              <Icon size={22} aria-hidden className={styles.stepIcon} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
        <a href={VERIFY_PATH} className={styles.verify} data-testid="verify-link">
          <ShieldCheck size={18} aria-hidden /> {t('seamless.verify')}
        </a>
      </section>
    </div>
  );
}
