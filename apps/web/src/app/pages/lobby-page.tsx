import type { GameCategory } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { GameLobby, JackpotCounter } from '@/features/games/lobby';
import { useSystemStatus } from '@/lib/system';
import styles from './games-pages.module.css';

type LobbyCategory = Extract<GameCategory, 'RNG' | 'FISH' | 'PVP'>;

const TITLES = { RNG: 'pages.rng', FISH: 'pages.fish', PVP: 'pages.pvp' } as const;

/** /rng, /fish, /pvp: the category's lobby (the banner strip comes from the layout); slots add the jackpot. */
export default function LobbyPage({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation();
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return (
    <div className={styles.page} data-testid={`page-${category.toLowerCase()}`}>
      <h1 className={styles.title}>{t(TITLES[category])}</h1>
      <GameLobby
        key={category}
        category={category}
        header={category === 'RNG' ? <JackpotCounter currencySymbol={symbol} /> : undefined}
      />
    </div>
  );
}
