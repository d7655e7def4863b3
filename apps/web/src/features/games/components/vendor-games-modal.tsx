import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { vendorGamesQuery } from '../api/catalogue-calls';
import { useLaunchState, type VendorPopup } from '../hooks/launch-store';
import { gameEntry, useLaunchGame } from '../hooks/use-launch-game';
import { GameGrid } from './game-grid';
import { GameListState } from './list-state';

/** The pop-up game list of a vendor (SPEC section 4, `isGame` VASSALAGE): choosing a game launches it. */
export function VendorGamesModal({ popup }: { popup: VendorPopup }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const close = useLaunchState((s) => s.closePopup);
  const launch = useLaunchGame();
  const games = useQuery(vendorGamesQuery(language, popup.vendor, popup.gameType, token));

  return (
    <Modal title={t('launch.vendorGames', { name: popup.name })} onClose={close} large testId="vendor-games">
      {games.data?.length ? (
        <GameGrid
          games={games.data}
          compact
          onPlay={(game) => {
            close();
            void launch(gameEntry(game));
          }}
        />
      ) : (
        <GameListState
          loading={games.isPending}
          error={games.isError}
          empty={games.isSuccess}
          onRetry={() => void games.refetch()}
        />
      )}
    </Modal>
  );
}
