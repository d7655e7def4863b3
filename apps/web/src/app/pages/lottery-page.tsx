import { useTranslation } from 'react-i18next';
import { LotteryLobby } from '@/features/lottery';
import styles from './games-pages.module.css';

/**
 * /lottery and /elott (SPEC section 2): the in-house lottery's lobby (every game; the e-lottery's on /elott),
 * or a game's betting view with `gameCode`.
 */
export default function LotteryPage({ elott = false }: { elott?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid={elott ? 'page-elott' : 'page-lottery'}>
      <h1 className={styles.title}>{t(elott ? 'pages.elott' : 'pages.lottery')}</h1>
      <LotteryLobby key={elott ? 'ELOTT' : 'all'} vendor={elott ? 'ELOTT' : null} />
    </div>
  );
}
