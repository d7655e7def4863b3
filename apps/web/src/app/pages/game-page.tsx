import { COCKFIGHT_VENDOR, GAME_CATEGORIES, isDemoGameUrl, type GameCategory } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { GameFrame, frameableUrl, gamePath, useLaunchGame, vendorEntry } from '@/features/games/lobby';
import { memberKeys } from '@/features/member/api/member-calls';
import { RealityCheckOverlay, RecallButton } from '@/features/responsible';
import { useLeaveGuard } from '@/lib/leave-guard';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import styles from './games-pages.module.css';

type LaunchState = { url?: string; name?: string; vendorCode?: string; gameCode?: string } | null;

const isCategory = (value: string | null): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * /game: the launched game in a frame filling the page under the header, with its name, and a leave
 * button that asks first (SPEC: confirm "leaving the game"); any other way out of the page asks too.
 * Only a same-origin path or an address under the brand's `launchGameCDNs` is framed. Leaving refreshes
 * the member's balance. `/game?vendor=DS88` (the cockfight entry) launches the vendor's game here. A
 * member's real game shows the reality check over it and, with its vendor and game code, the bar's round
 * recall.
 */
export default function GamePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cdns = useSystemStatus().data?.info.launchGameCDNs ?? [];
  const state = location.state as LaunchState;
  const raw = params.get('url') ?? state?.url ?? null;
  const name = params.get('name') ?? state?.name ?? t('pages.game');
  const vendor = params.get('vendor');
  const url = frameableUrl(raw, cdns, window.location.origin);
  const vendorCode = params.get('vendorCode') ?? state?.vendorCode ?? null;
  const gameCode = params.get('gameCode') ?? state?.gameCode ?? null;
  // A member's real game (not a demo, not a trial account's) has the reality check and the round recall.
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const real = url !== null && token !== null && accountType !== TRIAL_ACCOUNT_TYPE && !isDemoGameUrl(url);

  // Leaving the page, however, asks first while a game is shown.
  const blocker = useLeaveGuard(
    ({ currentLocation, nextLocation }) =>
      url !== null &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // The balance moved while playing: ask for it again once the player has left.
  useEffect(
    () => () => {
      const balance = memberKeys.balance(null);
      void client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === balance[0] && q.queryKey[2] === balance[2],
      });
    },
    [client],
  );

  const launch = useLaunchGame({
    open: (gameUrl, gameName, game) => void navigate(gamePath(gameUrl, gameName, game), { replace: true }),
  });
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (raw || !vendor || started.current === vendor) return;
    started.current = vendor;
    const category = params.get('gameType');
    const gameType = isCategory(category) ? category : vendor === COCKFIGHT_VENDOR ? 'DS88' : null;
    if (gameType) void launch(vendorEntry(vendor, gameType, t(`nav.${gameType}`)));
  }, [launch, params, raw, t, vendor]);

  const leave = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home);
  };

  // The betting record opens in the member centre, over the game.
  const history = () => useUi.getState().openMemberCentre('personalHistoryCopy');

  let content;
  if (url)
    content = (
      <GameFrame
        url={url}
        name={name}
        onLeave={leave}
        tools={
          real && vendorCode && gameCode
            ? (buttonClass) => (
                <RecallButton game={{ vendorCode, gameCode }} name={name} className={buttonClass} />
              )
            : undefined
        }
      >
        {real ? <RealityCheckOverlay onHistory={history} onLeave={leave} /> : null}
      </GameFrame>
    );
  else if (!raw && vendor) content = <Spinner label={t('gameFrame.opening')} />;
  else
    content = (
      <div className={styles.refused} role="alert" data-testid="game-refused">
        <ShieldAlert size={32} aria-hidden />
        <h1>{t('gameFrame.refusedTitle')}</h1>
        <p>{raw ? t('gameFrame.refused') : t('gameFrame.nothing')}</p>
        <Link to={paths.home}>
          <Button variant="subtle">{t('pages.backHome')}</Button>
        </Link>
      </div>
    );

  return (
    <>
      {content}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={t('gameFrame.leaveTitle')}
          text={t('gameFrame.leaveText')}
          confirmLabel={t('gameFrame.leave')}
          onCancel={() => blocker.reset()}
          onConfirm={() => blocker.proceed()}
          testId="leave-confirm"
        />
      ) : null}
    </>
  );
}
